/// A borrowed view of one value on a `JSONTape`: the reader's hot-path source of
/// `JSONReadableValue`. It holds no reference (two pointers and an index): valid until the tape's
/// next walk. Strings and numbers are read from the text on demand, with json-c's semantics.
struct JSONTapeValue: JSONReadableValue {
    /// nil for `null`, the one value not on a tape.
    let entries: UnsafePointer<JSONTapeEntry>?
    let text: UnsafePointer<UInt8>?
    /// The entry's index, 32 bits as on the tape: an optional value then takes 24 bytes, not 32
    /// (`EventMembers` holds nineteen, one event at a time).
    private let storedIndex: Int32
    var index: Int { Int(storedIndex) }

    init(entries: UnsafePointer<JSONTapeEntry>?, text: UnsafePointer<UInt8>?, index: Int) {
        self.entries = entries
        self.text = text
        storedIndex = Int32(truncatingIfNeeded: index)
    }

    static var null: JSONTapeValue { JSONTapeValue(entries: nil, text: nil, index: 0) }

    @inline(__always)
    private var entry: JSONTapeEntry { entries.unsafelyUnwrapped[index] }

    @inline(__always)
    private func at(_ i: Int) -> JSONTapeValue { JSONTapeValue(entries: entries, text: text, index: i) }

    var kind: JSONValueKind {
        guard entries != nil else { return .null }
        switch entry.kind {
        case .null: return .null
        case .falseLiteral, .trueLiteral: return .bool
        case .integer: return .integer
        case .double: return .double
        case .string: return .string
        case .object: return .object
        case .array: return .array
        }
    }

    /// The token's bytes as written; a string's without its quotes.
    @inline(__always)
    private static func raw(_ e: JSONTapeEntry, _ text: UnsafePointer<UInt8>?) -> UnsafeRawBufferPointer {
        let quotes = e.kind == .string ? 1 : 0
        return UnsafeRawBufferPointer(
            start: text.unsafelyUnwrapped + Int(e.start) + quotes, count: Int(e.length) - 2 * quotes)
    }

    @inline(__always)
    func member(_ key: StaticString) -> JSONTapeValue? {
        guard let entries, entries[index].kind == .object else { return nil }
        var i = index + 1
        for _ in 0..<entries[index].count {
            let name = entries[i]
            let matches =
                name.escaped
                ? decodeJSONStringContent(Self.raw(name, text)).withUnsafeBytes { bytesEqual($0, key) }
                : bytesEqual(Self.raw(name, text), key)
            if matches { return at(i + 1) }
            i = Int(entries[i + 1].next)
        }
        return nil
    }

    /// The integer's magnitude and sign, as the strict walk checked it (at most 2^64-1).
    private var integerParts: (magnitude: UInt64, negative: Bool) {
        let bytes = Self.raw(entry, text)
        let negative = bytes[0] == UInt8(ascii: "-")
        var magnitude: UInt64 = 0
        for byte in bytes[(negative ? 1 : 0)...] {
            magnitude = magnitude &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        }
        return (magnitude, negative)
    }

    /// json-c's `json_object_get_double`: an integer converted (from its Int64, or from its
    /// UInt64 above 2^63-1), else `strtod` of the token in the C locale: `ExactDecimal` when its
    /// fast path applies, else Swift's `Double(String)`, which is `strtod` in the C locale
    /// (`_swift_stdlib_strtod_clocale`), overflow to infinity included.
    var double: Double {
        let e = entry
        if e.kind == .integer {
            let (magnitude, negative) = integerParts
            if !negative && magnitude > UInt64(Int64.max) { return Double(magnitude) }
            return Double(int64)
        }
        let token = Self.raw(e, text)
        if let exact = ExactDecimal.value(token) { return exact }
        // Numbers up to 15 bytes make a small String, stored inline: no allocation.
        return Double(String(decoding: token, as: UTF8.self)) ?? .nan
    }

    /// json-c's `json_object_get_int64`: saturated at Int64.max (an unsigned reading above it).
    var int64: Int64 {
        let (magnitude, negative) = integerParts
        if negative { return magnitude >= UInt64(1) << 63 ? Int64.min : -Int64(magnitude) }
        return magnitude > UInt64(Int64.max) ? Int64.max : Int64(magnitude)
    }

    /// json-c's `json_object_get_uint64`: 0 for negative integers.
    var uint64: UInt64 {
        let (magnitude, negative) = integerParts
        return negative ? 0 : magnitude
    }

    var bool: Bool { entry.kind == .trueLiteral }

    var string: String {
        let e = entry
        let bytes = Self.raw(e, text)
        return e.escaped
            ? String(decoding: decodeJSONStringContent(bytes), as: UTF8.self)
            : String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    func stringEquals(_ literal: StaticString) -> Bool {
        let e = entry
        if e.escaped { return decodeJSONStringContent(Self.raw(e, text)).withUnsafeBytes { bytesEqual($0, literal) } }
        return bytesEqual(Self.raw(e, text), literal)
    }

    var arrayCount: Int { entries == nil ? 0 : Int(entry.count) }

    func forEachElement<E: Error>(_ body: (JSONTapeValue) throws(E) -> Void) throws(E) {
        guard let entries, entries[index].kind == .array else { return }
        var i = index + 1
        for _ in 0..<entries[index].count {
            try body(at(i))
            i = Int(entries[i].next)
        }
    }

    @inline(__always)
    func forEachMember<E: Error>(_ body: (UnsafeRawBufferPointer, JSONTapeValue) throws(E) -> Void) throws(E) {
        guard let entries, entries[index].kind == .object else { return }
        var i = index + 1
        for _ in 0..<entries[index].count {
            let name = entries[i]
            if name.escaped {
                // Rare (a name with escapes): decoded into an array (`withUnsafeBytes` is not typed-throws).
                let value = at(i + 1)
                let outcome = decodeJSONStringContent(Self.raw(name, text)).withUnsafeBytes { bytes in
                    Result { () throws(E) in try body(bytes, value) }
                }
                try outcome.get()
            } else {
                try body(Self.raw(name, text), at(i + 1))
            }
            i = Int(entries[i + 1].next)
        }
    }
}
