import ArgumentParser

/// The `CommandError` a command throws with a message it words itself:
/// `throw CommandLineError.usage("\(path): cannot read the gate configuration")`.
struct CommandLineError: CommandError, Equatable {
    var message: String?
    var exitStatus: ExitCode

    /// Exit 64: an option's value, a configuration file or an output is wrong; `message` says which
    /// and why.
    static func usage(_ message: String) -> CommandLineError {
        CommandLineError(message: message, exitStatus: ExitStatus.usage)
    }

    /// Exit 65: an input (a trace, a summary partial) is invalid; `message` names the file.
    static func badInput(_ message: String) -> CommandLineError {
        CommandLineError(message: message, exitStatus: ExitStatus.badInput)
    }

    /// Exit with `status` and no further message: the command has listed each failure on stderr as
    /// it went (`PATH: failed: REASON`, `FILE:LINE:COLUMN: error: ...`) or on stdout.
    static func listed(_ status: ExitCode) -> CommandLineError {
        CommandLineError(message: nil, exitStatus: status)
    }

    /// Exit 1: a gate's error-level assertion failed, or `crosscheck` found a disagreement; stdout
    /// says which.
    static let gateFailed = CommandLineError(message: nil, exitStatus: ExitStatus.gateFailed)
}
