#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends lines to a file opened with `O_APPEND`, one `write(2)` per line, so that a crash of
/// the recording app loses at most the line being written (which a reader reports as truncated).
public final class FileLineSink: TraceLineSink {
    private var descriptor: Int32
    public let path: String

    /// Opens (creating, or truncating when `truncate` is true) the file at `path` for appending.
    public init(path: String, truncate: Bool = true) throws {
        self.path = path
        let flags = O_WRONLY | O_CREAT | O_APPEND | (truncate ? O_TRUNC : 0)
        descriptor = open(path, flags, 0o644)
        if descriptor < 0 { throw FileLineSinkError(path: path, operation: "open", errno: errno) }
    }

    deinit { close() }

    public func appendLine(_ line: String) throws {
        guard descriptor >= 0 else { throw FileLineSinkError(path: path, operation: "write", errno: EBADF) }
        var line = line
        try line.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileLineSinkError(path: path, operation: "write", errno: errno)
                }
                offset += written
            }
        }
    }

    /// Closes the file; further appends throw.
    public func close() {
        if descriptor >= 0 {
            _ = Glibc_or_Darwin_close(descriptor)
            descriptor = -1
        }
    }
}

@inline(__always)
private func Glibc_or_Darwin_close(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #else
    Darwin.close(fd)
    #endif
}

/// A system call on a trace file failed.
public struct FileLineSinkError: Error, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var errno: Int32

    public var description: String {
        "\(path): cannot \(operation): \(String(cString: strerror(errno)))"
    }
}
