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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { room in
            let length = write(value, decimals: decimals, to: room.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(start: room.baseAddress, count: length))
        }
    }

    /// The most bytes `write(_:decimals:to:)` writes: a sign, 19 digits and a point, or a
    /// `Double`'s shortest description (at most 24 bytes), rounded up.
    package static let maximumLength = 32

    /// Writes the bytes `format(value, decimals:)` returns at the start of `out`, which has room
    /// for `maximumLength` bytes, and returns how many it wrote: `append` and the rows of
    /// `CSVRowWriter` are built on it.
    package static func write(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        precondition((0...15).contains(decimals), "decimals out of range")
        if value.isNaN { return copy("nan", to: out) }
        if value.isInfinite { return copy(value < 0 ? "-inf" : "inf", to: out) }
        let scale = powersOfTen[decimals]
        let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 4.6e18 else { return copy(value.description, to: out) }
        let units = Int64(scaled)
        // Composed backward from the end of the room (at most a sign, 19 digits and a point),
        // then moved to its start: report rows hold about a million numbers.
        let room = UnsafeMutableBufferPointer(start: out, count: maximumLength)
        var index = room.count
        var rest = UInt(units.magnitude)
        if decimals > 0 {
            let fraction = rest % scale
            rest /= scale
            let first = ASCIIDigits.writeBackward(fraction, endingAt: index, in: room)
            index -= decimals
            for zero in index..<first { room[zero] = UInt8(ascii: "0") }
            index -= 1
            room[index] = UInt8(ascii: ".")
        }
        index = ASCIIDigits.writeBackward(rest, endingAt: index, in: room)
        return ASCIIDigits.moveToStart(room, from: index, negative: units < 0)
    }

    /// Writes `text` (at most `maximumLength` bytes) at `out` and returns its length.
    private static func copy(_ text: String, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            precondition(bytes.count <= maximumLength, "a number's text is longer than its room")
            out.update(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
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
