import TraceModel

/// A statistic the verdict compares (`Verdict`), and how its values and 95 % intervals read in a
/// sentence; which way is better comes from the metric (`MetricName.direction`).
package struct VerdictMetric: Sendable, Hashable {
    package var label: String
    package var metric: MetricName
    package var statistic: SummaryStatistic
    /// The unit after a number (`ms`), empty for rates and counts.
    package var unit: String

    /// What the verdict compares, in this order: what users feel first (answers, latency, tries,
    /// goals, cancels), then the frames.
    package static let all: [VerdictMetric] = [
        VerdictMetric(label: "unanswered intents", metric: .unanswered, statistic: .rate),
        VerdictMetric(
            label: "first-touch latency p50", metric: .firstTouchLatency, statistic: .p50,
            unit: "ms"),
        VerdictMetric(
            label: "first-touch latency p95", metric: .firstTouchLatency, statistic: .p95,
            unit: "ms"),
        VerdictMetric(
            label: "gestures per intent (mean)", metric: .gesturesPerIntent, statistic: .mean),
        VerdictMetric(
            label: "intents needing 2+ gestures", metric: .multiGesture, statistic: .rate),
        VerdictMetric(label: "intents achieved", metric: .achieved, statistic: .rate),
        VerdictMetric(
            label: "time to goal p50", metric: .timeToGoal, statistic: .p50, unit: "ms"),
        VerdictMetric(label: "cancellation success", metric: .cancelSuccess, statistic: .rate),
        VerdictMetric(
            label: "time to cancel p50", metric: .timeToCancel, statistic: .p50, unit: "ms"),
        VerdictMetric(
            label: "hitch time ratio p95", metric: .hitchTimeRatio, statistic: .p95,
            unit: "ms/s"),
        VerdictMetric(label: "stepped transitions", metric: .stepped, statistic: .rate),
        VerdictMetric(
            label: "transitions with a start jump", metric: .startJump, statistic: .rate),
        VerdictMetric(label: "transitions with a mid jump", metric: .midJump, statistic: .rate),
    ]

    init(label: String, metric: MetricName, statistic: SummaryStatistic, unit: String = "") {
        self.label = label
        self.metric = metric
        self.statistic = statistic
        self.unit = unit
    }

    /// Whether a lower value is better: the metric's one definition (`MetricName.direction`).
    package var lowerIsBetter: Bool { metric.direction == .lowerIsBetter }

    /// The statistic's 95 % interval: Wilson's from a rate's counts, else the row's own (nil when
    /// the row has none, or the text would print n/a for the statistic: too few values).
    package func interval(_ row: SummaryRow) -> ConfidenceInterval? {
        if statistic == .rate {
            guard let rate = row.rate, rate.denominator > 0 else { return nil }
            return WilsonInterval.interval(successes: rate.numerator, trials: rate.denominator)
        }
        guard SideBySideTable.shows(row, statistic) else { return nil }
        return row.intervals[statistic]
    }

    /// `11/33 (33.3%)`, `103.3 ms`, `no answer`, `never`.
    package func value(_ row: SummaryRow) -> String {
        if statistic == .rate, let rate = row.rate { return VerdictText.rate(rate) }
        guard let value = row.value(of: statistic) else { return "n/a" }
        guard value.isFinite else { return SideBySideTable.never(metric) }
        return FixedDecimal.format(value, decimals: SideBySideTable.decimals(metric)) + (unit.isEmpty ? "" : " " + unit)
    }

    /// `[19.8%, 50.1%]` or `[98.3, 110.0]`; an infinite bound reads `no answer` or `never`.
    package func intervalText(_ interval: ConfidenceInterval) -> String {
        let text = { (v: Double) -> String in
            guard v.isFinite else { return SideBySideTable.never(metric) }
            return statistic == .rate
                ? FixedDecimal.format(v * 100, decimals: 1) + "%"
                : FixedDecimal.format(v, decimals: SideBySideTable.decimals(metric))
        }
        return "[\(text(interval.lower)), \(text(interval.upper))]"
    }
}
