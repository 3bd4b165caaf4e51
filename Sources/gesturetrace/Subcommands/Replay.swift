import ArgumentParser
import Foundation
import TraceModel
import TraceRecorder
import TransitionSimulation

extension EngineKind: ExpressibleByArgument {}

extension GestureTraceCommand {
    /// `gesturetrace replay TRACE --engine fluid|legacy|recorded`: what an engine does with a
    /// trace's touches.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay a trace's touches against a transition engine: touch decisions and transitions.",
            discussion: """
                fluid: the interruptible engine (grab, reverse, spring); legacy: the blocking one \
                (350 ms animations that ignore touches); recorded: the trace's own transition events. \
                Prints one line per touch sequence (accepted, or ignored with the reason) and per \
                transition; --timeline writes the per-frame CSV (t_ms,state,progress,velocity,transition_id). \
                Exit 65 when the trace is invalid, 64 for a bad option or configuration file.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

        @Argument(help: "A trace file (.jsonl, .ndjson or .json).")
        var trace: String

        @Option(help: "The engine: fluid, legacy or recorded.")
        var engine: EngineKind

        @Option(help: "An engine configuration file (JSON; keys left out keep their defaults, see docs/engines.md).")
        var config: String?

        @Option(name: .customLong("refresh-hz"), help: "Replay on a fixed frame grid at this rate, ignoring the trace's frames.")
        var refreshHz: Double?

        @Option(help: "Write the per-frame timeline to this CSV file.")
        var timeline: String?

        @Option(help: "Output format: text or jsonl (one object per touch sequence and per transition, times in ms).")
        var format: Format = .text

        @OptionGroup var reading: ReadingOptions

        func validate() throws {
            if let refreshHz, !(refreshHz.isFinite && refreshHz > 0) {
                throw ValidationError("--refresh-hz must be a positive number of hertz, found \(refreshHz)")
            }
        }

        func run() throws {
            var configuration = try loadConfiguration()
            if let refreshHz { configuration.display.refreshHz = refreshHz }
            let loaded: LoadedTrace
            do {
                loaded = try LoadedTrace.load(path: trace, options: reading.traceReadOptions)
            } catch {
                StandardStreams.errLine(error.description)
                throw ExitStatus.badInput
            }
            for d in loaded.diagnostics { StandardStreams.errLine(d.description) }
            guard loaded.isValid else {
                StandardStreams.errLine("\(trace): invalid trace (\(loaded.diagnostics.count { $0.severity == .error }) errors); run 'gesturetrace validate \(trace)'")
                throw ExitStatus.badInput
            }
            let input = ReplayInput(header: loaded.header, events: loaded.events)
            let result = engine.engine(configuration: configuration).replay(input)
            if let timeline {
                do {
                    try TimelineCSV.encode(result.timeline).write(toFile: timeline, atomically: true, encoding: .utf8)
                } catch {
                    StandardStreams.errLine("\(timeline): cannot write the timeline: \(error.localizedDescription)")
                    throw ExitStatus.usage
                }
            }
            switch format {
            case .text: StandardStreams.out(ReplayEncoding.text(path: trace, result: result))
            case .jsonl: StandardStreams.out(ReplayEncoding.jsonLines(result))
            }
        }

        /// The defaults, or the `--config` file; a bad file exits 64 naming the field path.
        private func loadConfiguration() throws -> EngineConfiguration {
            guard let config else { return .default }
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: config))
            } catch {
                StandardStreams.errLine("\(config): cannot read the configuration: \(error.localizedDescription)")
                throw ExitStatus.usage
            }
            do {
                return try EngineConfiguration.load(jsonData: data)
            } catch {
                StandardStreams.errLine("\(config): \(error.description)")
                throw ExitStatus.usage
            }
        }
    }
}
