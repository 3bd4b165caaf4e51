import TraceModel

/// What the decoders (`EventDecoder`, `EventMembers`, `FieldReader`, `HeaderDecoder`) read from
/// one parsed JSON value. Two sources conform: `JSONTapeValue`, the strict walk's own tape (the
/// reader's hot path), and `JSONCObject`, json-c's DOM (the reference the differential test and
/// the reader fuzz target compare against, `traces/README.md` "Strict JSON"). The decoders are
/// generic over it, so there is one decoder for both; in release builds they are specialized
/// per source, with no existential cost.
///
/// Every accessor follows json-c's semantics, which the tape reproduces bit for bit: an integer
/// token is an Int64 (saturated; `uint64` is json-c's unsigned reading) and its `double` is that
/// integer converted; a token with a fraction or an exponent is `strtod` in the C locale.
/// A value is borrowed: it stays valid until its parser parses the next text.
protocol JSONReadableValue {
    /// JSON `null` (a member present with the value `null`, or an explicit null for messages).
    static var null: Self { get }

    var kind: JSONValueKind { get }

    /// The member `key` of an object: nil when absent (or when this is not an object); a member
    /// whose value is `null` is present, with kind `.null`.
    func member(_ key: StaticString) -> Self?

    /// The number as a Double (integers converted); call only when `kind.isNumber`.
    var double: Double { get }

    /// The integer, saturated to Int64's range; call only when `kind == .integer`.
    var int64: Int64 { get }

    /// The integer as json-c's unsigned reading (distinguishes 2^63-1 from larger values; 0 for
    /// negative integers).
    var uint64: UInt64 { get }

    var bool: Bool { get }

    /// The string, escapes decoded; only for values that are kept as strings.
    var string: String { get }

    /// Whether this string equals `literal`, compared as bytes after decoding escapes.
    func stringEquals(_ literal: StaticString) -> Bool

    var arrayCount: Int { get }

    /// Calls `body` with each element of an array, in order.
    func forEachElement<E: Error>(_ body: (Self) throws(E) -> Void) throws(E)

    /// Calls `body` with each member's name (UTF-8, escapes decoded, no NUL) and value, in file
    /// order.
    func forEachMember<E: Error>(_ body: (UnsafeRawBufferPointer, Self) throws(E) -> Void) throws(E)
}

extension JSONReadableValue {
    /// Whether this is JSON `null`.
    @inline(__always)
    var isNull: Bool { kind == .null }
}

/// Whether `bytes` equal `literal`, compared as bytes (no Swift `String` is created). A
/// one-character literal has no pointer representation (`StaticString`), hence `withUTF8Buffer`.
@inline(__always)
func bytesEqual(_ bytes: UnsafeRawBufferPointer, _ literal: StaticString) -> Bool {
    literal.withUTF8Buffer { expected in
        guard bytes.count == expected.count else { return false }
        for i in 0..<expected.count where bytes[i] != expected[i] { return false }
        return true
    }
}

extension JSONReadableValue {
    /// A value as a message quotes it after "found": `"jump"`, `1.5`, `true`, `null`, `NaN`,
    /// `an object`, `an array`. Long strings are shortened.
    var quotedForMessage: String {
        switch kind {
        case .null: return "null"
        case .bool: return bool ? "true" : "false"
        case .integer:
            let value = int64
            if value == Int64.max, uint64 > UInt64(Int64.max) { return String(uint64) }
            return String(value)
        case .double: return numberText(double)
        case .string: return MessageQuoting.quoted(string)
        case .object: return "an object"
        case .array: return "an array"
        }
    }

    /// A value with its JSON type, for "wrong type" messages: `a string "12"`, `a number 3`,
    /// `a boolean true`, `null`, `an object`, `an array`.
    var typedForMessage: String {
        switch kind {
        case .null, .object, .array: quotedForMessage
        case .bool: "a boolean \(quotedForMessage)"
        case .integer, .double: "a number \(quotedForMessage)"
        case .string: "a string \(quotedForMessage)"
        }
    }
}

/// A number as messages print it: integral values without a fraction, non-finite ones as the
/// literals json-c reads (`NaN`, `Infinity`, `-Infinity`).
func numberText(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    var out = ""
    JSONText.appendNumber(value, to: &out)
    return out
}
