import TraceModel

/// How report cells are written: times in ms with 3 decimals, ratios, rates and summary
/// statistics with 6, booleans as `true`/`false` (`CSVRowWriter.bool`), a value that does not
/// apply as an empty cell (docs/reports.md "Conventions"). `CSVRowWriter` writes the bytes.
package enum ReportFormat {
    /// Decimals of a time or duration in ms.
    package static let timeDecimals = 3
    /// Decimals of a ratio, rate, progress or summary statistic.
    package static let ratioDecimals = 6
}

extension CSVRowSink {
    /// A time or duration in ms (`ReportFormat.timeDecimals`).
    package mutating func ms(_ value: Double?) { number(value, decimals: ReportFormat.timeDecimals) }

    /// A ratio, rate, progress or summary statistic (`ReportFormat.ratioDecimals`).
    package mutating func ratio(_ value: Double?) { number(value, decimals: ReportFormat.ratioDecimals) }
}

extension CSVRowSink {
    /// `ints(values)`, with none or one value (nearly every cell) written as the same cell without
    /// the generic walk over a sequence: an empty text cell, or `int`.
    package mutating func intList(_ values: [Int]) {
        switch values.count {
        case 0: text("")
        case 1: int(values[0])
        default: ints(values)
        }
    }

    /// `texts(values)`, with none or one value written as the same cell through `text`.
    package mutating func textList(_ values: [String]) {
        switch values.count {
        case 0: text("")
        case 1: text(values[0])
        default: texts(values)
        }
    }
}
