/// A CSV table as every report of GestureTrace writes it: RFC 4180, a header row, CRLF line ends,
/// a field quoted (its quotes doubled) only when it holds a comma, a double quote, CR or LF; a nil
/// cell written empty.
///
/// The writing is done here rather than through CSV.swift's `CSVWriter`, which writes through a
/// Foundation `OutputStream` one scalar at a time: measured at about 46 µs a row, 2.9 s for the
/// 62,000 rows of a 2,400-trace corpus, more than the whole analysis. Quoting is one rule;
/// CSV.swift still reads CSV back (`SummaryTable.parse`, for gate baselines), where a parser's
/// care pays.
public struct CSVTable: Sendable {
    public let columns: [String]
    public private(set) var rows: [[String?]] = []

    public init(columns: [String]) {
        self.columns = columns
    }

    /// Appends one row; it must have one cell per column.
    public mutating func append(_ row: [String?]) {
        precondition(row.count == columns.count, "a CSV row needs \(columns.count) cells, got \(row.count)")
        rows.append(row)
    }

    /// The whole table as text: the header row, then every row, each ending in CRLF.
    public func encoded() -> String {
        var out = ""
        out.reserveCapacity(64 * (rows.count + 1))
        Self.appendRow(columns, to: &out)
        for row in rows { Self.appendRow(row, to: &out) }
        return out
    }

    /// The rows without the header row, as `encoded` writes them (a report written piece by piece).
    public func encodedRows() -> String {
        var out = ""
        out.reserveCapacity(64 * rows.count)
        for row in rows { Self.appendRow(row, to: &out) }
        return out
    }

    static func appendRow(_ cells: [String?], to out: inout String) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { out += "," }
            if let cell { appendField(cell, to: &out) }
        }
        out += "\r\n"
    }

    /// One field, quoted when RFC 4180 requires it.
    static func appendField(_ field: String, to out: inout String) {
        let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }
        guard needsQuotes else {
            out += field
            return
        }
        out += "\""
        for character in field {
            if character == "\"" { out += "\"\"" } else { out.append(character) }
        }
        out += "\""
    }
}
