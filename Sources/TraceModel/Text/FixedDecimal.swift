/// Locale-free fixed-point formatting of doubles, for deterministic CSV and text output: the one
/// place where report numbers get their digits (with `JSONText.appendNumber` for JSON).
public enum FixedDecimal {
    /// `value` with exactly `decimals` digits after the point, rounded half away from zero
    /// (on the binary value times 10^decimals), never `-0`.
    ///
    /// Values whose scaled magnitude exceeds 2^62 (far beyond any time, progress or velocity a
    /// replay produces) fall back to Swift's shortest round-trip description.
    public static func format(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the ASCII bytes `format(value, decimals:)` returns to `out`: the digits of report
    /// rows written straight into their byte buffer. `format` is built on it, so both agree.
    public static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        precondition((0...15).contains(decimals), "decimals out of range")
        if value.isNaN { return out.append(contentsOf: "nan".utf8) }
        if value.isInfinite { return out.append(contentsOf: value < 0 ? "-inf".utf8 : "inf".utf8) }
        let scale = powersOfTen[decimals]
        let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 4.6e18 else { return out.append(contentsOf: value.description.utf8) }
        let units = Int64(scaled)
        let magnitude = UInt(units.magnitude)
        // Composed backward in a buffer on the stack (at most a sign, 19 digits and a point),
        // then appended at once: report rows hold about a million numbers.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var index = buffer.count
            var rest = magnitude
            if decimals > 0 {
                let fraction = rest % scale
                rest /= scale
                let first = ASCIIDigits.writeBackward(fraction, endingAt: index, in: buffer)
                index -= decimals
                for zero in index..<first { buffer[zero] = UInt8(ascii: "0") }
                index -= 1
                buffer[index] = UInt8(ascii: ".")
            }
            index = ASCIIDigits.writeBackward(rest, endingAt: index, in: buffer)
            if units < 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }

    /// 10^0 ... 10^15, each exact as a `Double` too (below 2^53).
    private static let powersOfTen: [UInt] = (0...15).map { (0..<$0).reduce(1) { product, _ in product * 10 } }

    /// `value` rounded half away from zero to `decimals` digits, as a `Double`: the same digits
    /// `format(_:decimals:)` prints, for JSON output through `JSONText.appendNumber`.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        precondition((0...15).contains(decimals), "decimals out of range")
        guard value.isFinite else { return value }
        let scale = Double(powersOfTen[decimals])
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }
}
