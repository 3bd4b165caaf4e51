/// The kind of one token on a `JSONTape`.
enum JSONTapeKind: UInt8 {
    case null, falseLiteral, trueLiteral, integer, double, string, object, array
}
