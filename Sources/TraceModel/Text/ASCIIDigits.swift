/// Decimal digits written as ASCII bytes straight into a byte buffer: the one place where report
/// integers (and `FixedDecimal`'s whole and fractional parts) get their digits, so report rows are
/// encoded without a `String` per number. `String(Int)` prints the same digits.
package enum ASCIIDigits {
    /// Appends `value` in decimal, with a leading `-` when negative (`Int.min` included).
    @inlinable
    package static func append(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        append(value.magnitude, minimumWidth: 1, to: &out)
    }

    /// Appends `value` in decimal, left-padded with zeros to `minimumWidth` digits.
    @inlinable
    package static func append(_ value: UInt, minimumWidth: Int, to out: inout [UInt8]) {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        count = max(count, minimumWidth)
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        out.withUnsafeMutableBufferPointer { buffer in
            var index = start + count - 1
            rest = value
            while rest > 0 {
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                index -= 1
            }
        }
    }
}
