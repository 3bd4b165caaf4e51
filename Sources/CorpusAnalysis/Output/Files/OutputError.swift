import SystemPackage
import TraceModel

/// An output file or folder that could not be written; the command line ends with its description
/// and exit 64 (README "Exit codes").
public struct OutputError: Error, CustomStringConvertible {
    /// The file or folder that could not be written.
    public var path: String
    /// Why, in words (`cannot write: No space left on device`).
    public var reason: String
    /// The option that names the output (`--junit`), when it is not an argument.
    public var option: String?

    package init(_ path: String, _ reason: String, option: String? = nil) {
        self.path = path
        self.reason = reason
        self.option = option
    }

    package init(_ path: String, cannot operation: String, _ errno: Errno) {
        self.init(path, "cannot \(operation): \(errno.description)")
    }

    /// `reports/: cannot write: No space left on device`, `--junit out.fifo: is a FIFO (a named pipe), ...`.
    /// The path is escaped (`MessageQuoting.escaped`) so that a name never carries control
    /// characters to the terminal.
    public var description: String {
        (option.map { "\($0) " } ?? "") + MessageQuoting.escaped(path) + ": " + reason
    }
}
