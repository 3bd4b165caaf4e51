import TraceAnalysis

/// One rule of a gate: a statistic of a metric for one engine, over the whole corpus, one
/// scenario or one device (`--by device`), with absolute limits (`min`, `max`) and/or limits relative to a baseline summary
/// (`maxIncrease`, `maxDecrease`). Every limit given is checked; the assertion fails when any of
/// them fails. Limits are inclusive: `max` passes when observed <= max, `min` when observed >= min.
package struct GateAssertion: Sendable, Hashable {
    /// Unique within a configuration; the test-case name in JUnit XML. Defaults to `defaultName`.
    package var name: String
    package var metric: MetricName
    package var statistic: GateStatistic
    /// The engine whose summary rows are read (free text, as in the `engine` column).
    package var engine: SummaryRow.Engine
    /// A scenario (`meta.scenario` of the traces); nil reads the `overall` row.
    package var scenario: String?
    /// A device (`DeviceGroup.label`, e.g. `Pixel 7 @ 120 Hz`): reads the `device` row, which
    /// `analyze --by device` writes and `gate` computes when an assertion names one. Nil: not per
    /// device. Never with `scenario`.
    package var device: String?
    /// A flow (`--flows`, docs/flows.md): a flow metric reads its `flow` row, or with `step` the
    /// step's `flow_step` row. Nil for intent metrics.
    package var flow: String?
    /// A step of `flow`, for the step metrics (`step_time_ms`, ...).
    package var step: String?
    /// The intents read: `all` (the default), or one goal's rows (`open`, `close`, `cancel`), so a
    /// check on closing is not moved by the openings in the same scenario. Never with a flow
    /// metric or a per-transition one (their rows are `all` only).
    package var goal: SummaryGoal
    package var min: Double?
    package var max: Double?
    package var maxIncrease: GateRegressionLimit?
    package var maxDecrease: GateRegressionLimit?
    /// The least n (the statistic's `count`: samples of a distribution, the denominator of a
    /// rate) the assertion accepts; below it the assertion fails with "not enough data" whatever
    /// its limits (a `warn` assertion warns). Nil: any n > 0.
    package var minCount: Int?
    package var level: GateLevel

    package init(
        name: String? = nil, metric: MetricName, statistic: GateStatistic, engine: SummaryRow.Engine,
        scenario: String? = nil, device: String? = nil, flow: String? = nil, step: String? = nil,
        goal: SummaryGoal = .all, min: Double? = nil, max: Double? = nil, maxIncrease: GateRegressionLimit? = nil,
        maxDecrease: GateRegressionLimit? = nil, minCount: Int? = nil, level: GateLevel = .error
    ) {
        self.device = device
        self.flow = flow
        self.step = step
        self.goal = goal
        self.minCount = minCount
        self.metric = metric
        self.statistic = statistic
        self.engine = engine
        self.scenario = scenario
        self.min = min
        self.max = max
        self.maxIncrease = maxIncrease
        self.maxDecrease = maxDecrease
        self.level = level
        self.name =
            name
            ?? Self.defaultName(
                engine: engine, metric: metric, statistic: statistic,
                scenario: Self.scopeName(scenario: scenario, device: device, flow: flow, step: step, goal: goal),
                regressionOnly: min == nil && max == nil && (maxIncrease != nil || maxDecrease != nil))
    }

    /// The summary scope read: `.overall` without a scenario or device, `.scenario(name)` or
    /// `.device(label)` with one; for a flow, `.flow(name)`, or `.flowStep` with a step.
    package var scope: SummaryScope {
        if let flow { return step.map { .flowStep(flow: flow, step: $0) } ?? .flow(flow) }
        if let device { return .device(device) }
        return scenario.map(SummaryScope.scenario) ?? .overall
    }

    /// What the name says of the scope: `FLOW/STEP`, `FLOW`, the scenario or the device, then
    /// `goal GOAL` for one goal's rows (`quick-dismiss, goal close`); nil for the overall row of
    /// every intent.
    var scopeName: String? {
        Self.scopeName(scenario: scenario, device: device, flow: flow, step: step, goal: goal)
    }

    /// `scopeName` from the assertion's fields.
    static func scopeName(
        scenario: String?, device: String?, flow: String?, step: String?, goal: SummaryGoal
    ) -> String? {
        let place = flow.map { flow in step.map { "\(flow)/\($0)" } ?? flow } ?? scenario ?? device
        guard goal != .all else { return place }
        return [place, "goal \(goal.rawValue)"].compactMap { $0 }.joined(separator: ", ")
    }

    /// The unit of the statistic, for reports: ms for `*_ms` metrics, gestures for gestures per
    /// intent, a share (printed as a percentage) for a rate, a count for `count` (it is n itself).
    package var unit: GateUnit { GateUnit(metric: metric, statistic: statistic) }

    /// Whether the assertion compares against a baseline summary.
    package var needsBaseline: Bool {
        maxIncrease != nil || maxDecrease != nil
    }

    /// `ENGINE METRIC STATISTIC`, then ` (SCENARIO)` with a scenario, then ` vs baseline` when the
    /// assertion has only regression limits (so an absolute and a regression assertion on the same
    /// statistic get different default names), for example
    /// `fluid first_touch_latency_ms p95 (quick-dismiss)`.
    package static func defaultName(
        engine: SummaryRow.Engine, metric: MetricName, statistic: GateStatistic, scenario: String?, regressionOnly: Bool
    ) -> String {
        var name = "\(engine) \(metric.rawValue) \(statistic.rawValue)"
        if let scenario { name += " (\(scenario))" }
        if regressionOnly { name += " vs baseline" }
        return name
    }

    /// What is wrong with the assertion itself, as (field, reason) pairs in field order: a
    /// statistic the metric does not have, no limit at all, `min` > `max`, a negative or
    /// non-finite regression limit, a `rate` limit outside 0...1 (a percentage written where a
    /// share is meant), an empty name or scenario. (The engine is an `EngineKind`: its name is
    /// checked when the configuration is read.)
    /// `GateConfiguration` prefixes each field with `assertions[i].`.
    package func problems() -> [(field: String, reason: String)] {
        var found: [(field: String, reason: String)] = []
        if name.allSatisfy(\.isWhitespace) { found.append(("name", "must not be empty")) }
        if let reason = Self.statisticProblem(statistic, metric: metric) { found.append(("statistic", reason)) }
        if scenario?.isEmpty == true {
            found.append(("scenario", "must not be empty; leave it out for the overall row"))
        }
        if device?.isEmpty == true {
            found.append(("device", "must not be empty; leave it out for the overall row"))
        } else if device != nil, scenario != nil {
            found.append(("device", "rows are per scenario or per device, not both; leave one out"))
        }
        found += flowProblems()
        if let reason = goalProblem { found.append(("goal", reason)) }
        found += Self.limitProblems(min: min, max: max, maxIncrease: maxIncrease, maxDecrease: maxDecrease)
        if let minCount, minCount < 1 { found.append(("minCount", "must be a whole number >= 1, got \(minCount)")) }
        if statistic == .rate {
            for (field, value) in [("min", min), ("max", max)] {
                guard let value, value.isFinite, !(0...1).contains(value) else { continue }
                found.append((field, "\(GateNumber.format(value)) is outside 0...1; a rate is a share (0.9 means 90%)"))
            }
        }
        return found
    }

    /// Why the metric has no rows for `goal`, if it has none: per-transition and flow metrics are
    /// `all` only, and each goal's rows leave out the metrics about other goals
    /// (`SummaryGoal.measures`).
    var goalProblem: String? {
        guard goal != .all else { return nil }
        if metric.isFlowMetric { return "flow rows are about every intent; leave \"goal\" out" }
        if metric.isPerTransition {
            return "\(metric.rawValue) is measured per transition, not per intent; leave \"goal\" out"
        }
        guard !goal.measures(metric) else { return nil }
        let goals = SummaryGoal.allCases.filter { $0.measures(metric) }.map(\.rawValue)
        return "goal \(goal.rawValue) has no \(metric.rawValue) rows; expected one of \(goals.joined(separator: ", "))"
    }

    /// A flow metric needs `flow` (and `step` for a step metric); an intent metric takes neither;
    /// a flow row is never per scenario.
    func flowProblems() -> [(field: String, reason: String)] {
        var found: [(field: String, reason: String)] = []
        if metric.isFlowMetric {
            if flow == nil { found.append(("flow", "missing; \(metric.rawValue) is a flow metric: name the flow")) }
            if metric.isStepMetric, step == nil {
                found.append(("step", "missing; \(metric.rawValue) is a step metric: name the step"))
            }
            if !metric.isStepMetric, step != nil {
                found.append(("step", "\(metric.rawValue) is about the whole flow; leave \"step\" out"))
            }
            if scenario != nil { found.append(("scenario", "flow rows are not per scenario; leave it out")) }
            if device != nil { found.append(("device", "flow rows are not per device; leave it out")) }
        } else {
            if flow != nil { found.append(("flow", "\(metric.rawValue) is not a flow metric; leave \"flow\" out")) }
            if step != nil { found.append(("step", "\(metric.rawValue) is not a step metric; leave \"step\" out")) }
        }
        for (field, value) in [("flow", flow), ("step", step)] where value?.isEmpty == true {
            found.append((field, "must not be empty"))
        }
        return found
    }

    /// Why `statistic` cannot be read for `metric`, or nil when it can.
    static func statisticProblem(_ statistic: GateStatistic, metric: MetricName) -> String? {
        guard !statistic.isDefined(for: metric) else { return nil }
        let kind = metric.isRate ? "rate" : "distribution"
        let allowed = GateStatistic.allowed(for: metric).map(\.rawValue).joined(separator: ", ")
        return
            "\"\(statistic.rawValue)\" is not defined for the \(kind)"
            + " metric \(metric.rawValue); expected one of \(allowed)"
    }

    /// Problems of the limits taken together and of each regression limit.
    static func limitProblems(
        min: Double?, max: Double?, maxIncrease: GateRegressionLimit?, maxDecrease: GateRegressionLimit?
    ) -> [(field: String, reason: String)] {
        var found: [(field: String, reason: String)] = []
        for (field, value) in [("min", min), ("max", max)] {
            if let value, !value.isFinite { found.append((field, "must be a finite number")) }
        }
        if min == nil, max == nil, maxIncrease == nil, maxDecrease == nil {
            found.append(("", "no limit; give \"min\", \"max\", \"maxIncrease\" or \"maxDecrease\""))
        }
        if let min, let max, min > max {
            found.append(("min", "min \(GateNumber.format(min)) is greater than max \(GateNumber.format(max))"))
        }
        for (field, limit) in [("maxIncrease", maxIncrease), ("maxDecrease", maxDecrease)] {
            guard let limit else { continue }
            if !limit.amount.isFinite || limit.amount < 0 {
                found.append(
                    (
                        "\(field).\(limit.unit.rawValue)",
                        "must be a number >= 0, got \(GateNumber.format(limit.amount))"
                    ))
            }
        }
        return found
    }
}
