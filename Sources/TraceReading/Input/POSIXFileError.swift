import SystemPackage

/// A failed system call on a trace file: the operation and why (swift-system's `Errno` text, or
/// "not a regular file").
struct POSIXFileError: Error {
    var operation: String
    var reason: String
    /// The file, when it was refused as one of `POSIXFile.init(path:refusing:)`'s files.
    var refused: FileIdentity?

    init(operation: String, errno: Errno) {
        self.operation = operation
        self.reason = errno.description
    }

    init(operation: String, reason: String, refused: FileIdentity? = nil) {
        self.operation = operation
        self.reason = reason
        self.refused = refused
    }

    /// `cannot read: Is a directory`.
    var message: String { "cannot \(operation): \(reason)" }
}
