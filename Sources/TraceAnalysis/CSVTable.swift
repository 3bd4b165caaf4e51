import CSV
import Foundation

/// A CSV table (RFC 4180: CRLF line ends, fields quoted only when they hold a comma, a quote or
/// a line break), written through CSV.swift so quoting is never hand-rolled. Every report CSV
/// of GestureTrace is one of these; a nil cell is written empty.
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
        do {
            let writer = try CSVWriter(stream: .toMemory(), newline: .crlf)
            try writer.write(row: columns)
            for row in rows { try writer.write(row: row.map { $0 ?? "" }) }
            writer.stream.close()
            let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
            // CSV.swift separates rows with the newline; RFC 4180 allows and we want a final one.
            return String(decoding: data, as: UTF8.self) + "\r\n"
        } catch {
            // Writing to memory cannot fail short of running out of memory.
            fatalError("CSV encoding to memory failed: \(error)")
        }
    }
}
