import TraceAnalysis

/// How many of a distribution's values are infinite ("no answer", "never"), for the `never (k of n)`
/// a report prints in place of an infinite statistic (docs/gates.md "Output").
///
/// `summary.csv` keeps no count of infinite values, but two rates of the same engine, scope and
/// goal count them exactly: a latency is infinite exactly for the intents the `unanswered` rate
/// counts (both over the intents with touches), and a time to cancel exactly for the cancels the
/// `cancel_success` rate counts as failed (both over the cancel intents with touches). The count
/// is used only when that rate's denominator is the distribution's n; otherwise (time to goal, flow
/// times, a mismatched row) it is unknown and the report prints `never (n=40)`.
enum GateNeverCount {
    /// The infinite values of `row`'s distribution, read from its companion rate in `rows`.
    static func of(_ row: SummaryRow, in rows: [GateRowIndex.Key: SummaryRow]) -> Int? {
        guard let distribution = row.distribution else { return nil }
        let companion: MetricName
        switch row.metric {
        case .firstTouchLatency, .responseLatency: companion = .unanswered
        case .timeToCancel: companion = .cancelSuccess
        default: return nil
        }
        let key = GateRowIndex.Key(engine: row.engine, scope: row.scope, goal: row.goal, metric: companion)
        guard let rate = rows[key]?.rate, rate.denominator == distribution.count else { return nil }
        return companion == .unanswered ? rate.numerator : rate.denominator - rate.numerator
    }

    /// `never (3 of 40)`, or `never (n=40)` when the count is unknown.
    static func describe(count: Int?, n: Int) -> String {
        count.map { "never (\($0) of \(n))" } ?? "never (n=\(n))"
    }
}
