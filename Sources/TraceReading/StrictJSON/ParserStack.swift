/// A stack of plain values in one buffer, for the strict walk's open containers and member
/// names: pushed and popped once or twice per token, without an array's uniqueness and capacity
/// checks at each. Its owner (`StrictJSONParser`, never copied) frees it with `deallocate()`.
struct ParserStack<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the buffer; the stack is not used after.
    func deallocate() { base.deallocate() }

    @inline(__always)
    var isEmpty: Bool { count == 0 }
    @inline(__always)
    var last: Element? { count == 0 ? nil : base[count - 1] }

    subscript(_ index: Int) -> Element {
        precondition(index >= 0 && index < count, "stack index out of range")
        return base[index]
    }

    /// The elements, bottom first (valid until the next change).
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    @inline(__always)
    mutating func removeLast(_ n: Int = 1) {
        precondition(n >= 0 && n <= count, "removing more than the stack holds")
        count -= n
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }
}
