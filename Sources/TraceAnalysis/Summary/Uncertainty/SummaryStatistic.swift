/// A statistic of a `summary.csv` row, by name: what the side-by-side table shows and what a gate
/// assertion reads (`GateStatistic` is this type). The raw values are the names used in
/// `summary.csv` columns and gate configurations.
///
/// Distribution metrics (first-touch latency, gestures per intent, time to cancel) have `count`,
/// `mean`, `p50`, `p90`, `p95`, `p99` and `max`; rate metrics (unanswered, multi-gesture,
/// achieved, cancel success) have `rate` (a share in 0...1, not a percentage) and `count` (the
/// rate's denominator: how many intents it is a share of).
package enum SummaryStatistic: String, Sendable, Hashable, CaseIterable {
    case count, mean, p50, p90, p95, p99, max, rate

    /// Hashes the case rather than its name (a raw-value enum hashes its raw string by default):
    /// every rate row of `summary.csv`, a trace's too, keys its interval by it.
    package func hash(into hasher: inout Hasher) {
        let ordinal: UInt8 =
            switch self {
            case .count: 0
            case .mean: 1
            case .p50: 2
            case .p90: 3
            case .p95: 4
            case .p99: 5
            case .max: 6
            case .rate: 7
            }
        hasher.combine(ordinal)
    }

    /// The percentile level (0...100) of `p50` to `p99`; nil for the other statistics.
    package var percentileLevel: Double? {
        switch self {
        case .p50: 50
        case .p90: 90
        case .p95: 95
        case .p99: 99
        case .count, .mean, .max, .rate: nil
        }
    }

    /// The statistics defined for `metric`, in documentation order.
    package static func allowed(for metric: MetricName) -> [SummaryStatistic] {
        metric.isRate ? [.rate, .count] : [.count, .mean, .p50, .p90, .p95, .p99, .max]
    }

    /// Whether the statistic exists for `metric`: `rate` only for rates, `mean`, percentiles and
    /// `max` only for distributions, `count` for both.
    package func isDefined(for metric: MetricName) -> Bool {
        Self.allowed(for: metric).contains(self)
    }
}
