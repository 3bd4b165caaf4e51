#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written at explicit offsets and synced to the disk before anything is acknowledged:
/// the POSIX calls the endpoint's durability promise rests on (`pwrite`, `fdatasync`, `ftruncate`).
/// Files are opened by `SessionFolder`, which makes sure each is a regular file in its folder.
/// Used by one request at a time (the session's `SessionGate`), possibly from several threads.
final class DurableFile: SyncTarget, @unchecked Sendable {
    let path: String
    private var descriptor: Int32

    /// Takes ownership of `descriptor`, an open regular file named `path` in messages.
    init(descriptor: Int32, path: String) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { closeDescriptor() }

    /// The file's size in bytes.
    func size() throws(EndpointIOError) -> Int {
        var status = stat()
        if fstat(descriptor, &status) != 0 { throw EndpointIOError(path: path, operation: "stat") }
        return Int(status.st_size)
    }

    /// Writes all of `bytes` at `offset`.
    func write(_ bytes: [UInt8], at offset: Int) throws(EndpointIOError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + done, $0.count - done, off_t(offset + done))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw EndpointIOError(path: path, operation: "write")
            }
            done += written
        }
    }

    /// Reads `count` bytes at `offset` (fewer at the end of the file).
    func read(count: Int, at offset: Int) throws(EndpointIOError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw EndpointIOError(path: path, operation: "read")
            }
            if got == 0 { break }
            done += got
        }
        return Array(bytes.prefix(done))
    }

    /// Cuts the file to `size` bytes (what a crash left beyond the last acknowledged chunk).
    func truncate(to size: Int) throws(EndpointIOError) {
        if ftruncate(descriptor, off_t(size)) != 0 { throw EndpointIOError(path: path, operation: "truncate") }
    }

    /// Waits until the written bytes, and the file's size, are on the disk (`fdatasync`: the
    /// metadata that reading them back needs, not the times; `fsync` where there is none).
    func sync() throws(EndpointIOError) {
        #if os(Linux)
        if fdatasync(descriptor) != 0 { throw EndpointIOError(path: path, operation: "fdatasync") }
        #else
        if fsync(descriptor) != 0 { throw EndpointIOError(path: path, operation: "fsync") }
        #endif
    }

    /// Closes the file; later calls fail with EBADF.
    func closeDescriptor() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
    }

    /// The file's device and inode, to tell whether a name in its folder still is this file.
    func identity() throws(EndpointIOError) -> FileIdentity {
        var status = stat()
        if fstat(descriptor, &status) != 0 { throw EndpointIOError(path: path, operation: "stat") }
        return FileIdentity(status)
    }
}
