import ArgumentParser

/// An error that ends a command with a message of its own and one of `ExitStatus`'s codes: what
/// ArgumentParser's `ValidationError` and `ExitCode` are to an option, for everything past the
/// options (a configuration file, a trace, an output). Its message is written as it is, without
/// `Error:` and without the usage text (README "Exit codes").
///
/// Commands and the frontend only throw it; `CommandEnding`, called from
/// `GestureTraceCommand.main`, is the one place that writes it on stderr and exits
/// (docs/architecture.md "The command line").
protocol CommandError: Error {
    /// What stderr says (a newline is added), naming the file and the field or line; nil when the
    /// command has already said everything (each failure listed as it went).
    var message: String? { get }
    /// The exit code, one of `ExitStatus`'s.
    var exitStatus: ExitCode { get }
}
