/// A `CSVRowWriter` that hands its bytes on whenever a row ends with at least `flushAt` bytes
/// written, and the rest at `finish()`: a table of any length in bounded memory (the rows of a
/// long trace, written into a report file as they are encoded). The bytes handed on, one after
/// the other, are those the `CSVRowWriter` would have held.
package struct FlushingCSVRowWriter: CSVRowSink {
    private var writer: CSVRowWriter
    private let flushAt: Int
    private let flush: ([UInt8]) -> Void
    /// Room for the row that crosses `flushAt`: a report row takes a few hundred bytes.
    private static let rowRoom = 4096

    /// A writer of rows with `columnCount` cells that hands each `flushAt` bytes or more to
    /// `flush`; `capacity` (the bytes the table is expected to take) is reserved up to `flushAt`
    /// and a row more (`rowRoom`), so that the row that crosses `flushAt` does not double the
    /// buffer.
    package init(columnCount: Int, capacity: Int = 0, flushAt: Int, flush: @escaping ([UInt8]) -> Void) {
        let bound = flushAt <= Int.max - Self.rowRoom ? flushAt + Self.rowRoom : flushAt
        writer = CSVRowWriter(columnCount: columnCount, capacity: min(capacity, bound))
        self.flushAt = flushAt
        self.flush = flush
    }

    package mutating func text(_ value: String?) { writer.text(value) }
    package mutating func texts(_ values: some Sequence<String>) { writer.texts(values) }
    package mutating func int(_ value: Int?) { writer.int(value) }
    package mutating func ints(_ values: some Sequence<Int>) { writer.ints(values) }
    package mutating func number(_ value: Double?, decimals: Int) { writer.number(value, decimals: decimals) }
    package mutating func bool(_ value: Bool?) { writer.bool(value) }

    package mutating func endRow() {
        writer.endRow()
        if writer.bytes.count >= flushAt { flush(writer.takeBytes(keepingCapacity: true)) }
    }

    /// Hands on what is left (possibly nothing).
    package mutating func finish() { flush(writer.takeBytes()) }
}
