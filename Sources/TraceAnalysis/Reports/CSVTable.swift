import TraceModel

/// A CSV table held as string cells, for small tables (CLI `gestures --format csv`, a summary table
/// read back as a gate baseline) and tests that read cells back; written by `CSVRowWriter`, the one
/// writer of CSV bytes (RFC 4180, CRLF, quoting only where needed; docs/reports.md). As a
/// `CSVRowSink` it takes the cells of the report tables: every non-text cell gets its text from
/// `CSVRowWriter`, so a table here and the bytes of `analyze --out` agree cell for cell.
package struct CSVTable: Sendable {
    package let columns: [String]
    package private(set) var rows: [[String?]] = []
    /// The row being built through `CSVRowSink`.
    private var current: [String?] = []

    package init(columns: [String]) {
        self.columns = columns
    }

    /// Appends one row; it must have one cell per column.
    package mutating func append(_ row: [String?]) {
        precondition(row.count == columns.count, "a CSV row needs \(columns.count) cells, got \(row.count)")
        rows.append(row)
    }

    /// The whole table as text: the header row, then every row, each ending in CRLF.
    package func encoded() -> String {
        String(decoding: CSVRowWriter.header(columns) + encodedRowBytes(), as: UTF8.self)
    }

    /// The rows without the header row, as `encoded` writes them.
    package func encodedRowBytes() -> [UInt8] {
        var writer = CSVRowWriter(columnCount: columns.count, capacity: 64 * rows.count)
        for row in rows {
            for cell in row { writer.text(cell) }
            writer.endRow()
        }
        return writer.bytes
    }
}

extension CSVTable: CSVRowSink {
    package mutating func text(_ value: String?) { current.append(value) }
    package mutating func texts(_ values: some Sequence<String>) { current.append(cell { $0.texts(values) }) }
    package mutating func int(_ value: Int?) { current.append(value.map { v in cell { $0.int(v) } }) }
    package mutating func ints(_ values: some Sequence<Int>) { current.append(cell { $0.ints(values) }) }
    package mutating func bool(_ value: Bool?) { current.append(value.map { v in cell { $0.bool(v) } }) }

    package mutating func number(_ value: Double?, decimals: Int) {
        current.append(value.map { v in cell { $0.number(v, decimals: decimals) } })
    }

    package mutating func endRow() {
        append(current)
        current.removeAll(keepingCapacity: true)
    }

    /// One cell's text as `CSVRowWriter` writes it, unquoted (`encodedRowBytes` quotes it).
    private func cell(_ write: (inout CSVRowWriter) -> Void) -> String {
        var writer = CSVRowWriter(columnCount: 1, capacity: 0, quoting: false)
        write(&writer)
        return String(decoding: writer.written, as: UTF8.self)
    }
}
