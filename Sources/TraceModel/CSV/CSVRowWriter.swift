/// Writes CSV rows straight into a byte buffer, the way every CSV of GestureTrace is written (the
/// reports of `analyze`, the timeline of `replay`): RFC 4180, CRLF line ends, a field quoted (its
/// quotes doubled) only when it holds a comma, a double quote, CR or LF; a nil cell written empty.
/// Cells are written in place into the row (`CSVRowBuffer`: numbers as ASCII digits by
/// `FixedDecimal.write` and `ASCIIDigits.write`), which is appended to `bytes` when it ends, so a
/// row costs no `String` per cell and no array of cells: the rows of `analyze --out` are encoded
/// here, trace by trace.
///
/// The one writer of CSV bytes: `CSVTable` encodes through it too. It is done here rather than
/// through CSV.swift's `CSVWriter`, which writes through a Foundation `OutputStream` one scalar at
/// a time (measured at about 46 µs a row); `CSVRecordReader` reads it back.
package struct CSVRowWriter: CSVRowSink {
    /// The rows ended so far, each ending in CRLF (a row's cells join them at `endRow`).
    package private(set) var bytes: [UInt8] = []
    /// The row being written.
    private var row = CSVRowBuffer()
    /// Everything written so far: the rows ended, then the cells of the row not yet ended.
    package var written: [UInt8] { bytes + row.bytes(from: 0) }
    /// Cells per row (checked at the end of each row).
    package let columnCount: Int
    private var cellsInRow = 0
    /// Whether text fields are quoted where RFC 4180 requires it; off only for `CSVTable`, which
    /// keeps a cell's own text and quotes it when it writes the table.
    private let quoting: Bool

    /// A writer of rows with `columnCount` cells, `capacity` bytes reserved.
    package init(columnCount: Int, capacity: Int = 0) {
        self.init(columnCount: columnCount, capacity: capacity, quoting: true)
    }

    /// A writer that leaves text cells unquoted when `quoting` is false (for a caller that keeps
    /// each cell's own text and quotes it later).
    package init(columnCount: Int, capacity: Int, quoting: Bool) {
        self.columnCount = columnCount
        self.quoting = quoting
        bytes.reserveCapacity(capacity)
    }

    /// A table's header row: its column names as text cells.
    package static func header(_ columns: [String]) -> [UInt8] {
        var writer = CSVRowWriter(columnCount: columns.count)
        for column in columns { writer.text(column) }
        writer.endRow()
        return writer.bytes
    }

    package mutating func text(_ value: String?) {
        guard var value else { return startCell() }
        var start = 0
        value.withUTF8 { utf8 in
            start = cell(room: utf8.count) { out in
                if let bytes = utf8.baseAddress { out.update(from: bytes, count: utf8.count) }
                return utf8.count
            }
        }
        quoteIfNeeded(from: start)
    }

    package mutating func texts(_ values: some Sequence<String>) {
        startCell()
        let start = row.count
        for (index, value) in values.enumerated() {
            if index > 0 { row.append(UInt8(ascii: " ")) }
            var value = value
            value.withUTF8 { row.append($0) }
        }
        quoteIfNeeded(from: start)
    }

    package mutating func int(_ value: Int?) {
        guard let value else { return startCell() }
        cell(room: ASCIIDigits.maximumLength) { ASCIIDigits.write(value, to: $0) }
    }

    package mutating func ints(_ values: some Sequence<Int>) {
        startCell()
        for (index, value) in values.enumerated() {
            if index > 0 { row.append(UInt8(ascii: " ")) }
            writeInt(value)
        }
    }

    private mutating func writeInt(_ value: Int) {
        row.commit(ASCIIDigits.write(value, to: row.room(ASCIIDigits.maximumLength)))
    }

    package mutating func number(_ value: Double?, decimals: Int) {
        guard let value else { return startCell() }
        cell(room: FixedDecimal.maximumLength) { FixedDecimal.write(value, decimals: decimals, to: $0) }
    }

    package mutating func bool(_ value: Bool?) {
        startCell()
        guard let value else { return }
        let text: StaticString = value ? "true" : "false"
        row.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The rows written so far, which the writer then forgets; with `keepingCapacity`, it
    /// reserves as much again for the rows to come.
    package mutating func takeBytes(keepingCapacity: Bool = false) -> [UInt8] {
        let taken = bytes
        bytes = []
        if keepingCapacity { bytes.reserveCapacity(taken.capacity) }
        return taken
    }

    package mutating func endRow() {
        precondition(cellsInRow == columnCount, "a CSV row needs \(columnCount) cells, got \(cellsInRow)")
        row.append(UInt8(ascii: "\r"))
        row.append(UInt8(ascii: "\n"))
        row.move(into: &bytes)
        cellsInRow = 0
    }

    private mutating func startCell() {
        if cellsInRow > 0 { row.append(UInt8(ascii: ",")) }
        cellsInRow += 1
    }

    /// Writes one cell, its separator and then at most `length` bytes that `write` puts at the
    /// pointer it gets and counts, with one request for room; returns where the cell's bytes
    /// start in the row.
    @inline(__always)
    @discardableResult
    private mutating func cell(room length: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        let separator = cellsInRow > 0 ? 1 : 0
        cellsInRow += 1
        let start = row.count + separator
        let out = row.room(separator + length)
        if separator == 1 { out.pointee = UInt8(ascii: ",") }
        row.commit(separator + write(out + separator))
        return start
    }

    /// Quotes the field written from `start` on when RFC 4180 requires it: it holds a comma, a
    /// double quote, CR or LF. Its quotes are doubled.
    private mutating func quoteIfNeeded(from start: Int) {
        guard quoting, Self.needsQuotes(row.bytes(from: start)) else { return }
        let field = Array(row.bytes(from: start))
        row.removeLast(from: start)
        row.append(UInt8(ascii: "\""))
        for byte in field {
            row.append(byte)
            if byte == UInt8(ascii: "\"") { row.append(byte) }
        }
        row.append(UInt8(ascii: "\""))
    }

    /// Whether `field` holds a comma, a double quote, CR or LF. Every text cell of every report
    /// passes here (a trace's path in each of its rows): eight bytes are looked at together, and
    /// one by one only from a word that has a byte below "-" (0x2D), which every byte that needs
    /// quotes is.
    private static func needsQuotes(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = field.baseAddress else { return false }
        var index = 0
        while index + 8 <= field.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Nonzero exactly when a byte of the word is below 0x2D ("hasless", for n <= 128).
            if (word &- 0x2D2D_2D2D_2D2D_2D2D) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < field.count {
            let byte = base[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
            {
                return true
            }
            index += 1
        }
        return false
    }
}
