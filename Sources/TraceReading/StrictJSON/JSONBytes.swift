import TraceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text `StrictJSONParser` walks, with the lexical scans of RFC 8259's tokens (strings,
/// numbers, literals). Each scan starts at the token's first byte and returns the offset just
/// after it, or throws the first violation.
struct JSONBytes {
    let base: UnsafePointer<UInt8>
    let count: Int

    @inline(__always)
    subscript(_ i: Int) -> UInt8 { base[i] }

    func span(_ start: Int, count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + start, count: count)
    }

    func equalRaw(_ a: Int, _ b: Int, count n: Int) -> Bool {
        memcmp(base + a, base + b, n) == 0
    }

    func fail(_ offset: Int, _ message: String) -> StrictJSONError {
        StrictJSONError(kind: .malformedJSON, offset: offset, message: message)
    }

    /// The byte at `i` for a message: `'x'`, `byte 0x1B`, or `end of data`.
    func describe(at i: Int) -> String {
        guard i < count else { return "end of data" }
        return MessageQuoting.byte(base[i])
    }

    // MARK: Strings

    /// Scans a string from its opening quote: escapes must be RFC 8259's, surrogate escapes must
    /// pair, control characters must be escaped, and the bytes must be well-formed UTF-8.
    @inline(__always)
    func scanString(at start: Int) throws(StrictJSONError) -> (end: Int, escaped: Bool, hasNUL: Bool) {
        var i = start + 1
        var escaped = false
        var hasNUL = false
        while true {
            guard i < count else { throw fail(start, "unterminated string") }
            let byte = base[i]
            if byte == UInt8(ascii: "\"") { return (i + 1, escaped, hasNUL) }
            if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") {
                i += 1
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                let escape = try scanEscape(at: i)
                hasNUL = hasNUL || escape.isNUL
                i = escape.end
            } else if byte < 0x20 {
                throw fail(
                    i, "control character U+00\(hex(byte)) in a string: JSON requires it escaped (\\u00\(hex(byte)))")
            } else {
                i = try scanUTF8(at: i)
            }
        }
    }

    private func scanEscape(at i: Int) throws(StrictJSONError) -> (end: Int, isNUL: Bool) {
        guard i + 1 < count else { throw fail(i, "unterminated string") }
        switch base[i + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return (i + 2, false)
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: i)
            if (0xDC00...0xDFFF).contains(unit) {
                throw fail(i, "lone low surrogate \\u\(hex(unit)) in a string: not a Unicode character")
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard i + 11 < count, base[i + 6] == UInt8(ascii: "\\"), base[i + 7] == UInt8(ascii: "u"),
                    (0xDC00...0xDFFF).contains(try hexUnit(at: i + 6))
                else {
                    throw fail(i, "lone high surrogate \\u\(hex(unit)) in a string: not a Unicode character")
                }
                return (i + 12, false)
            }
            return (i + 6, unit == 0)
        default:
            throw fail(i, "invalid escape \\\(describe(at: i + 1)) in a string")
        }
    }

    /// The code unit of `\uXXXX` at `i` (the backslash).
    private func hexUnit(at i: Int) throws(StrictJSONError) -> UInt16 {
        guard i + 5 < count else { throw fail(i, "unterminated \\u escape") }
        var unit: UInt16 = 0
        for k in (i + 2)...(i + 5) {
            guard let digit = hexValue(base[k]) else { throw fail(k, "expected 4 hex digits after \\u") }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Checks one multi-byte UTF-8 sequence (Unicode table 3-7: no overlong forms, no
    /// surrogates, nothing above U+10FFFF) and returns the offset after it.
    private func scanUTF8(at i: Int) throws(StrictJSONError) -> Int {
        let lead = base[i]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xED: (length, high) = (3, 0x9F)
        case 0xE1...0xEF: length = 3
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF4: (length, high) = (4, 0x8F)
        case 0xF1...0xF3: length = 4
        default: throw fail(i, "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character")
        }
        for k in 1..<length {
            guard i + k < count else { throw fail(i, "invalid UTF-8: a character is cut short") }
            let byte = base[i + k]
            let range = k == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else {
                throw fail(i + k, "invalid UTF-8: byte 0x\(hex(byte)) after 0x\(hex(lead))")
            }
        }
        return i + length
    }

    // MARK: Numbers and literals

    /// Scans `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. An integer (no fraction,
    /// no exponent) must fit json-c's 64 bits: -2^63 to 2^64-1. Returns the offset after the
    /// number and whether it is an integer token (json-c's `json_type_int`).
    @inline(__always)
    func scanNumber(at start: Int) throws(StrictJSONError) -> (end: Int, isInteger: Bool) {
        var i = start
        if base[i] == UInt8(ascii: "-") {
            i += 1
            if i < count && (base[i] == UInt8(ascii: "I") || base[i] == UInt8(ascii: "i")) {
                throw StrictJSONError(kind: .notFinite, offset: start, message: "-Infinity is not a JSON number")
            }
        }
        guard i < count, isDigit(base[i]) else { throw fail(i, "expected a digit, found \(describe(at: i))") }
        let digitsStart = i
        if base[i] == UInt8(ascii: "0") {
            i += 1
            if i < count && isDigit(base[i]) {
                throw fail(digitsStart, "leading zeros are not allowed in JSON numbers")
            }
        } else {
            while i < count && isDigit(base[i]) { i += 1 }
        }
        let integerDigits = i - digitsStart
        var isInteger = true
        if i < count && base[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < count, isDigit(base[i]) else { throw fail(i, "expected a digit after '.' in a number") }
            while i < count && isDigit(base[i]) { i += 1 }
        }
        if i < count && (base[i] == UInt8(ascii: "e") || base[i] == UInt8(ascii: "E")) {
            isInteger = false
            i += 1
            if i < count && (base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-")) { i += 1 }
            guard i < count, isDigit(base[i]) else { throw fail(i, "expected a digit in the exponent of a number") }
            while i < count && isDigit(base[i]) { i += 1 }
        }
        if isInteger && integerDigits >= 19 { try checkInteger(start, digitsStart, i) }
        return (i, isInteger)
    }

    private func checkInteger(_ start: Int, _ digitsStart: Int, _ end: Int) throws(StrictJSONError) {
        var value: UInt64 = 0
        var overflow = false
        for k in digitsStart..<end where !overflow {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(base[k] - UInt8(ascii: "0")))
            value = sum
            overflow = o1 || o2
        }
        if base[start] == UInt8(ascii: "-") && value > UInt64(1) << 63 { overflow = true }
        guard overflow else { return }
        var text = String(decoding: span(start, count: min(end - start, 40)), as: UTF8.self)
        if end - start > 40 { text += "..." }
        throw StrictJSONError(
            kind: .outOfRange, offset: start,
            message: "integer \(text) does not fit in 64 bits (-9223372036854775808 to 18446744073709551615)")
    }

    @inline(__always)
    func scanLiteral(_ word: StaticString, at i: Int) throws(StrictJSONError) -> Int {
        let n = word.utf8CodeUnitCount
        guard i + n <= count, memcmp(base + i, word.utf8Start, n) == 0 else {
            throw fail(i, "expected \(word), found \(describe(at: i))")
        }
        return i + n
    }

    /// The violation for a byte that cannot start a value, naming json-c's extensions.
    func unexpectedValue(at i: Int) -> StrictJSONError {
        switch base[i] {
        case UInt8(ascii: "'"): return fail(i, "single quotes are not JSON: strings use double quotes")
        case UInt8(ascii: "/"): return fail(i, "comments are not JSON")
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "i"):
            return StrictJSONError(
                kind: .notFinite, offset: i, message: "NaN and Infinity are not JSON numbers (RFC 8259)")
        case UInt8(ascii: "T"), UInt8(ascii: "F"):
            return fail(i, "JSON literals are lowercase (true, false, null), found \(describe(at: i))")
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            return fail(i, "a JSON number starts with '-' or a digit, found \(describe(at: i))")
        default: return fail(i, "expected a value, found \(describe(at: i))")
        }
    }
}

@inline(__always)
private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

/// The value of one hexadecimal digit, or nil.
@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
