/// Locale-free fixed-point formatting of doubles, for deterministic CSV and text output: the one
/// place where report numbers get their digits (with `JSONText.appendNumber` for JSON).
public enum FixedDecimal {
    /// `value` with exactly `decimals` digits after the point, rounded half away from zero
    /// (on the binary value times 10^decimals), never `-0`.
    ///
    /// Values whose scaled magnitude exceeds 2^62 (far beyond any time, progress or velocity a
    /// replay produces) fall back to Swift's shortest round-trip description.
    public static func format(_ value: Double, decimals: Int) -> String {
        precondition((0...15).contains(decimals), "decimals out of range")
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 4.6e18 else { return value.description }
        let units = Int64(scaled)
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        let whole = magnitude / divisor
        var text = units < 0 ? "-" : ""
        text += String(whole)
        if decimals > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// `value` rounded half away from zero to `decimals` digits, as a `Double`: the same digits
    /// `format(_:decimals:)` prints, for JSON output through `JSONText.appendNumber`.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }
}
