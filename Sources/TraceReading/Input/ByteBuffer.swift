#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable byte buffer for one line or one document element that does not sit whole in the
/// current input chunk. It grows to the longest such span and is reused, so memory is bounded by
/// the largest single event, never by the number of events.
///
/// One spare byte is always kept after `count`, so the content can be NUL-terminated in place
/// (json-c needs a terminating NUL to finish a value at the end of its input).
final class ByteBuffer {
    private(set) var base: UnsafeMutableRawPointer
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity + 1, alignment: 16)
    }

    deinit { base.deallocate() }

    func removeAll() { count = 0 }

    func append(_ bytes: UnsafeRawPointer, count n: Int) {
        guard n > 0 else { return }
        reserve(count + n)
        (base + count).copyMemory(from: bytes, byteCount: n)
        count += n
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { reserve(count + 1) }
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Writes a NUL after the content (not counted) and returns the content.
    func nulTerminated() -> UnsafeRawBufferPointer {
        base.storeBytes(of: 0, toByteOffset: count, as: UInt8.self)
        return UnsafeRawBufferPointer(start: base, count: count)
    }

    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity + 1, alignment: 16)
        newBase.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
