import Testing
import TraceModel

/// `FixedDecimal.append` (the digits of report rows, written as bytes) against `format` and against
/// the String-built definition `format` had before it was built on `append`.
@Suite("FixedDecimal and ASCIIDigits: digits written as bytes")
struct FixedDecimalAppendTests {
    /// The String-built definition: scale, round half away from zero, whole part, zero-padded fraction.
    static func reference(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 4.6e18 else { return value.description }
        let units = Int64(scaled)
        let divisor = UInt64(scale)
        var text = (units < 0 ? "-" : "") + String(units.magnitude / divisor)
        if decimals > 0 {
            let fraction = String(units.magnitude % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    static func appended(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = Array("x,".utf8)
        FixedDecimal.append(value, decimals: decimals, to: &bytes)
        #expect(bytes.starts(with: Array("x,".utf8)), "append keeps what the buffer held")
        return String(decoding: bytes.dropFirst(2), as: UTF8.self)
    }

    /// Values of every size and sign, halves at each decimal place, and edge values.
    static var values: [Double] {
        var generator = SplitMix64(seed: 13)
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.125, -0.125, 0.0005, -0.0005, -0.0004, 1e-7, -1e-7,
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
            1e300, -1e300, 4.6e18, 4.599e18, -4.6e18, 9.2e18, 1e15, 123456789.123456789, -98765.4321,
            Double(Int64.max), Double(Int64.min),
        ]
        for _ in 0..<4000 {
            let exponent = Double(generator.next() % 40) - 20
            let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007
            let sign: Double = generator.next() % 2 == 0 ? 1 : -1
            values.append(sign * mantissa * pow10(exponent))
        }
        for whole in 0..<200 {
            for places in 0...6 { values.append((Double(whole) + 0.5) / pow10(Double(places))) }
        }
        return values
    }

    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(exponent.magnitude) { result = exponent < 0 ? result / 10 : result * 10 }
        return result
    }

    @Test("append writes the digits format returns and the String-built definition gave, for every decimals")
    func appendAgreesWithFormat() {
        var checked = 0
        for value in Self.values {
            for decimals in 0...15 {
                let bytes = Self.appended(value, decimals: decimals)
                let expected = Self.reference(value, decimals: decimals)
                #expect(bytes == expected, "\(value) with \(decimals) decimals")
                #expect(FixedDecimal.format(value, decimals: decimals) == expected)
                checked += 1
            }
        }
        #expect(checked > 60_000)
    }

    @Test("rounding half away from zero, no -0, inf and nan, huge values in Swift's shortest form")
    func edgeCases() {
        #expect(Self.appended(2.5, decimals: 0) == "3" && Self.appended(-2.5, decimals: 0) == "-3")
        #expect(Self.appended(0.125, decimals: 2) == "0.13" && Self.appended(-0.125, decimals: 2) == "-0.13")
        #expect(Self.appended(-0.0, decimals: 3) == "0.000" && Self.appended(-0.0004, decimals: 3) == "0.000")
        #expect(Self.appended(.infinity, decimals: 3) == "inf" && Self.appended(-.infinity, decimals: 6) == "-inf")
        #expect(Self.appended(.nan, decimals: 6) == "nan")
        #expect(Self.appended(1e300, decimals: 3) == "1e+300" && Self.appended(-1e19, decimals: 0) == "-1e+19")
        #expect(Self.appended(12345.25, decimals: 15) == "12345.25")  // 1.2e19 units: shortest form
        #expect(Self.appended(7, decimals: 6) == "7.000000" && Self.appended(0.000001, decimals: 6) == "0.000001")
    }

    @Test("integers: the digits String(Int) prints, Int.min and Int.max included, appended and written")
    func integers() {
        var generator = SplitMix64(seed: 7)
        let edges = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1, Int.max - 1]
        for value in edges + (0..<2000).map({ _ in Int(bitPattern: UInt(generator.next())) >> (generator.next() % 64) })
        {
            var bytes: [UInt8] = Array("x,".utf8)
            ASCIIDigits.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x," + String(value))
            var room = [UInt8](repeating: 0xFF, count: ASCIIDigits.maximumLength)
            let length = room.withUnsafeMutableBufferPointer { ASCIIDigits.write(value, to: $0.baseAddress!) }
            #expect(String(decoding: room[..<length], as: UTF8.self) == String(value))
        }
    }
}
