import SystemPackage

/// A read-only trace file on swift-system's `FileDescriptor` (which retries on `EINTR`), closed in
/// `deinit`. Only regular files are read: the file is opened without blocking (so a FIFO named
/// `*.jsonl` cannot hang the reader) and anything that is not a regular file is refused before
/// the first read.
final class POSIXFile {
    private let descriptor: FileDescriptor
    /// The file's size in bytes when it was opened.
    let size: Int

    init(path: String) throws(POSIXFileError) {
        do {
            descriptor = try FileDescriptor.open(
                FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
        } catch {
            throw POSIXFileError(operation: "open", errno: error as? Errno ?? .invalidArgument)
        }
        let type: FileType
        let size: Int64
        do {
            let status = try descriptor.stat()
            (type, size) = (status.type, status.size)
        } catch {
            try? descriptor.close()
            throw POSIXFileError(operation: "stat", errno: error)
        }
        guard type == .regular else {
            try? descriptor.close()
            if type == .directory { throw POSIXFileError(operation: "read", errno: .isDirectory) }
            throw POSIXFileError(operation: "open", reason: "not a regular file (\(Self.name(of: type)))")
        }
        self.size = Int(size)
    }

    /// `FIFO`, `socket`, `device`: what a path that is not a regular file is.
    private static func name(of type: FileType) -> String {
        switch type {
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .characterSpecial, .blockSpecial: "a device"
        default: "not a file"
        }
    }

    deinit { try? descriptor.close() }

    /// Reads up to `count` bytes into `buffer`; 0 means end of file.
    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(POSIXFileError) -> Int {
        do {
            return try descriptor.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
        } catch {
            throw POSIXFileError(operation: "read", errno: error as? Errno ?? .ioError)
        }
    }

    /// Moves the read position to the absolute byte `offset`.
    func seek(to offset: Int) throws(POSIXFileError) {
        do {
            _ = try descriptor.seek(offset: Int64(offset), from: .start)
        } catch {
            throw POSIXFileError(operation: "seek", errno: error as? Errno ?? .ioError)
        }
    }
}
