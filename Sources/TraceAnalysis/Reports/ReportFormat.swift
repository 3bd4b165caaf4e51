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
