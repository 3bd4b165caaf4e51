/// Decimal digits written as ASCII bytes straight into a byte buffer: the one place where report
/// integers (and `FixedDecimal`'s whole and fractional parts, through `writeBackward`) get their digits, so report rows are
/// encoded without a `String` per number. `String(Int)` prints the same digits.
package enum ASCIIDigits {
    /// Appends `value` in decimal, with a leading `-` when negative (`Int.min` included): the
    /// bytes `write(_:to:)` writes.
    @inlinable
    package static func append(_ value: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { room in
            let length = write(value, to: room.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(start: room.baseAddress, count: length))
        }
    }

    /// The most bytes `write(_:to:)` writes: a sign and 20 digits, rounded up.
    package static let maximumLength = 24

    /// Writes `value` in decimal (as `append(_:to:)` does) at the start of `out`, which has room
    /// for `maximumLength` bytes, and returns how many it wrote: for writers of bytes in place.
    @inlinable
    package static func write(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let room = UnsafeMutableBufferPointer(start: out, count: 24)
        return moveToStart(
            room, from: writeBackward(value.magnitude, endingAt: room.count, in: room), negative: value < 0)
    }

    /// Ends a number composed backward in `room` from `start` to its end: puts a `-` before it
    /// when `negative`, moves it to the room's start and returns its length.
    @inlinable @inline(__always)
    package static func moveToStart(_ room: UnsafeMutableBufferPointer<UInt8>, from start: Int, negative: Bool) -> Int {
        var start = start
        if negative {
            start -= 1
            room[start] = UInt8(ascii: "-")
        }
        let length = room.count - start
        let base = room.baseAddress!
        UnsafeMutableRawPointer(base).copyMemory(from: base + start, byteCount: length)  // may overlap: memmove
        return length
    }

    /// Writes the digits of `value` into `buffer` so that the last one is at `end - 1`, and
    /// returns the index of the first: a number is composed in place, then appended at once.
    @inlinable @inline(__always)
    package static func writeBackward(
        _ value: UInt, endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var index = end
        var rest = value
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return index
    }
}
