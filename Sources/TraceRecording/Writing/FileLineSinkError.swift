import SystemPackage

/// A system call on a trace file failed; carries swift-system's `Errno`.
public struct FileLineSinkError: Error, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var errno: Errno

    public var description: String { "\(path): cannot \(operation): \(errno.description)" }
}
