/// Where a CSV table writes its rows, cell by cell: each report table of the analysis
/// (`TraceTable`, `GestureTable`, `IntentTable`, `TransitionTable`, `SummaryTable`, `FlowTables`)
/// declares its columns and cells once, against this protocol. `CSVRowWriter` encodes the cells
/// straight into bytes (the rows of `analyze --out`, no `String` per cell); `CSVTable` keeps them
/// as strings for small tables and tests. Every non-text cell gets its bytes from `CSVRowWriter` in both, so the two cannot differ.
///
/// A nil value is an empty cell; a row is ended by `endRow`, and must have one cell per column.
package protocol CSVRowSink {
    /// A text cell, quoted by `CSVRowWriter` when RFC 4180 requires it.
    mutating func text(_ value: String?)
    /// Text values separated by one space, in one cell (empty when there are none).
    mutating func texts(_ values: some Sequence<String>)
    /// An integer cell, in decimal.
    mutating func int(_ value: Int?)
    /// Integers separated by one space, in one cell (empty when there are none).
    mutating func ints(_ values: some Sequence<Int>)
    /// A number with exactly `decimals` digits after the point (`FixedDecimal`).
    mutating func number(_ value: Double?, decimals: Int)
    /// `true` or `false`.
    mutating func bool(_ value: Bool?)
    /// Ends the current row.
    mutating func endRow()
}
