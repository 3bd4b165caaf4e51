import TraceAnalysis

/// Whether a regression is significant: the 95 % interval of the difference `current - baseline`
/// (`ConfidenceInterval.difference`, MOVER / Newcombe, over each side's estimate and interval)
/// excludes zero (docs/gates.md, "Significant regressions").
///
/// Intervals per side: a rate's Wilson interval from its numerator and denominator; a mean's
/// (`MeanInterval`) or a percentile's (`OrderStatisticInterval`) interval, which `summary.csv`
/// carries as `STAT_ci_low` and `STAT_ci_high` on overall and scenario rows (docs/analysis.md,
/// "Uncertainty"). A statistic without an interval on either side (too few values for 95 %, a
/// per-trace row, `count` or `max`) is "untested" and judged on its limit alone; so is a
/// difference with an infinite side.
enum GateSignificance {
    /// The outcome of the test for one regression check.
    enum Outcome: Hashable {
        /// The interval of the difference excludes zero: a real change.
        case significant(ConfidenceInterval)
        /// The interval includes zero: the change may be noise.
        case notSignificant(ConfidenceInterval)
        /// No interval for one side (why); the limit alone decides.
        case untested(String)
    }

    static func test(_ statistic: GateStatistic, current: SummaryRow, baseline: SummaryRow) -> Outcome {
        guard let now = estimate(statistic, current) else {
            return .untested("no 95% interval for \(statistic.rawValue) in this run, so significance is not tested")
        }
        guard let before = estimate(statistic, baseline) else {
            return .untested(
                "no 95% interval for \(statistic.rawValue) in the baseline, so significance is not tested")
        }
        guard let difference = ConfidenceInterval.difference(now, before) else {
            return .untested("a side is infinite (no answer or never), so significance is not tested")
        }
        return difference.excludes(0) ? .significant(difference) : .notSignificant(difference)
    }

    /// A statistic and its 95 % interval: Wilson for a rate (from its counts), the row's carried
    /// interval otherwise.
    static func estimate(_ statistic: GateStatistic, _ row: SummaryRow) -> (
        estimate: Double, interval: ConfidenceInterval
    )? {
        if statistic == .rate {
            guard let rate = row.rate, rate.denominator > 0,
                let interval = WilsonInterval.interval(successes: rate.numerator, trials: rate.denominator)
            else { return nil }
            return (Double(rate.numerator) / Double(rate.denominator), interval)
        }
        guard let value = statistic.value(in: row), let interval = row.intervals[statistic] else { return nil }
        return (value, interval)
    }

    /// `95% interval of the difference [-12.0 pts, -1.0 pts]`, in the statistic's unit.
    static func describe(_ interval: ConfidenceInterval, unit: GateUnit) -> String {
        let bounds = [interval.lower, interval.upper].map { unit.difference(GateNumber.rounded($0)) }
        return "95% interval of the difference [\(bounds[0]), \(bounds[1])]"
    }
}
