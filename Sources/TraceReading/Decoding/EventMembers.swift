/// The members of an event object that format v1 defines, gathered in one walk over the object.
///
/// Looking each field up by name would hash and compare every key once per lookup (ten lookups
/// for a touch); one walk that sorts keys by their bytes is markedly cheaper on the hot path of
/// a million-event file. A slot is nil when the key is absent and holds a `.null` value for
/// `"key": null`.
struct EventMembers<Value: JSONReadableValue> {
    var type, t, id, phase, x, y, force, radius, target, coalesced, predicted: Value?
    var event, operation, interactive, progress, outcome, cause, goal, name: Value?

    init(_ object: Value) {
        object.forEachMember { (key: UnsafeRawBufferPointer, value: Value) in assign(key: key, value) }
    }

    @inline(__always)
    private mutating func assign(key k: UnsafeRawBufferPointer, _ value: Value) {
        guard let first = k.first else { return }
        switch first {
        case UInt8(ascii: "t"):
            if k.count == 1 {
                t = value
            } else if Self.equals(k, "type") {
                type = value
            } else if Self.equals(k, "target") {
                target = value
            }
        case UInt8(ascii: "i"):
            if Self.equals(k, "id") { id = value } else if Self.equals(k, "interactive") { interactive = value }
        case UInt8(ascii: "p"):
            if Self.equals(k, "phase") {
                phase = value
            } else if Self.equals(k, "progress") {
                progress = value
            } else if Self.equals(k, "predicted") {
                predicted = value
            }
        case UInt8(ascii: "x"): if k.count == 1 { x = value }
        case UInt8(ascii: "y"): if k.count == 1 { y = value }
        case UInt8(ascii: "f"): if Self.equals(k, "force") { force = value }
        case UInt8(ascii: "r"): if Self.equals(k, "radius") { radius = value }
        case UInt8(ascii: "c"):
            if Self.equals(k, "coalesced") { coalesced = value } else if Self.equals(k, "cause") { cause = value }
        case UInt8(ascii: "e"): if Self.equals(k, "event") { event = value }
        case UInt8(ascii: "o"):
            if Self.equals(k, "operation") { operation = value } else if Self.equals(k, "outcome") { outcome = value }
        case UInt8(ascii: "g"): if Self.equals(k, "goal") { goal = value }
        case UInt8(ascii: "n"): if Self.equals(k, "name") { name = value }
        default: break
        }
    }

    /// Whether `key` equals `literal` (a multi-character ASCII literal); the first byte is already
    /// matched by `assign`'s switch.
    @inline(__always)
    private static func equals(_ key: UnsafeRawBufferPointer, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard key.count == n else { return false }
        let expected = literal.utf8Start
        for i in 1..<n where key[i] != expected[i] { return false }
        return true
    }
}
