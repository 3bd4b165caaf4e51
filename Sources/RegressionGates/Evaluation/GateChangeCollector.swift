import TraceAnalysis
import TraceModel

/// Gathers, trace by trace as a run goes, what changed against the baseline for every regression
/// check of a gate (`GateChangedIntents`): the baseline's figures and the assertions are known
/// before the run, so each trace's intents are counted and only the worst few are kept, in
/// bounded memory. Fed in input order (`add`), it gives the same lists whatever the number of
/// jobs.
package struct GateChangeCollector: Sendable {
    /// Intents kept per check, worst first.
    package static let worstKept = 5

    /// How one check reads an intent.
    enum Rule: Sendable {
        /// Values above (`upward`) or below the baseline's figure are beyond it.
        case beyond(threshold: Double, upward: Bool)
        /// Intents on the rate's bad side.
        case badSide
    }

    /// One regression check's probe: its assertion, its rule and what it has found so far.
    struct Probe: Sendable {
        var assertion: GateAssertion
        var rule: Rule?
        var found: GateChangedIntents
        /// Candidates for `found.worst`: rank (higher is worse), input position.
        var candidates: [(rank: Double, position: Int, item: GateChangedIntents.Item)] = []
    }

    /// Per assertion, in configuration order: nil for a check without a regression limit.
    var probes: [Probe?]
    /// Intents seen so far, for ties in input order.
    var position = 0

    /// The probes of `configuration`'s regression checks, each against `baseline`'s figure.
    package init(_ configuration: GateConfiguration, baseline: [SummaryRow]?) {
        let index = baseline.map { GateRowIndex($0, source: "baseline summary") }
        probes = configuration.assertions.map { assertion in
            guard assertion.needsBaseline else { return nil }
            let row: SummaryRow? =
                if case .success(let found) = index?.row(for: assertion) { found } else { nil }
            return Self.probe(assertion, baselineRow: row)
        }
    }

    /// Whether any check lists intents: without one, a run need not feed the collector.
    package var listsIntents: Bool { probes.contains { $0?.rule != nil } }

    static func probe(_ assertion: GateAssertion, baselineRow: SummaryRow?) -> Probe {
        let metric = assertion.metric
        var found = GateChangedIntents(engine: assertion.engine, comparison: .none(""))
        var rule: Rule?
        let baseline = baselineRow.flatMap(assertion.statistic.value(in:)).map(GateNumber.rounded)
        if metric.isPerTransition {
            found.comparison = .none("no intent list for per-transition metrics")
        } else if metric.isFlowMetric {
            found.comparison = .none("no intent list for flow metrics")
        } else if assertion.statistic == .count {
            found.comparison = .none("no intent list for a count")
        } else if let baseline {
            let unit = assertion.unit
            if metric.isRate {
                rule = .badSide
                let (what, noun) = badSide(metric)
                found.comparison = .badSide(what: what, baseline: unit.format(baseline))
                found.noun = noun
            } else {
                rule = .beyond(threshold: baseline, upward: assertion.maxIncrease != nil)
                let figure = baseline.isFinite ? unit.format(baseline) : "never"
                found.comparison = .figure("the baseline's \(assertion.statistic.rawValue) (\(figure))")
            }
        } else {
            found.comparison = .none(
                "no intent list: the baseline's \(assertion.statistic.rawValue) is empty (refresh the baseline)")
        }
        return Probe(assertion: assertion, rule: rule, found: found)
    }

    /// What an intent on a rate's bad side is, and what the rate counts.
    static func badSide(_ metric: MetricName) -> (what: String, noun: String) {
        switch metric {
        case .unanswered: ("unanswered", "intents")
        case .multiGesture: ("needing 2+ gestures", "intents")
        case .cancelSuccess: ("failed", "cancels")
        default: ("not achieved", "intents")
        }
    }

    /// Adds one analysed trace's scored intents (a summary partial's share of it, or
    /// `PartialTrace(_:)` of an analysed trace), in input order.
    package mutating func add(_ trace: PartialTrace) {
        guard trace.failure == nil else { return }
        let device = trace.device.label
        for share in trace.shares {
            add(
                trace: trace.path, scenario: trace.scenario, device: device, engine: share.engine,
                intentIds: share.intentIds, intents: share.intents)
        }
    }

    /// Adds the intents one engine scored in one trace (`intentIds` parallel to `intents`), in
    /// input order; `device` is the trace's device label (`DeviceGroup.label`).
    package mutating func add(
        trace: String, scenario: String?, device: String, engine: SummaryRow.Engine, intentIds: [String],
        intents: [SummarizedIntent]
    ) {
        for (offset, intent) in intents.enumerated() {
            position += 1
            let id = intentIds.indices.contains(offset) ? intentIds[offset] : ""
            for index in probes.indices {
                guard var probe = probes[index], let rule = probe.rule, probe.assertion.engine == engine,
                    Self.inScope(probe.assertion, scenario: scenario, device: device),
                    probe.assertion.goal.includes(goal: intent.goal)
                else { continue }
                probes[index] = nil
                probe.take(intent, rule: rule, trace: trace, id: id, position: position)
                probes[index] = probe
            }
        }
    }

    /// Whether a trace of this scenario and device counts in the assertion's scope.
    static func inScope(_ assertion: GateAssertion, scenario: String?, device: String) -> Bool {
        if let wanted = assertion.scenario { return wanted == scenario }
        if let wanted = assertion.device { return wanted == device }
        return true
    }

    /// Per assertion, in configuration order: what changed against the baseline, for each
    /// regression check; nil for the others.
    package var changes: [GateChangedIntents?] {
        probes.map { probe in
            guard var probe else { return nil }
            probe.trim()
            return probe.found
        }
    }
}

