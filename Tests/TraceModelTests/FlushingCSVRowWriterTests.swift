import Testing

@testable import TraceModel

@Suite("Rows handed on as they are written")
struct FlushingCSVRowWriterTests {
    /// Rows of every cell kind, one quoted.
    static func write(_ sink: inout some CSVRowSink, rows: Int) {
        for row in 0..<rows {
            sink.text(row % 7 == 0 ? "a, \"quoted\" one" : "plain")
            sink.ints([row, row + 1])
            sink.number(Double(row) / 3, decimals: 3)
            sink.bool(row.isMultiple(of: 2))
            sink.endRow()
        }
    }

    @Test(
        "the pieces, one after the other, are the bytes a CSVRowWriter holds; each ends a row",
        arguments: [1, 64, 1000])
    func sameBytes(flushAt: Int) {
        var whole = CSVRowWriter(columnCount: 4)
        Self.write(&whole, rows: 500)
        var pieces: [[UInt8]] = []
        var flushing = FlushingCSVRowWriter(columnCount: 4, flushAt: flushAt) { pieces.append($0) }
        Self.write(&flushing, rows: 500)
        let beforeFinish = pieces.count
        flushing.finish()
        #expect(pieces.flatMap { $0 } == whole.bytes)
        #expect(pieces.dropLast().allSatisfy { $0.count >= flushAt && $0.suffix(2) == [13, 10] })
        #expect(pieces.count == beforeFinish + 1)
        if flushAt == 1 { #expect(beforeFinish == 500) }
    }

    @Test("takeBytes hands over the rows and starts again")
    func takeBytes() {
        var writer = CSVRowWriter(columnCount: 4)
        Self.write(&writer, rows: 3)
        let first = writer.takeBytes(keepingCapacity: true)
        #expect(writer.bytes.isEmpty && !first.isEmpty)
        Self.write(&writer, rows: 3)
        #expect(writer.bytes == first)
    }
}
