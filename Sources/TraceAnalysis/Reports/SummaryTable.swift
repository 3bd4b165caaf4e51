import TraceModel

/// `summary.csv`, schema v5: one row per metric per engine per scope (overall, each scenario,
/// each trace). Distribution columns (`count` to `max`) are filled for distribution metrics, rate
/// columns (`numerator`, `denominator`, `rate`) for rates; a statistic of an empty set is an
/// empty cell, never 0. Values are written with 6 decimals. Columns: docs/reports.md.
package enum SummaryTable {
    package static let columns =
        [
            "engine", "population", "intents", "scope", "scope_value", "goal", "metric", "count", "mean", "p50", "p90",
            "p95",
            "p99",
            "max",
            "numerator", "denominator", "rate",
        ] + intervalStatistics.flatMap { ["\($0.rawValue)_ci_low", "\($0.rawValue)_ci_high"] }

    /// The columns of schema v4, before `intents`: a baseline written then still reads.
    package static let columnsV4 = columns.filter { $0 != "intents" }

    /// The statistics whose 95 % intervals have columns, in column order.
    package static let intervalStatistics: [SummaryStatistic] = [.rate, .mean, .p50, .p90, .p95, .p99]

    package static func table(_ rows: [SummaryRow]) -> CSVTable {
        var table = CSVTable(columns: columns)
        append(rows, to: &table)
        return table
    }

    /// Appends one row per summary row.
    package static func append(_ rows: [SummaryRow], to table: inout some CSVRowSink) {
        for row in rows {
            let d = row.distribution
            table.text(row.engine.rawValue)
            table.text(row.population.rawValue)
            table.text(row.intents?.rawValue)
            table.text(row.scope.kind)
            table.text(row.scope.value)
            table.text(row.goal.rawValue)
            table.text(row.metric.rawValue)
            table.int(d?.count ?? row.rate?.denominator)
            table.ratio(d?.mean)
            table.ratio(d?.p50)
            table.ratio(d?.p90)
            table.ratio(d?.p95)
            table.ratio(d?.p99)
            table.ratio(d?.max)
            table.int(row.rate?.numerator)
            table.int(row.rate?.denominator)
            table.ratio(row.rate?.rate)
            // Most rows have no interval or one (a rate's, every per-trace rate row): no lookup per
            // column then, since a `SummaryStatistic` key hashes its raw string.
            let intervals = row.intervals
            let only = intervals.count == 1 ? intervals.first : nil
            for statistic in intervalStatistics {
                let interval =
                    intervals.count > 1 ? intervals[statistic] : only.flatMap { $0.key == statistic ? $0.value : nil }
                table.ratio(interval?.lower)
                table.ratio(interval?.upper)
            }
            table.endRow()
        }
    }
}
