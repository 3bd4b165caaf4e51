import TraceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends lines to a file opened with `O_APPEND`.
///
/// With `bufferCapacity` 0 (the default, for recording) every line is one `write(2)`, so a crash
/// of the recording app loses at most the line being written, which a reader reports as a
/// truncated last line. With a buffer (for tools converting large files) whole lines are
/// gathered and written together; `flush()` or `close()` writes the rest. Either way only whole
/// lines are ever handed to the file.
public final class FileLineSink: TraceLineSink {
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private let bufferCapacity: Int
    public let path: String

    /// Opens (creating; truncating when `truncate` is true) the file at `path` for appending.
    public init(path: String, truncate: Bool = true, bufferCapacity: Int = 0) throws {
        self.path = path
        self.bufferCapacity = max(0, bufferCapacity)
        let flags = O_WRONLY | O_CREAT | O_APPEND | (truncate ? O_TRUNC : 0)
        descriptor = open(path, flags, 0o644)
        if descriptor < 0 { throw FileLineSinkError(path: path, operation: "open", errno: errno) }
        buffer.reserveCapacity(self.bufferCapacity)
    }

    deinit {
        try? flush()
        close()
    }

    public func appendLine(_ line: String) throws {
        guard descriptor >= 0 else { throw FileLineSinkError(path: path, operation: "write", errno: EBADF) }
        if bufferCapacity == 0 {
            var line = line
            try line.withUTF8 { try writeAll($0) }
            return
        }
        buffer.append(contentsOf: line.utf8)
        if buffer.count >= bufferCapacity { try flush() }
    }

    /// Writes the buffered lines.
    public func flush() throws {
        guard !buffer.isEmpty, descriptor >= 0 else { return }
        try buffer.withUnsafeBufferPointer { try writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileLineSinkError(path: path, operation: "write", errno: errno)
            }
            offset += written
        }
    }

    /// Closes the file (buffered lines not yet flushed are written first when possible);
    /// further appends throw.
    public func close() {
        if descriptor >= 0 {
            try? flush()
            _ = systemClose(descriptor)
            descriptor = -1
        }
    }
}

@inline(__always)
private func systemClose(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #else
    Darwin.close(fd)
    #endif
}

/// A system call on a trace file failed; carries the C `errno`.
public struct FileLineSinkError: Error, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var errno: Int32

    public var description: String {
        "\(path): cannot \(operation): \(String(cString: strerror(errno)))"
    }
}
