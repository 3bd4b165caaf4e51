/// Count, mean, p50, p90, p95, p99 and max of a set of values (for example first-touch
/// latencies in ms, or gestures per intent).
///
/// Percentiles use linear interpolation between closest ranks, the method numpy and pandas use by
/// default (Hyndman & Fan type 7): for sorted values v[0...n-1], the p-th percentile is at
/// rank h = (n - 1) * p / 100, interpolated between v[floor(h)] and v[ceil(h)]. A notebook that
/// calls `quantile` on the CSV rows therefore gets the same numbers as `summary.csv`.
/// An empty set has count 0 and no statistics (empty cells in reports, never zeros).
///
/// Values may be `+infinity` (an unanswered intent's latency, "no answer"; a failed cancel's time,
/// "never"): they sort last, a percentile that lands on them is infinite, and so are the mean and
/// the max of a set that holds one (docs/analysis.md "Aggregation").
package struct DistributionSummary: Sendable, Hashable {
    package let count: Int
    package let mean: Double?
    package let p50: Double?
    package let p90: Double?
    package let p95: Double?
    package let p99: Double?
    package let max: Double?

    package init(_ values: consuming [Double]) {
        // Sorted in place, and not at all when sorted already (`report.html`'s figure values):
        // a long trace's values are held once.
        var sorted = consume values
        if !Self.isSorted(sorted) { sorted.sort() }
        count = sorted.count
        guard !sorted.isEmpty else {
            mean = nil
            p50 = nil
            p90 = nil
            p95 = nil
            p99 = nil
            max = nil
            return
        }
        // Summation in sorted order: the same set gives the same mean whatever the input order.
        mean = sorted.reduce(0, +) / Double(sorted.count)
        // Every percentile is computed; text tables print one of too few values as `n/a (n=2)`
        // (`PercentileRule`), and only reported ones get an interval.
        p50 = Self.percentile(50, ofSorted: sorted)
        p90 = Self.percentile(90, ofSorted: sorted)
        p95 = Self.percentile(95, ofSorted: sorted)
        p99 = Self.percentile(99, ofSorted: sorted)
        max = sorted.last
    }

    /// A summary from statistics computed elsewhere, for example read back from `summary.csv`.
    /// Not checked for consistency (a mean above the max is kept as given).
    /// Whether `values` are in ascending order (`+infinity` last), so that sorting would only copy them.
    package static func isSorted(_ values: [Double]) -> Bool {
        values.indices.dropFirst().allSatisfy { values[$0 - 1] <= values[$0] }
    }

    package init(count: Int, mean: Double?, p50: Double?, p90: Double?, p95: Double?, p99: Double?, max: Double?) {
        self.count = count
        self.mean = mean
        self.p50 = p50
        self.p90 = p90
        self.p95 = p95
        self.p99 = p99
        self.max = max
    }

    /// The p-th percentile (0...100) of already sorted values, type 7, `+infinity`-safe
    /// (`PercentileRule.percentile`); nil when empty.
    package static func percentile(_ p: Double, ofSorted sorted: [Double]) -> Double? {
        PercentileRule.percentile(p, ofSorted: sorted)
    }

    /// A statistic of the distribution; nil for an empty set, and for `rate`, which a
    /// distribution does not have.
    package func value(of statistic: SummaryStatistic) -> Double? {
        switch statistic {
        case .count: Double(count)
        case .mean: mean
        case .p50: p50
        case .p90: p90
        case .p95: p95
        case .p99: p99
        case .max: max
        case .rate: nil
        }
    }
}
