/// A two-sided 95 % confidence interval, `lower...upper` (either bound may be infinite when the
/// statistic itself can be, for example a latency percentile that counts unanswered intents).
///
/// How each statistic gets one (docs/analysis.md, "Uncertainty"): a rate by Wilson's score
/// interval (`WilsonInterval`), a mean by Hall's skewness-corrected t (`MeanInterval`), a
/// percentile by two order statistics (`OrderStatisticInterval`); the difference of two
/// statistics by Newcombe's and Zou and Donner's MOVER rule (`difference(_:_:)`), which needs only
/// each side's estimate and interval, so a baseline `summary.csv` is enough to test a regression
/// for significance.
package struct ConfidenceInterval: Sendable, Hashable {
    package var lower: Double
    package var upper: Double

    package init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The two-sided 95 % normal quantile, z(0.975).
    package static let z95 = 1.959_963_984_540_054

    /// Whether the interval lies wholly above or wholly below `value` (zero, for a difference).
    package func excludes(_ value: Double) -> Bool { lower > value || upper < value }

    /// The 95 % interval of `a - b` for two independent estimates with their intervals, by the
    /// method of variance estimates recovery (MOVER: Zou and Donner 2008, "Construction of
    /// confidence limits about effect measures"; for two proportions with Wilson intervals it is
    /// Newcombe's 1998 hybrid score interval, his method 10):
    /// `lower = d - sqrt((a - la)^2 + (ub - b)^2)`, `upper = d + sqrt((ua - a)^2 + (b - lb)^2)`.
    /// Nil when a bound is not finite (a difference with "no answer" has no finite interval).
    package static func difference(
        _ a: (estimate: Double, interval: ConfidenceInterval),
        _ b: (estimate: Double, interval: ConfidenceInterval)
    ) -> ConfidenceInterval? {
        let values = [a.estimate, b.estimate, a.interval.lower, a.interval.upper, b.interval.lower, b.interval.upper]
        guard values.allSatisfy(\.isFinite) else { return nil }
        let d = a.estimate - b.estimate
        let below =
            ((a.estimate - a.interval.lower) * (a.estimate - a.interval.lower)
            + (b.interval.upper - b.estimate) * (b.interval.upper - b.estimate)).squareRoot()
        let above =
            ((a.interval.upper - a.estimate) * (a.interval.upper - a.estimate)
            + (b.estimate - b.interval.lower) * (b.estimate - b.interval.lower)).squareRoot()
        return ConfidenceInterval(lower: d - below, upper: d + above)
    }
}
