#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read forward in large chunks (1 MiB by default) through one reused buffer, up to the
/// size it had when it was opened. Reads are positional, so several inputs may read one
/// `POSIXFile` in turn, each from its own place.
///
/// Readers look at the unconsumed bytes `storage[position..<end]`, consume them, and call
/// `refill()` when they run out. One spare byte after the chunk lets a reader NUL-terminate a
/// span that ends exactly at the end of the data.
final class ChunkedInput {
    /// The default read size: large enough that system calls do not show in a profile.
    static let defaultChunkSize = 1 << 20

    private let file: POSIXFile
    let chunkSize: Int
    let storage: UnsafeMutableRawPointer
    /// The next unconsumed byte.
    var position = 0
    /// One past the last valid byte of the current chunk.
    private(set) var end = 0
    /// The file offset of `storage[0]`.
    private(set) var chunkOffset = 0
    /// Whether a read has returned end of file.
    private(set) var reachedEOF = false

    init(file: POSIXFile, chunkSize: Int = ChunkedInput.defaultChunkSize) {
        self.file = file
        self.chunkSize = chunkSize
        storage = UnsafeMutableRawPointer.allocate(byteCount: chunkSize + 1, alignment: 16)
    }

    deinit { storage.deallocate() }

    /// The file's size in bytes when it was opened.
    var fileSize: Int { file.size }

    /// The file offset of the next unconsumed byte.
    var fileOffset: Int { chunkOffset + position }

    /// Whether unconsumed bytes remain in the current chunk.
    @inline(__always) var hasBytes: Bool { position < end }

    /// The next unconsumed byte; call only when `hasBytes`.
    @inline(__always) var currentByte: UInt8 { storage.load(fromByteOffset: position, as: UInt8.self) }

    /// Replaces the (fully consumed) chunk with the next one. Returns false at end of file: at
    /// the size the file had when it was opened, never past it (a file that grows is not
    /// followed). A file that ends before that size was cut while it was read: an error.
    func refill() throws(POSIXFileError) -> Bool {
        guard !reachedEOF else { return false }
        chunkOffset += end
        position = 0
        end = 0
        let wanted = min(chunkSize, file.size - chunkOffset)
        guard wanted > 0 else {
            reachedEOF = true
            return false
        }
        let n = try file.read(into: storage, count: wanted, at: chunkOffset)
        guard n > 0 else {
            throw POSIXFileError(
                operation: "read",
                reason: "the file ends at \(chunkOffset) bytes, but it had \(file.size) when it was opened: "
                    + "it changed while it was read")
        }
        end = n
        return true
    }

    /// Makes the next byte available, refilling when needed. Returns false at end of file.
    @inline(__always)
    func ensureByte() throws(POSIXFileError) -> Bool {
        if position < end { return true }
        return try refill()
    }

    /// The line ends (`\n`) in the unconsumed bytes when they are the rest of the file (it
    /// ended within the current chunk), else nil: a bound on the lines left, before they are read.
    func lineEndsLeft() -> Int? {
        guard chunkOffset + end == file.size else { return nil }
        var count = 0
        var at = position
        while at < end, let found = memchr(storage + at, 0x0A, end - at) {
            count += 1
            at = storage.distance(to: found) + 1
        }
        return count
    }

    /// Drops the current chunk and continues reading at the absolute `offset`.
    func seek(to offset: Int) {
        chunkOffset = offset
        position = 0
        end = 0
        reachedEOF = false
    }
}
