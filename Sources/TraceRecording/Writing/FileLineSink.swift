import SystemPackage
import TraceModel

/// Appends lines to a file, through swift-system's `FileDescriptor` (which retries on `EINTR`).
///
/// With `bufferCapacity` 0 (the default, for recording) every line is one `write(2)`, so a crash
/// of the recording app loses at most the line being written, which a reader reports as a
/// truncated last line. With a buffer (for tools converting large files) whole lines are
/// gathered and written together; `flush()` or `close()` writes the rest. Either way only whole
/// lines are ever handed to the file.
public final class FileLineSink: TraceLineSink {
    private var descriptor: FileDescriptor?
    private var buffer: [UInt8] = []
    private let bufferCapacity: Int
    public let path: String

    /// Opens (creating; truncating when `truncate` is true) the file at `path` for appending.
    public convenience init(path: String, truncate: Bool = true, bufferCapacity: Int = 0) throws {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(
                FilePath(path), .writeOnly,
                options: truncate ? [.create, .append, .closeOnExec, .truncate] : [.create, .append, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        } catch {
            throw FileLineSinkError(path: path, operation: "open", errno: error as? Errno ?? .ioError)
        }
        self.init(descriptor: descriptor, path: path, bufferCapacity: bufferCapacity)
    }

    /// Takes over a descriptor already open for writing (for example a temporary file created
    /// exclusively); `path` names it in errors. The sink closes it.
    public init(descriptor: FileDescriptor, path: String, bufferCapacity: Int = 0) {
        self.descriptor = descriptor
        self.path = path
        self.bufferCapacity = max(0, bufferCapacity)
        buffer.reserveCapacity(self.bufferCapacity)
    }

    deinit {
        try? flush()
        close()
    }

    public func appendLine(_ line: String) throws {
        guard descriptor != nil else {
            throw FileLineSinkError(path: path, operation: "write", errno: .badFileDescriptor)
        }
        if bufferCapacity == 0 {
            try writeAll(Array(line.utf8))
            return
        }
        buffer.append(contentsOf: line.utf8)
        if buffer.count >= bufferCapacity { try flush() }
    }

    /// Writes the buffered lines.
    public func flush() throws {
        guard !buffer.isEmpty, descriptor != nil else { return }
        try writeAll(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        guard let descriptor else { return }
        do { _ = try descriptor.writeAll(bytes) } catch {
            throw FileLineSinkError(path: path, operation: "write", errno: error as? Errno ?? .ioError)
        }
    }

    /// Closes the file (buffered lines not yet flushed are written first when possible);
    /// further appends throw.
    public func close() {
        guard let open = descriptor else { return }
        try? flush()
        try? open.close()
        descriptor = nil
    }
}
