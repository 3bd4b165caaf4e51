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

    @Test("a field is quoted exactly when it holds a comma, a quote, CR or LF, wherever it stands")
    func quotingAtEveryPlace() throws {
        // Long fields are scanned eight bytes at a time: put each special byte at every place
        // of fields around that width, beside bytes just above and below it that need nothing.
        let plain = Array("path/to-the.trace ~ Z_9[]".utf8) + [0x2C + 1, 0x7F, 0x20, 0x09]
        for length in [1, 7, 8, 9, 15, 16, 17, 31, 40] {
            let filler = (0..<length).map { plain[$0 % plain.count] }
            var writer = CSVRowWriter(columnCount: 2)
            let text = String(decoding: filler, as: UTF8.self)
            writer.text("head")
            writer.text(text)
            writer.endRow()
            #expect(writer.bytes == Array("head,\(text)\r\n".utf8), "length \(length) needs no quotes")
            for special in [",", "\"", "\r", "\n"] {
                for place in 0..<length {
                    var bytes = filler
                    bytes[place] = special.utf8.first!
                    let field = String(decoding: bytes, as: UTF8.self)
                    var writer = CSVRowWriter(columnCount: 2)
                    writer.text("head")
                    writer.text(field)
                    writer.endRow()
                    let quoted = "\"" + field.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
                    #expect(
                        writer.bytes == Array("head,\(quoted)\r\n".utf8),
                        "\(special.debugDescription) at \(place) of \(length)")
                    #expect(try records(String(decoding: writer.bytes, as: UTF8.self)) == [["head", field]])
                }
            }
        }
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
