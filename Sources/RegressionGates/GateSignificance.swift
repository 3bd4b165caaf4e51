import TraceAnalysis

/// Whether a regression is significant: the 95 % interval of the difference `current - baseline`
/// (`ConfidenceInterval.difference`, MOVER / Newcombe, over each side's estimate and interval)
/// excludes zero (docs/gates.md, "Significant regressions").
///
/// Intervals per side: a rate's Wilson interval from its numerator and denominator (in every
/// `summary.csv`); a mean or percentile needs its bootstrap interval, which this summary does not
/// carry yet, so such a check says "no interval in the baseline" and is judged on its limit alone.
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
        guard statistic == .rate else {
            return .untested(
                "no interval in the baseline for \(statistic.rawValue) (only rates carry one in this summary),"
                    + " so significance is not tested")
        }
        guard let now = estimate(current), let before = estimate(baseline),
            let difference = ConfidenceInterval.difference(now, before)
        else { return .untested("a rate with no intents has no interval, so significance is not tested") }
        return difference.excludes(0) ? .significant(difference) : .notSignificant(difference)
    }

    /// A rate and its Wilson interval.
    static func estimate(_ row: SummaryRow) -> (estimate: Double, interval: ConfidenceInterval)? {
        guard let rate = row.rate, rate.denominator > 0,
            let interval = WilsonInterval.interval(successes: rate.numerator, trials: rate.denominator)
        else { return nil }
        return (Double(rate.numerator) / Double(rate.denominator), interval)
    }

    /// `95% interval of the difference [-0.12, -0.01]`.
    static func describe(_ interval: ConfidenceInterval) -> String {
        let bounds = [interval.lower, interval.upper].map { GateNumber.format(GateNumber.rounded($0)) }
        return "95% interval of the difference [\(bounds[0]), \(bounds[1])]"
    }
}
