import ArgumentParser
import SystemPackage

/// An output file or folder that could not be written: a `CommandError` whose message is its
/// description, exit 64.
struct OutputError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    init(_ path: String, cannot operation: String, _ errno: Errno) {
        self.init(path, "cannot \(operation): \(errno.description)")
    }

    /// `reports/: cannot write: No space left on device`.
    var description: String { "\(path): \(reason)" }
}

extension OutputError: CommandError {
    var message: String? { description }
    var exitStatus: ExitCode { ExitStatus.usage }
}
