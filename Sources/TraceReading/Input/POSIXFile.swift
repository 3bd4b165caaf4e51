import SystemPackage

/// A read-only trace file on swift-system's `FileDescriptor` (which retries on `EINTR`), closed in
/// `deinit`. Only regular files are read: the file is opened without blocking (so a FIFO named
/// `*.jsonl` cannot hang the reader) and anything that is not a regular file is refused before
/// the first read, and so is any of the files the opener names (`refusing`: the command's outputs),
/// by the identity of what was opened, so that no check before the opening can be raced.
///
/// Reads are positional (`pread`): several readings of one descriptor, one after the other, each
/// start where they ask, and none moves another's place. Nothing past `size`, the size seen at
/// open, is ever read (`ChunkedInput`).
final class POSIXFile {
    private let descriptor: FileDescriptor
    /// The path it was opened by.
    let path: String
    /// The file's identity when it was opened.
    let identity: TraceFileIdentity
    /// The file's size in bytes when it was opened.
    var size: Int { identity.size }

    init(path: String, refusing refused: Set<FileIdentity> = []) throws(POSIXFileError) {
        do {
            descriptor = try FileDescriptor.open(
                FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
        } catch {
            throw POSIXFileError(operation: "open", errno: error as? Errno ?? .invalidArgument)
        }
        let status: Stat
        do {
            status = try descriptor.stat()
        } catch {
            try? descriptor.close()
            throw POSIXFileError(operation: "stat", errno: error)
        }
        guard status.type == .regular else {
            try? descriptor.close()
            if status.type == .directory { throw POSIXFileError(operation: "read", errno: .isDirectory) }
            throw POSIXFileError(operation: "open", reason: "not a regular file (\(Self.name(of: status.type)))")
        }
        self.path = path
        identity = TraceFileIdentity(status)
        if !refused.isEmpty, refused.contains(identity.file) {
            try? descriptor.close()
            throw POSIXFileError(
                operation: "read", reason: "it is one of the command's outputs", refused: identity.file)
        }
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

    /// Reads up to `count` bytes at the absolute `offset` into `buffer`; 0 means end of file.
    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) throws(POSIXFileError) -> Int {
        do {
            return try descriptor.read(
                fromAbsoluteOffset: Int64(offset), into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
        } catch {
            throw POSIXFileError(operation: "read", errno: error as? Errno ?? .ioError)
        }
    }

    /// How the file differs now from when it was opened, in words, or nil when it does not: the
    /// file its path names now (replaced by a rename, removed), then the open descriptor's file
    /// (grown, cut, rewritten; a file renamed over loses a link, which changes its status time).
    func change() -> String? {
        do {
            let named = TraceFileIdentity(try FilePath(path).stat())
            if named.file != identity.file {
                return named.change(since: identity)
            }
        } catch let error where error == .noSuchFileOrDirectory {
            return "its path names no file any more (removed or renamed)"
        } catch {
            return "its path cannot be checked (\(POSIXFileError(operation: "stat", errno: error).message))"
        }
        do {
            return TraceFileIdentity(try descriptor.stat()).change(since: identity)
        } catch {
            return "it cannot be checked (\(POSIXFileError(operation: "stat", errno: error).message))"
        }
    }
}
