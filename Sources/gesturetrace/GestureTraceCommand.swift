import ArgumentParser
import CorpusAnalysis
import RegressionGates

/// `gesturetrace`: the command-line tool. This target alone touches argv, files, stdout and
/// exit codes; everything it computes comes from the library modules.
@main
struct GestureTraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturetrace",
        abstract: "Measure what users feel in interactive, interruptible screen transitions.",
        discussion: """
            Reads touch traces (format v1, see traces/README.md), recognizes gestures, replays them \
            against transition-engine models and reports first-touch latency, gestures per intent \
            and cancellation success.

            \(ExitStatus.helpText)
            """,
        version: "0.1.0",
        subcommands: [
            Import.self, Record.self, Validate.self, Inspect.self, Convert.self, Gestures.self, Agreement.self,
            Velocity.self, Replay.self, Crosscheck.self, Analyze.self, Gate.self, Merge.self, Synth.self,
        ]
    )

    /// ArgumentParser's `main`, ending in one place: whatever the command threw and whether stdout
    /// took its results become the stderr lines and the exit code (`CommandEnding`). A command
    /// throws its error (`CommandError`) and never writes it or exits itself; a command whose
    /// results could not be written says so and never exits 0 (docs/output-safety.md).
    static func main() {
        StandardStreams.reserveStandardDescriptors()
        OutputCleanup.installSignalHandlers()
        var failure: Error?
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            failure = error
        }
        let ending = CommandEnding(failure: failure, lostOutput: StandardStreams.finish())
        for message in ending.messages { StandardStreams.errLine(message) }
        exit(withError: ending.error)
    }
}
