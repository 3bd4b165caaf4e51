/// The row a `CSVRowWriter` is writing: one growable buffer that cells are written into in place
/// (a number's digits, a text's bytes), appended to the writer's bytes whole when the row ends.
/// Appending each cell to a `[UInt8]` cost more in the array's checks than the cell's bytes: a
/// bench corpus's reports hold about a million cells.
///
/// A value, as the writer that holds it: its storage is copied before a write when shared.
struct CSVRowBuffer {
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.update(from: base, count: count)
            copy.count = count
            return copy
        }

        func grow(to minimum: Int) {
            capacity = Swift.max(capacity * 2, minimum)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            larger.update(from: base, count: count)
            base.deallocate()
            base = larger
        }
    }

    /// A report row takes a few hundred bytes; a longer one grows the buffer, which stays grown.
    private var storage = Storage(capacity: 512)

    /// The bytes written into the row so far.
    var count: Int { storage.count }

    /// Room for `length` more bytes at the end of the row; `commit` says how many were written.
    @inline(__always)
    mutating func room(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        if storage.capacity - storage.count < length { storage.grow(to: storage.count + length) }
        return storage.base + storage.count
    }

    /// Adds the `length` bytes just written into `room`.
    @inline(__always)
    mutating func commit(_ length: Int) { storage.count += length }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room(1).pointee = byte
        storage.count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        room(bytes.count).update(from: source, count: bytes.count)
        storage.count += bytes.count
    }

    /// The row's bytes from `start` on.
    func bytes(from start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage.base + start, count: storage.count - start)
    }

    /// Forgets the row's bytes from `start` on.
    mutating func removeLast(from start: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.count = start
    }

    /// Appends the row to `out` and starts an empty one.
    mutating func move(into out: inout [UInt8]) {
        out.append(contentsOf: bytes(from: 0))
        removeLast(from: 0)
    }
}
