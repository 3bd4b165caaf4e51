import Testing

@testable import TraceModel

@Suite("CSVRecordReader: CSV read back as CSVRowWriter writes it")
struct CSVRecordReaderTests {
    private func records(_ text: String) throws -> [[String]] {
        var reader = CSVRecordReader(Substring(text))
        var all: [[String]] = []
        while let record = try reader.next() { all.append(record) }
        return all
    }

    @Test("what the writer writes reads back cell for cell")
    func roundTrip() throws {
        let rows = [
            ["engine", "note", "value"],
            ["fluid", "a, b", "1.5"],
            ["legacy", "said \"no\"", ""],
            ["recorded", "two\r\nlines\nand\rmore", "-0.25"],
            ["", "", ""],
        ]
        var writer = CSVRowWriter(columnCount: 3)
        for row in rows {
            for cell in row { writer.text(cell) }
            writer.endRow()
        }
        #expect(try records(String(decoding: writer.bytes, as: UTF8.self)) == rows)
    }

    @Test("LF line ends, a blank line and no line end at the end")
    func lineEnds() throws {
        #expect(try records("a,b\n\nc,d") == [["a", "b"], [""], ["c", "d"]])
        #expect(try records("a,b\r\n") == [["a", "b"]])
        #expect(try records("") == [])
        #expect(try records("a,") == [["a", ""]])
    }

    @Test(
        "what is not CSV names its record",
        arguments: [
            ("h\n\"open", 2, "a quoted cell is not closed"),
            ("h\nab\"c", 2, "a quote inside an unquoted cell"),
            ("h\nx\n\"a\"b", 3, "text after the closing quote of a cell"),
        ])
    func errors(text: String, record: Int, reason: String) {
        #expect(throws: CSVRecordReader.SyntaxError(record: record, reason: reason)) { try records(text) }
    }
}
