/// Parses one whole JSON document (RFC 8259, strictly) into a `JSONValue`, and says what is wrong
/// and where (line and column) when the bytes are not JSON: the parser of configuration files
/// (gates, engines, flows) and of the web importers' records.
///
/// It needs no Foundation, so the command line links without it (docs/performance.md, "No
/// Foundation in the command line"). Traces are not read with it: `TraceReading` has its own single-pass walk, built for
/// speed and for json-c's differences.
///
/// What it decides, beyond the grammar:
/// - Objects come out with their members sorted by key (`JSONValue.sortedObject`).
/// - A member name given twice in one object is an error, as in a trace (docs/reading.md): RFC 8259
///   leaves its meaning undefined, and keeping either value would silently drop the other (a
///   gate file's second "assertions" would hide the first). Names are compared as Swift strings,
///   so two spellings of one canonical name ("\u00e9" and "e\u0301") are a duplicate too.
/// - Numbers are `Double`s; one beyond `Double`'s range is an error, not infinity.
/// - Strings must be valid UTF-8, with no raw control characters, and `\u` escapes must pair
///   their surrogates.
/// - Nesting deeper than `maximumDepth` is an error, so a crafted file cannot exhaust the stack.
public struct JSONDocumentParser {
    /// The deepest nesting of arrays and objects accepted: configuration files nest a few levels,
    /// and the recursion stays far from any thread's stack limit.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document's value, or where and why it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> Result<JSONValue, JSONDecodingError> {
        var parser = JSONDocumentParser(bytes)
        do throws(JSONDecodingError) {
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            if parser.index < bytes.count { throw parser.failure("unexpected text after the document") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private mutating func value(depth: Int) throws(JSONDecodingError) -> JSONValue {
        guard index < bytes.count else { throw failure("unexpected end of the document; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected \(found()); expected a value")
        }
    }

    private mutating func object(depth: Int) throws(JSONDecodingError) -> JSONValue {
        if depth > Self.maximumDepth { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .sortedObject(members)
        }
        repeat {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("unexpected \(found()); expected a member name") }
            let keyStart = index
            let key = try string()
            if members[key] != nil {
                index = keyStart
                throw failure(
                    "duplicate member name \(MessageQuoting.quoted(key)) in one object; name each member once "
                        + "(RFC 8259 leaves the meaning of duplicates undefined)")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("unexpected \(found()); expected ':'") }
            index += 1
            skipWhitespace()
            members[key] = try value(depth: depth)
        } while try another(before: "}")
        return .sortedObject(members)
    }

    private mutating func array(depth: Int) throws(JSONDecodingError) -> JSONValue {
        if depth > Self.maximumDepth { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(items)
        }
        repeat {
            skipWhitespace()
            items.append(try value(depth: depth))
        } while try another(before: "]")
        return .array(items)
    }

    /// After a member or an item: `true` at ',' (another one follows), `false` at `closing` (the
    /// object or array ends); either is consumed. Anything else is an error naming both.
    private mutating func another(before closing: Unicode.Scalar) throws(JSONDecodingError) -> Bool {
        skipWhitespace()
        if peek(UInt8(ascii: ",")) {
            index += 1
            return true
        }
        if peek(UInt8(ascii: closing)) {
            index += 1
            return false
        }
        throw failure("unexpected \(found()); expected ',' or '\(closing)'")
    }

    private mutating func literal(_ word: String) throws(JSONDecodingError) {
        let start = index
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                index = start
                throw failure("unexpected \(found()); expected a value")
            }
            index += 1
        }
    }

    /// A number as the grammar has it: `-`? (`0` | digits) (`.` digits)? ([eE] [+-]? digits)?
    private mutating func number() throws(JSONDecodingError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure("a number may not start with 0") }
        } else {
            try digits()
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            try digits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            try digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure("the number \(text) is out of range")
        }
        return value
    }

    private mutating func digits() throws(JSONDecodingError) {
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw failure("unexpected \(found()); expected a digit")
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func string() throws(JSONDecodingError) -> String {
        let opening = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        // The bytes between escapes are checked as UTF-8 with the standard library's decoder
        // (`String(validating:)` would need macOS 15 / iOS 18, beyond the recorder's platforms).
        func flush(_ end: Int) throws(JSONDecodingError) {
            var iterator = bytes[runStart..<end].makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: return
                case .error:
                    index = runStart
                    throw failure("a string holds bytes that are not UTF-8")
                }
            }
        }
        while true {
            guard index < bytes.count else {
                index = opening
                throw failure("a string is not closed")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a raw control character in a string; escape it") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            try flush(index)
            scalars.append(try escape())
            runStart = index
        }
    }

    /// One escape sequence, `index` at its backslash; a `\u` high surrogate takes its low half.
    private mutating func escape() throws(JSONDecodingError) -> Unicode.Scalar {
        guard index + 1 < bytes.count else { throw failure("a string is not closed") }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4()
            if (0xDC00...0xDFFF).contains(first) { throw failure("a lone low surrogate escape") }
            guard (0xD800...0xDBFF).contains(first) else { return Unicode.Scalar(first)! }
            guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a high surrogate escape without its low half")
            }
            index += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure("a high surrogate escape without its low half")
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        default:
            index -= 2
            throw failure("an unknown escape in a string")
        }
    }

    private mutating func hex4() throws(JSONDecodingError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw failure("a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// What is at `index`, for a message: `end of the document`, a quoted ASCII character, or a
    /// byte in hex.
    private func found() -> String {
        guard index < bytes.count else { return "end of the document" }
        return MessageQuoting.byte(bytes[index])
    }

    /// A problem at `index`, with its line and column (both from 1; the column counts bytes).
    private func failure(_ reason: String) -> JSONDecodingError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return JSONDecodingError(reason: reason, line: line, column: index - lineStart + 1)
    }
}
