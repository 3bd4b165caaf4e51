import TraceAnalysis

/// One limit of an assertion, turned into a bound on the observed value and checked.
///
/// `min` and `maxDecrease` are lower bounds (pass when observed >= bound), `max` and
/// `maxIncrease` upper bounds (pass when observed <= bound); equality passes. The margin is signed
/// headroom in the metric's unit: `bound - observed` for an upper bound, `observed - bound` for a
/// lower one, so it is negative exactly when the check fails.
package struct GateCheck: Sendable, Hashable {
    /// Which limit of the assertion this is.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case min, max, maxIncrease, maxDecrease

        /// Whether the bound is an upper bound (observed must not exceed it).
        package var isUpper: Bool { self == .max || self == .maxIncrease }
    }

    package let kind: Kind
    /// The bound on the observed value (6 decimals); nil when a regression limit has no baseline
    /// value to start from (the baseline statistic is empty).
    package let bound: Double?
    /// The regression limit as configured, for `maxIncrease` and `maxDecrease`.
    package let regressionLimit: GateRegressionLimit?
    /// Signed headroom (6 decimals); nil when there is no observed value or no bound, or when
    /// both are the same infinity ("no answer" or "never" on both sides): no difference can be
    /// measured, so the check fails (`uncheckedReason`) rather than pass on nothing.
    package let margin: Double?
    /// The unit of the bound and the margin in reports.
    package let unit: GateUnit

    /// For a regression limit with `"significant": true`, what the significance test said
    /// (`significant: ...`, `not significant: ...`, or why it was not tested); nil otherwise.
    package let significanceNote: String?
    /// True when the limit is exceeded but the change is not significant: the check then holds.
    package let notSignificant: Bool
    /// For a significance-tested regression limit whose 95 % interval of the difference is wider
    /// than the change it allows: that a change of the limit's size cannot be told from noise yet,
    /// and about what n could (the interval's half-width shrinks as 1/sqrt(n)); nil otherwise.
    package let sensitivityNote: String?

    /// Whether the check holds; false when it could not be made (no data).
    package var passed: Bool { margin.map { $0 >= 0 || notSignificant } ?? false }

    /// Checks `observed` against `bound`, both already rounded to 6 decimals.
    init(
        kind: Kind, bound: Double?, regressionLimit: GateRegressionLimit? = nil, observed: Double?,
        unit: GateUnit = .count,
        significance: GateSignificance.Outcome? = nil, baseline: Double? = nil, n: Int? = nil
    ) {
        self.kind = kind
        sensitivityNote = Self.sensitivity(
            significance, allowed: bound.flatMap { bound in baseline.map { abs(bound - $0) } }, n: n, unit: unit)
        switch significance {
        case nil:
            significanceNote = nil
            notSignificant = false
        case .significant(let interval):
            significanceNote = "significant: " + GateSignificance.describe(interval, unit: unit) + " excludes 0"
            notSignificant = false
        case .notSignificant(let interval):
            significanceNote = "not significant: " + GateSignificance.describe(interval, unit: unit) + " includes 0"
            notSignificant = true
        case .untested(let why):
            significanceNote = why
            notSignificant = false
        }
        self.unit = unit
        self.bound = bound
        self.regressionLimit = regressionLimit
        if let bound, let observed, !(bound.isInfinite && bound == observed) {
            margin = GateNumber.rounded(kind.isUpper ? bound - observed : observed - bound)
        } else {
            margin = nil
        }
    }

    /// The limit as written in reports, in the unit a person reads: `max 120.0 ms`, `min 90.0%`,
    /// `max increase 10% = 121.0 ms`, `max decrease 5.0 pts = 90.0%`.
    package var limitDescription: String {
        switch kind {
        case .min: return "min \(bound.map(withUnit) ?? "?")"
        case .max: return "max \(bound.map(withUnit) ?? "?")"
        case .maxIncrease, .maxDecrease:
            let direction = kind == .maxIncrease ? "max increase" : "max decrease"
            var text = direction
            if let limit = regressionLimit {
                text +=
                    " " + (limit.unit == .percent ? GateNumber.format(limit.amount) + "%" : unit.amount(limit.amount))
            }
            if let bound { text += " = " + withUnit(bound) }
            return text
        }
    }

    /// Why a change of the limit's size cannot be told from noise at `n` (see `sensitivityNote`).
    static func sensitivity(_ outcome: GateSignificance.Outcome?, allowed: Double?, n: Int?, unit: GateUnit) -> String?
    {
        let interval: ConfidenceInterval
        switch outcome {
        case .significant(let found)?, .notSignificant(let found)?: interval = found
        default: return nil
        }
        let half = (interval.upper - interval.lower) / 2
        guard let allowed, allowed > 0, half.isFinite, half > allowed, let n, n > 0 else { return nil }
        let needed = (Double(n) * (half / allowed) * (half / allowed)).rounded(.up)
        return "cannot tell a change of the limit's size from noise yet: the interval is ±\(unit.amount(half))"
            + " at n=\(n), wider than the \(unit.amount(allowed)) allowed; about n=\(Int(needed)) could"
    }

    /// `margin 78.0 ms` when the check holds, `over by 11.5 ms (9.6%)` or `under by 5.0 pts (5.6%)` when it
    /// does not (the percentage is of the bound, `<0.1%` when smaller, left out when the bound is 0); nil when it could
    /// not be made. An excess that is not significant holds and says so first: `within noise, over by
    /// 54.2 ms (45.2%) (not significant: ...)`, never a bare "pass: over by".
    package var marginDescription: String? {
        marginText.map { text in sensitivityNote.map { text + "; " + $0 } ?? text }
    }

    /// `marginDescription` without the sensitivity note.
    private var marginText: String? {
        guard let margin, let bound else { return nil }
        let note = significanceNote.map { " (\($0))" } ?? ""
        if margin == .infinity { return "margin unbounded (the bound is never)" + note }
        if margin == -.infinity { return "over the limit: never" + note }
        if margin >= 0 { return "margin \(unit.amount(margin))" + note }
        var text = notSignificant ? "within noise, " : ""
        text += "\(kind.isUpper ? "over" : "under") by \(margin.isFinite ? unit.amount(-margin) : "never")"
        if bound != 0 {
            let percent = -margin / abs(bound) * 100
            guard percent.isFinite else { return text + note }
            text += " (\(percent < 0.05 ? "<0.1%" : GateNumber.percent(percent)))"
        }
        return text + note
    }

    /// Why a check without a margin could not be made (it fails).
    package var uncheckedReason: String {
        bound == nil
            ? "cannot be checked without a baseline value"
            : "cannot be checked: observed and bound are both inf (no answer or never), so no change can be measured"
    }

    /// `value` with the unit: `120.0 ms`, `90.0%`, `1.20 gestures`, `20`; `never` when infinite.
    func withUnit(_ value: Double) -> String {
        value.isFinite ? unit.format(value) : "never"
    }
}
