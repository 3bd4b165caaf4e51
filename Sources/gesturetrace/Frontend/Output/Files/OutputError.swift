import ArgumentParser
import SystemPackage
import TraceModel

/// An output file or folder that could not be written: a `CommandError` whose message is its
/// description, exit 64.
struct OutputError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    /// The option that names the output (`--junit`), when it is not an argument.
    var option: String?

    init(_ path: String, _ reason: String, option: String? = nil) {
        self.path = path
        self.reason = reason
        self.option = option
    }

    init(_ path: String, cannot operation: String, _ errno: Errno) {
        self.init(path, "cannot \(operation): \(errno.description)")
    }

    /// `reports/: cannot write: No space left on device`, `--junit out.fifo: is a FIFO (a named pipe), ...`.
    /// The path is escaped (`MessageQuoting.escaped`) so that a name never carries control
    /// characters to the terminal.
    var description: String {
        (option.map { "\($0) " } ?? "") + MessageQuoting.escaped(path) + ": " + reason
    }
}

extension OutputError: CommandError {
    var message: String? { description }
    var exitStatus: ExitCode { ExitStatus.usage }
}
