#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call on a trace file, with the C cause (`errno`) kept for the message.
struct POSIXFileError: Error {
    var operation: String
    var errno: Int32

    /// `cannot read: Is a directory`.
    var message: String { "cannot \(operation): \(String(cString: strerror(errno)))" }
}

/// A read-only file descriptor: `open(2)`, `read(2)`, `lseek(2)`, `close(2)` and nothing else.
/// Closed in `deinit`.
final class POSIXFile {
    private let descriptor: Int32

    init(path: String) throws(POSIXFileError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXFileError(operation: "open", errno: errno) }
        descriptor = fd
    }

    deinit { _ = close(descriptor) }

    /// Reads up to `count` bytes into `buffer`; 0 means end of file. Retries on `EINTR`.
    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(POSIXFileError) -> Int {
        while true {
            #if canImport(Glibc)
            let n = Glibc.read(descriptor, buffer, count)
            #else
            let n = Darwin.read(descriptor, buffer, count)
            #endif
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw POSIXFileError(operation: "read", errno: errno)
        }
    }

    /// Moves the read position to the absolute byte `offset`.
    func seek(to offset: Int) throws(POSIXFileError) {
        if lseek(descriptor, off_t(offset), SEEK_SET) < 0 {
            throw POSIXFileError(operation: "seek", errno: errno)
        }
    }
}
