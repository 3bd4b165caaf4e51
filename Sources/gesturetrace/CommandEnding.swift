import ArgumentParser
import CorpusAnalysis
import SystemPackage

/// How a command ends, decided in one place from what it threw and whether its results reached
/// stdout: the lines `GestureTraceCommand.main` writes on stderr, and what it hands to
/// ArgumentParser's `exit(withError:)`.
///
/// - A `CommandError` (`CommandLineError`, `OutputError`) is written as its message, and exits with
///   its status.
/// - Anything else (`ValidationError`, a parse error, `--help`, an `ExitCode`) goes to
///   `exit(withError:)` as it is: ArgumentParser writes it, with the usage text for a bad option.
/// - Results that could not be written to stdout add `gesturetrace: cannot write the results to
///   standard output: REASON`, and a command that would have succeeded exits 64 instead
///   (docs/output-safety.md).
struct CommandEnding {
    /// The lines for stderr, in order (each gets its newline).
    var messages: [String]
    /// What `exit(withError:)` gets: nil for exit 0.
    var error: Error?

    init(failure: Error?, lostOutput: Errno?) {
        messages = []
        error = failure
        if let failure = failure as? any CommandError {
            if let message = failure.message { messages.append(message) }
            error = failure.exitStatus
        }
        if let lostOutput {
            messages.append("gesturetrace: cannot write the results to standard output: \(lostOutput.description)")
            if error.map({ GestureTraceCommand.exitCode(for: $0) == .success }) ?? true { error = ExitStatus.usage }
        }
    }

    /// The exit code it ends with.
    var exitCode: ExitCode { error.map { GestureTraceCommand.exitCode(for: $0) } ?? .success }
}
