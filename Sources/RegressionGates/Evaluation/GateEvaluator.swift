import TraceAnalysis
import TraceModel

/// Evaluates a gate configuration against summary rows (and a baseline summary for regression
/// limits). Pure: the same rows give the same results, in configuration order.
///
/// Rules (docs/gates.md, "Boundaries"):
/// - The row read is the assertion's engine and metric, scope `overall` without a scenario or
///   device, `scenario` or `device` with one. An engine, scenario, device or metric with no row is a configuration error
///   (exit 64), reported for every assertion at once before anything is evaluated; so is a
///   regression limit when no baseline is given, or when the baseline has no such row.
/// - Values and bounds are compared at 6 decimals (`GateNumber`); limits are inclusive.
/// - An empty statistic (no data: no latency samples, no cancel intents) fails the assertion:
///   a gate never passes on nothing. An empty baseline statistic fails a regression limit the same
///   way (refresh the baseline).
/// - `minCount`: when the statistic's n (the row's `count`) is below it, the assertion fails with
///   "not enough data: n=3, minCount 20", whatever its limits; n equal to `minCount` is enough.
/// - A failing `warn` assertion is `warn`, a failing `error` assertion `fail`.
package enum GateEvaluator {
    package static func evaluate(
        _ configuration: GateConfiguration, summary: [SummaryRow], baseline: [SummaryRow]? = nil
    ) throws(GateConfigurationError) -> GateEvaluation {
        let current = GateRowIndex(summary, source: "summary")
        let previous = baseline.map { GateRowIndex($0, source: "baseline summary") }
        var problems: [GateConfigurationError.Problem] = []
        var located: [(GateAssertion, SummaryRow, SummaryRow?)] = []
        for (index, assertion) in configuration.assertions.enumerated() {
            var found: [GateFieldError] = []
            var row: SummaryRow?
            var baselineRow: SummaryRow?
            switch current.row(for: assertion) {
            case .success(let r): row = r
            case .failure(let problem): found.append(problem)
            }
            if assertion.needsBaseline {
                if let previous {
                    switch previous.row(for: assertion) {
                    case .success(let r): baselineRow = r
                    case .failure(let problem): found.append(problem)
                    }
                } else {
                    let field = assertion.maxIncrease != nil ? "maxIncrease" : "maxDecrease"
                    found.append(
                        GateFieldError(
                            field: field,
                            reason: "a regression limit needs a baseline summary, and none was given (--baseline FILE)")
                    )
                }
            }
            problems += found.map { .init(path: GateConfiguration.path(index, $0.field), reason: $0.reason) }
            if let row, found.isEmpty { located.append((assertion, row, baselineRow)) }
        }
        if !problems.isEmpty { throw GateConfigurationError(problems: problems) }
        return GateEvaluation(
            results: located.map { assertion, row, baselineRow in
                var result = evaluate(
                    assertion, row: row, baselineRow: baselineRow,
                    never: GateNeverCount.of(row, in: current.rows),
                    baselineNever: baselineRow.flatMap { row in previous.flatMap { GateNeverCount.of(row, in: $0.rows) }
                    })
                result.baselineN = baselineRow.flatMap { GateStatistic.count.value(in: $0) }
                return result
            })
    }

    /// One valid assertion against the row it reads (and the baseline row, which regression
    /// limits need).
    static func evaluate(
        _ assertion: GateAssertion, row: SummaryRow, baselineRow: SummaryRow?, never: Int? = nil,
        baselineNever: Int? = nil
    ) -> GateResult {
        let observed = assertion.statistic.value(in: row).map(GateNumber.rounded)
        let baseline = baselineRow.flatMap(assertion.statistic.value(in:)).map(GateNumber.rounded)

        var checks: [GateCheck] = []
        if let min = assertion.min {
            checks.append(
                GateCheck(kind: .min, bound: GateNumber.rounded(min), observed: observed, unit: assertion.unit))
        }
        if let max = assertion.max {
            checks.append(
                GateCheck(kind: .max, bound: GateNumber.rounded(max), observed: observed, unit: assertion.unit))
        }
        let n = GateStatistic.count.value(in: row).map { Int($0) }
        let significance: (GateRegressionLimit) -> GateSignificance.Outcome? = { limit in
            guard limit.significant, let baselineRow else { return nil }
            return GateSignificance.test(assertion.statistic, current: row, baseline: baselineRow)
        }
        if let limit = assertion.maxIncrease {
            let bound = baseline.map { GateNumber.rounded(limit.bound(from: $0, upward: true)) }
            checks.append(
                GateCheck(
                    kind: .maxIncrease, bound: bound, regressionLimit: limit, observed: observed, unit: assertion.unit,
                    significance: significance(limit), baseline: baseline, n: n))
        }
        if let limit = assertion.maxDecrease {
            let bound = baseline.map { GateNumber.rounded(limit.bound(from: $0, upward: false)) }
            checks.append(
                GateCheck(
                    kind: .maxDecrease, bound: bound, regressionLimit: limit, observed: observed, unit: assertion.unit,
                    significance: significance(limit), baseline: baseline, n: n))
        }

        let failing = checks.filter { !$0.passed }
        var binding = failing.first
        if binding == nil {
            for check in checks where binding == nil || check.margin! < binding!.margin! { binding = check }
        }
        let count = GateStatistic.count.value(in: row).map(GateNumber.rounded)
        let tooFew = assertion.minCount.map { Double($0) > (count ?? 0) } ?? false
        let status: GateStatus =
            failing.isEmpty && !tooFew ? .pass : (assertion.level == .error ? .fail : .warn)
        var message = message(
            assertion, row: row, observed: observed, baseline: baseline,
            baselineRow: baselineRow, reported: failing.isEmpty ? (binding.map { [$0] } ?? []) : failing,
            never: (never, baselineNever))
        if tooFew, let minCount = assertion.minCount {
            message =
                "not enough data: n=\(GateNumber.format(count ?? 0)), minCount \(minCount); " + message
        }
        var result = GateResult(
            assertion: assertion, status: status, observed: observed, baseline: baseline,
            checks: checks, binding: binding, message: message, count: count)
        result.observedNeverCount = never
        result.baselineNeverCount = baselineNever
        result.population = row.population
        result.intents = row.intents
        return result
    }

    /// The message after the name, in the units a person reads (`GateUnit`): `observed 131.5 ms
    /// (n=40) (baseline 120.0 ms: +11.5 ms, +9.6%), max 120.0 ms, over by 11.5 ms (9.6%)`; an
    /// infinite statistic reads `never (3 of 40)`.
    static func message(
        _ assertion: GateAssertion, row: SummaryRow, observed: Double?, baseline: Double?,
        baselineRow: SummaryRow?, reported: [GateCheck], never: (observed: Int?, baseline: Int?) = (nil, nil)
    ) -> String {
        let limits = reported.map(\.limitDescription).joined(separator: "; ")
        let n = GateStatistic.count.value(in: row).map { Int($0) } ?? 0
        guard let observed else {
            return
                "no data: count \(n) in \(scopeDescription(assertion)),"
                + " so \(assertion.statistic.rawValue) is empty and cannot pass; \(limits)"
        }
        let unit = assertion.unit
        var text = "observed " + valueText(observed, unit: unit, never: never.observed, n: n)
        if observed.isFinite { text += " (n=\(n))" }
        if assertion.needsBaseline {
            let baselineN = baselineRow.flatMap { GateStatistic.count.value(in: $0) }.map { Int($0) } ?? 0
            if let baseline {
                text += " (baseline " + valueText(baseline, unit: unit, never: never.baseline, n: baselineN)
                if let change = changeText(observed: observed, baseline: baseline, unit: unit) {
                    text += ": " + change
                }
                text += ")"
            } else {
                text +=
                    " (baseline: no data, count \(baselineN) in \(scopeDescription(assertion)); refresh the baseline)"
            }
        }
        let parts = reported.map { check in
            [check.limitDescription, check.marginDescription ?? check.uncheckedReason]
                .joined(separator: ", ")
        }
        return ([text] + parts).joined(separator: parts.count > 1 ? "; " : ", ")
    }

    /// `131.5 ms`, `95.0%`, or `never (3 of 40)` for an infinite value.
    static func valueText(_ value: Double, unit: GateUnit, never: Int?, n: Int) -> String {
        value.isFinite ? unit.format(value) : GateNeverCount.describe(count: never, n: n)
    }

    /// `+11.5 ms, +9.6%` (the percentage of the baseline, left out when it is 0); nil when a side
    /// is infinite: no change can be measured.
    static func changeText(observed: Double, baseline: Double, unit: GateUnit) -> String? {
        guard observed.isFinite, baseline.isFinite else { return nil }
        var text = unit.difference(GateNumber.rounded(observed - baseline))
        if baseline != 0 {
            let percent = (observed - baseline) / abs(baseline) * 100
            text += ", " + (percent > 0 ? "+" : "") + GateNumber.percent(percent)
        }
        return text
    }

    static func scopeDescription(_ assertion: GateAssertion) -> String {
        let goal = assertion.goal == .all ? "" : ", goal \(assertion.goal.rawValue)"
        if assertion.flow != nil {
            return "\(assertion.scope.kind) \(MessageQuoting.quoted(assertion.scope.value, limit: 80))"
        }
        if let device = assertion.device { return "device \(MessageQuoting.quoted(device, limit: 80))" + goal }
        return (assertion.scenario.map { "scenario \(MessageQuoting.quoted($0, limit: 80))" } ?? "overall") + goal
    }
}