extension GateChangeCollector.Probe {
    /// Counts one intent of the population, and keeps it as a candidate when it is beyond.
    mutating func take(
        _ intent: SummarizedIntent, rule: GateChangeCollector.Rule, trace: String, id: String, position: Int
    ) {
        let metric = assertion.metric
        let rank: Double
        let value: String
        switch rule {
        case .beyond(let threshold, let upward):
            guard let raw = Self.value(metric, of: intent) else { return }
            found.population += 1
            let number = raw.isFinite ? GateNumber.rounded(raw) : raw
            guard upward ? number > threshold : number < threshold else { return }
            rank = upward ? number : -number
            value = Self.text(number, metric: metric, unit: assertion.unit)
        case .badSide:
            guard let bad = Self.isBad(metric, intent) else { return }
            found.population += 1
            guard bad else { return }
            rank = metric == .multiGesture ? Double(intent.gestures) : 0
            value =
                switch metric {
                case .unanswered: "no answer"
                case .multiGesture: "\(intent.gestures) gestures"
                case .cancelSuccess: "failed"
                default: "not achieved"
                }
        }
        found.count += 1
        candidates.append((rank, position, GateChangedIntents.Item(trace: trace, intentId: id, value: value)))
        if candidates.count >= 16 * GateChangeCollector.worstKept { trim() }
    }

    /// Keeps the worst candidates: the highest rank first, ties in input order.
    mutating func trim() {
        candidates.sort { $0.rank != $1.rank ? $0.rank > $1.rank : $0.position < $1.position }
        candidates.removeSubrange(min(candidates.count, GateChangeCollector.worstKept)...)
        found.worst = candidates.map(\.item)
    }

    /// What one intent adds to a distribution metric, as `summary.csv` counts it
    /// (`CorpusSummarizer.value`): nil when it adds nothing.
    static func value(_ metric: MetricName, of intent: SummarizedIntent) -> Double? {
        CorpusSummarizer.value(metric, of: intent)
    }

    /// Whether an intent of a rate's population is on its bad side (counted by a rate where lower
    /// is better, not counted by one where higher is); nil when the rate does not count it
    /// (`CorpusSummarizer.rateCounts`).
    static func isBad(_ metric: MetricName, _ intent: SummarizedIntent) -> Bool? {
        CorpusSummarizer.rateCounts(metric, intent).map { $0 != metric.higherIsBetter }
    }

    /// An intent's value: `412.3 ms`, `3 gestures`, `no answer` (an infinite latency), `never`.
    static func text(_ value: Double, metric: MetricName, unit: GateUnit) -> String {
        guard value.isFinite else {
            return metric == .firstTouchLatency || metric == .responseLatency ? "no answer" : "never"
        }
        if metric == .gesturesPerIntent { return "\(Int(value)) \(Int(value) == 1 ? "gesture" : "gestures")" }
        return unit.format(value)
    }
}
