/// One value (or member name) on a `JSONTape`: 16 bytes.
struct JSONTapeEntry {
    /// The offset of the token's first byte in the text (a string's opening quote).
    var start: Int32
    /// The token's length in bytes (a string's quotes included); 0 for containers.
    var length: Int32
    /// The index of the entry after this value and everything inside it.
    var next: Int32
    /// An object's members, or an array's elements.
    var count: Int32
    var kind: JSONTapeKind
    /// Whether a string holds escapes (its bytes must be decoded before use).
    var escaped: Bool
}

/// The kind of one token on a `JSONTape`.
enum JSONTapeKind: UInt8 {
    case null, falseLiteral, trueLiteral, integer, double, string, object, array
}
