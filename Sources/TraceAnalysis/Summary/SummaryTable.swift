import TraceModel

/// `summary.csv`, schema v3: one row per metric per engine per scope (overall, each scenario,
/// each trace). Distribution columns (`count` to `max`) are filled for distribution metrics, rate
/// columns (`numerator`, `denominator`, `rate`) for rates; a statistic of an empty set is an
/// empty cell, never 0. Values are written with 6 decimals. Columns: docs/reports.md.
public enum SummaryTable {
    public static let columns =
        [
            "engine", "population", "scope", "scope_value", "goal", "metric", "count", "mean", "p50", "p90", "p95",
            "p99",
            "max",
            "numerator", "denominator", "rate",
        ] + intervalStatistics.flatMap { ["\($0.rawValue)_ci_low", "\($0.rawValue)_ci_high"] }

    /// The statistics whose 95 % intervals have columns, in column order.
    public static let intervalStatistics: [SummaryStatistic] = [.rate, .mean, .p50, .p90, .p95, .p99]

    public static func table(_ rows: [SummaryRow]) -> CSVTable {
        var table = CSVTable(columns: columns)
        for row in rows {
            let d = row.distribution
            table.append(
                [
                    row.engine.rawValue, row.population.rawValue, row.scope.kind, row.scope.value, row.goal.rawValue,
                    row.metric.rawValue,
                    d.map { String($0.count) } ?? row.rate.map { String($0.denominator) },
                    ReportFormat.ratio(d?.mean), ReportFormat.ratio(d?.p50), ReportFormat.ratio(d?.p90),
                    ReportFormat.ratio(d?.p95), ReportFormat.ratio(d?.p99), ReportFormat.ratio(d?.max),
                    row.rate.map { String($0.numerator) }, row.rate.map { String($0.denominator) },
                    ReportFormat.ratio(row.rate?.rate),
                ]
                    + intervalStatistics.flatMap {
                        [ReportFormat.ratio(row.intervals[$0]?.lower), ReportFormat.ratio(row.intervals[$0]?.upper)]
                    })
        }
        return table
    }
}
