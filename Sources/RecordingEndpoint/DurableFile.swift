#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written at explicit offsets and synced to the disk before anything is acknowledged:
/// the POSIX calls the endpoint's durability promise rests on (`pwrite`, `fsync`, `ftruncate`).
final class DurableFile {
    let path: String
    private var descriptor: Int32

    /// Opens `path` for reading and writing, creating it when `create` is true.
    init(path: String, create: Bool) throws(EndpointIOError) {
        self.path = path
        descriptor = open(path, O_RDWR | (create ? O_CREAT : 0), 0o644)
        if descriptor < 0 { throw EndpointIOError(path: path, operation: "open") }
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

    /// Waits until the written bytes are on the disk.
    func sync() throws(EndpointIOError) {
        if fsync(descriptor) != 0 { throw EndpointIOError(path: path, operation: "fsync") }
    }

    /// Closes the file; later calls fail with EBADF.
    func closeDescriptor() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
    }

    /// Syncs a directory, so that a file created or renamed in it survives a crash.
    static func syncDirectory(_ path: String) throws(EndpointIOError) {
        let fd = open(path, O_RDONLY)
        if fd < 0 { throw EndpointIOError(path: path, operation: "open") }
        defer { _ = close(fd) }
        if fsync(fd) != 0 { throw EndpointIOError(path: path, operation: "fsync") }
    }
}

/// A system call on a session file failed; the message names the file and the C error.
package struct EndpointIOError: Error, CustomStringConvertible {
    package var path: String
    package var operation: String
    package var code: Int32

    init(path: String, operation: String) {
        self.path = path
        self.operation = operation
        code = errno
    }

    package var description: String { "\(path): cannot \(operation): \(String(cString: strerror(code)))" }
}
