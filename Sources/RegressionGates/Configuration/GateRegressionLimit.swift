import TraceAnalysis

/// How far a statistic may move from its value in the baseline summary, in one direction
/// (`maxIncrease` or `maxDecrease` of an assertion): an absolute amount in the metric's unit, or a
/// percentage of the baseline value. Never negative.
///
/// The limit becomes a bound on the observed value: for an increase `baseline + amount` or
/// `baseline + |baseline| * percent / 100`, for a decrease `baseline - amount` or
/// `baseline - |baseline| * percent / 100`. A percentage of a baseline of 0 is 0, so a percent
/// limit on a zero baseline allows no change at all in its direction (any change from 0 is an
/// infinite percentage): use an absolute limit for statistics that are often 0.
package struct GateRegressionLimit: Sendable, Hashable {
    /// Whether `amount` is in the metric's unit or a percentage of the baseline.
    package enum Unit: String, Sendable, Hashable, CaseIterable {
        case absolute
        case percent
    }

    package var amount: Double
    package var unit: Unit
    /// `"significant": true`: the limit fails only when it is exceeded AND the 95 % interval of
    /// the difference from the baseline excludes zero (`GateSignificance`), so noise cannot fail
    /// it.
    package var significant: Bool

    package init(amount: Double, unit: Unit, significant: Bool = false) {
        self.amount = amount
        self.unit = unit
        self.significant = significant
    }

    /// An allowed change of `amount` in the metric's unit (ms, gestures, or a share in 0...1).
    package static func absolute(_ amount: Double) -> GateRegressionLimit {
        GateRegressionLimit(amount: amount, unit: .absolute)
    }

    /// An allowed change of `amount` percent of the baseline value.
    package static func percent(_ amount: Double) -> GateRegressionLimit {
        GateRegressionLimit(amount: amount, unit: .percent)
    }

    /// The bound this limit sets on the observed value: `baseline` plus the allowance (`upward`,
    /// for `maxIncrease`) or minus it. An infinite baseline ("no answer", "never") is its own
    /// bound: no allowance moves it, and infinity less an infinite percentage is no number.
    func bound(from baseline: Double, upward: Bool) -> Double {
        guard baseline.isFinite else { return baseline }
        return upward ? baseline + allowance(baseline: baseline) : baseline - allowance(baseline: baseline)
    }

    /// The allowed change in the metric's unit for `baseline` (never negative for a valid limit).
    package func allowance(baseline: Double) -> Double {
        switch unit {
        case .absolute: amount
        case .percent: abs(baseline) * amount / 100
        }
    }
}
