/// Reads CSV text back record by record, as RFC 4180 writes it and `CSVRowWriter` writes it: cells
/// separated by commas, records by CRLF or LF, a cell quoted when it holds a comma, a quote, CR or
/// LF, its quotes doubled. The reader of gate baselines (`SummaryTable.parse`).
///
/// Strict where a hand-edited file can go wrong: a quoted cell must be closed, and nothing but a
/// comma or a line end may follow its closing quote; a quote inside an unquoted cell is an error.
/// An empty line is one record of one empty cell (`[""]`); a line end after the last record does
/// not start another. It needs no Foundation (docs/performance.md, "No Foundation in the command
/// line").
package struct CSVRecordReader {
    private let bytes: [UInt8]
    private var index = 0
    /// The number of the record `next()` returns next, from 1.
    package private(set) var recordNumber = 1

    /// A reader of `text`.
    package init(_ text: Substring) {
        bytes = Array(text.utf8)
    }

    /// Why the text is not CSV, and in which record (from 1).
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package var record: Int
        package var reason: String
        package var description: String { reason }
    }

    /// The next record's cells; nil at the end of the text.
    package mutating func next() throws(SyntaxError) -> [String]? {
        guard index < bytes.count else { return nil }
        var cells: [String] = []
        while true {
            cells.append(try cell())
            guard index < bytes.count else { break }
            let separator = bytes[index]
            index += 1
            if separator == UInt8(ascii: ",") { continue }
            if separator == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            break
        }
        recordNumber += 1
        return cells
    }

    /// One cell, `index` at its first byte; leaves `index` at the comma or line end after it.
    private mutating func cell() throws(SyntaxError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            let start = index
            while index < bytes.count, !isDelimiter(bytes[index]) {
                if bytes[index] == UInt8(ascii: "\"") {
                    throw SyntaxError(record: recordNumber, reason: "a quote inside an unquoted cell")
                }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        index += 1
        var content: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw SyntaxError(record: recordNumber, reason: "a quoted cell is not closed")
            }
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\"") else {
                content.append(byte)
                continue
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                content.append(byte)
                index += 1
                continue
            }
            guard index == bytes.count || isDelimiter(bytes[index]) else {
                throw SyntaxError(record: recordNumber, reason: "text after the closing quote of a cell")
            }
            return String(decoding: content, as: UTF8.self)
        }
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
