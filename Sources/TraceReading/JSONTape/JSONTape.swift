/// The flat token tape `StrictJSONParser` records during its one walk over a text, so that the
/// text need not be parsed a second time: one `JSONTapeEntry` per value in document order, an
/// object's entry followed by its members as (name, value) pairs, an array's by its elements.
///
/// The storage is a buffer kept from one text to the next (it only grows, doubling), so reading a
/// trace allocates nothing per line or per event. `JSONTapeValue` reads it; a value read from the
/// tape is valid until the next walk.
final class JSONTape {
    @exclusivity(unchecked) private(set) var entries: UnsafeMutablePointer<JSONTapeEntry>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// The text of the last walk (borrowed from the caller).
    private(set) var text: UnsafePointer<UInt8>?

    init(capacity: Int = 64) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
    }

    deinit { entries.deallocate() }

    /// Starts a new text.
    @inline(__always)
    func reset(text: UnsafePointer<UInt8>) {
        count = 0
        self.text = text
    }

    /// Appends a scalar token, or a container whose end `close` sets later; returns its index.
    @inline(__always)
    @discardableResult
    func append(_ kind: JSONTapeKind, start: Int, length: Int, escaped: Bool = false) -> Int {
        if count == capacity { grow() }
        let index = count
        entries[index] = JSONTapeEntry(
            start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: length),
            next: Int32(truncatingIfNeeded: index + 1), count: 0, kind: kind, escaped: escaped)
        count += 1
        return index
    }

    /// Ends the container at `index`: everything appended since is inside it.
    @inline(__always)
    func close(_ index: Int) {
        var children: Int32 = 0
        var i = index + 1
        while i < count {
            children += 1
            i = Int(entries[i].next)
        }
        entries[index].next = Int32(truncatingIfNeeded: count)
        entries[index].count = entries[index].kind == .object ? children / 2 : children
    }

    /// The root value of the last walk (call only after a walk that succeeded).
    var root: JSONTapeValue { JSONTapeValue(entries: UnsafePointer(entries), text: text, index: 0) }

    private func grow() {
        let larger = UnsafeMutablePointer<JSONTapeEntry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }
}
