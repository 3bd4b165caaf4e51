/// Clinger's fast path for decimal to binary conversion (W. D. Clinger, "How to read floating
/// point numbers accurately", PLDI 1990): when a number's digits, as an integer, are at most 2^53
/// and its decimal exponent is within +-22, both are exact Doubles and one IEEE multiplication or
/// division rounds correctly, so the result is bit for bit `strtod`'s. Most numbers in traces
/// (`1214.466`, `0.5`, `390`) take it; the rest go to `strtod` (`JSONTapeValue.double`).
enum ExactDecimal {
    /// 10^0 to 10^22, each exact in a Double.
    private static let powers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of a strict JSON number token, or nil when the fast path does not apply.
    @inline(__always)
    static func value(_ token: UnsafeRawBufferPointer) -> Double? {
        var i = 0
        let negative = token[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        var digits: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        while i < token.count, let digit = decimalDigit(token[i]) {
            digits = digits &* 10 &+ digit
            digitCount += 1
            i += 1
        }
        if i < token.count && token[i] == UInt8(ascii: ".") {
            i += 1
            while i < token.count, let digit = decimalDigit(token[i]) {
                digits = digits &* 10 &+ digit
                digitCount += 1
                exponent -= 1
                i += 1
            }
        }
        // 19 digits always fit in a UInt64; leading zeros count, which only makes this stricter.
        guard digitCount <= 19, digits <= UInt64(1) << 53 else { return nil }
        if i < token.count {  // the exponent: [eE][+-]?digits
            i += 1
            var exponentNegative = false
            if token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") {
                exponentNegative = token[i] == UInt8(ascii: "-")
                i += 1
            }
            var written = 0
            while i < token.count, let digit = decimalDigit(token[i]) {
                written = written * 10 + Int(digit)
                guard written <= 1000 else { return nil }
                i += 1
            }
            exponent += exponentNegative ? -written : written
        }
        guard exponent >= -22 && exponent <= 22 else { return nil }
        var value = Double(digits)
        value = exponent < 0 ? value / powers[-exponent] : value * powers[exponent]
        return negative ? -value : value
    }

    @inline(__always)
    private static func decimalDigit(_ byte: UInt8) -> UInt64? {
        let digit = byte &- UInt8(ascii: "0")
        return digit < 10 ? UInt64(digit) : nil
    }
}
