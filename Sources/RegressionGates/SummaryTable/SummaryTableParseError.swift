import TraceAnalysis

/// A `summary.csv` (for example a gate's baseline) that cannot be read: the row (1-based record
/// number, the header being row 1, so it is the line number unless a field holds a line break),
/// the column when one cell is at fault, and why.
package struct SummaryTableParseError: Error, Sendable, Hashable, CustomStringConvertible {
    package var row: Int
    package var column: String?
    package var reason: String

    package init(row: Int, column: String? = nil, reason: String) {
        self.row = row
        self.column = column
        self.reason = reason
    }

    /// `row 3, column p95: "abc" is not a number`.
    package var description: String {
        column.map { "row \(row), column \($0): \(reason)" } ?? "row \(row): \(reason)"
    }
}
