import ArgumentParser
import TraceReading

/// Loads one whole trace for the commands that work on a single trace in memory (`gestures`,
/// `velocity`, `replay`): problems go to stderr as `FILE:LINE:COLUMN: ...` lines, and an
/// invalid trace ends the command with exit 65.
enum TraceLoading {
    static func load(_ path: String, options: ReadingOptions) throws -> LoadedTrace {
        let trace: LoadedTrace
        do {
            trace = try LoadedTrace.load(path: path, options: options.traceReadOptions)
        } catch {
            throw CommandLineError.badInput(error.description)
        }
        for d in trace.diagnostics { StandardStreams.errLine(d.description) }
        guard trace.isValid else {
            throw CommandLineError.badInput(
                "\(path): invalid trace; run 'gesturetrace validate \(path)' for every problem")
        }
        return trace
    }
}
