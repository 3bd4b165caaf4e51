import Testing
import TraceAnalysis
import TraceModel

/// `CSVRowWriter`, the one writer of report bytes, and `CSVTable`, which takes the same cells as
/// strings and writes them through it.
@Suite("CSV row writer")
struct CSVRowWriterTests {
    static func text(_ writer: CSVRowWriter) -> String { String(decoding: writer.bytes, as: UTF8.self) }

    @Test("text cells: quoted only with a comma, a quote, CR or LF, quotes doubled; nil and empty both empty")
    func quoting() {
        var writer = CSVRowWriter(columnCount: 8)
        for cell in ["plain", "a,b", "say \"hi\"", "cr\rhere", "line\nbreak", "", nil, "ünï \"cödé\", ok"] {
            writer.text(cell)
        }
        writer.endRow()
        #expect(
            Self.text(writer)
                == "plain,\"a,b\",\"say \"\"hi\"\"\",\"cr\rhere\",\"line\nbreak\",,,\"ünï \"\"cödé\"\", ok\"\r\n")
        #expect(String(decoding: CSVRowWriter.header(["a", "b,c"]), as: UTF8.self) == "a,\"b,c\"\r\n")
    }

    @Test("numbers, integers, booleans and space-separated lists; a list is quoted as one field")
    func valueCells() {
        var writer = CSVRowWriter(columnCount: 9)
        writer.int(Int.min)
        writer.int(nil)
        writer.ms(-0.0004)
        writer.ratio(2.0 / 3)
        writer.number(.infinity, decimals: 3)
        writer.bool(false)
        writer.ints([3, -1, 12])
        writer.texts(["a", "b,c"])
        writer.ints([Int]())
        writer.endRow()
        writer.int(7)
        writer.bool(nil)
        for _ in 0..<6 { writer.text(nil) }
        writer.texts(["", ""])
        writer.endRow()
        #expect(
            Self.text(writer)
                == "-9223372036854775808,,0.000,0.666667,inf,false,3 -1 12,\"a b,c\",\r\n7,,,,,,,, \r\n")
    }

    @Test("CSVTable keeps each cell's own text and writes the same bytes as the writer")
    func tableAgreesWithWriter() {
        var writer = CSVRowWriter(columnCount: 7)
        var table = CSVTable(columns: ["a", "b", "c", "d", "e", "f", "g"])
        func row(_ sink: inout some CSVRowSink) {
            sink.text("x,\"y\"")
            sink.texts(["p", "q\n"])
            sink.int(-12)
            sink.ms(1.0005)
            sink.ratio(nil)
            sink.bool(true)
            sink.ints([1, 2])
            sink.endRow()
        }
        row(&writer)
        row(&table)
        row(&writer)
        row(&table)
        #expect(table.rows[0] == ["x,\"y\"", "p q\n", "-12", "1.001", nil, "true", "1 2"])
        #expect(table.encodedRowBytes() == writer.bytes)
        #expect(table.encoded() == "a,b,c,d,e,f,g\r\n" + Self.text(writer))
    }
}
