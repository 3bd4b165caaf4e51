import TransitionSimulation

/// The `summary.csv` rows of a corpus, accumulated trace by trace (`add`) so that a run never holds
/// every analysed trace: the order and definitions are `CorpusSummarizer`'s.
///
/// What it keeps grows with the corpus only where exact statistics need it: one `SummarizedIntent`
/// (56 bytes with its scenario) per intent per engine that scored it, for the overall and scenario rows
/// (exact percentiles and the bootstrap need every value), and the scenario names. A trace's own
/// rows (`traceRows`) are computed from the trace alone when it is added, and written out by the
/// caller as they come. It also keeps what each engine's per-transition frame figures the summary
/// needs (`SummarizedTransition`, 32 bytes, for `TransitionFrameSummarizer`'s rows after each
/// scope's intent rows and for the text's frames section) and, with flows (`--flows`), every flow run (for
/// `FlowSummarizer`'s rows, which follow every engine's rows, and the text's funnel).
public struct CorpusSummary: Sendable {
    public let engines: [EngineKind]
    public let whatIf: Bool
    /// The flows of `--flows` (none: no flow rows).
    public let flows: [Flow]
    /// Every scenario name seen (of every analysed trace, scored or not), by first appearance.
    var scenarioNames: [String] = []
    var scenarioIndex: [String: Int] = [:]
    /// Per engine (in `engines` order): each scored intent and its trace's scenario index (-1: none).
    var intents: [[(intent: SummarizedIntent, scenario: Int32)]]
    /// Per engine: the frame figures of each transition and its trace's scenario index.
    var transitions: [[SummarizedTransition]]
    /// Per engine: the flow runs of the traces its population holds, in input order.
    var flowRunsByEngine: [[FlowRun]]
    /// Every analysed trace's flow runs, in input order (flow runs do not depend on the engine).
    public internal(set) var flowRuns: [FlowRun] = []

    public init(engines: [EngineKind], whatIf: Bool = false, flows: [Flow] = []) {
        self.engines = engines
        self.whatIf = whatIf
        self.flows = flows
        intents = engines.map { _ in [] }
        transitions = engines.map { _ in [] }
        flowRunsByEngine = engines.map { _ in [] }
    }

    /// The scenarios of the traces added so far, sorted by name.
    public var scenarios: [String] { scenarioNames.sorted() }

    /// The number of scenario `name` among those added so far, numbering it when new; -1 for none.
    mutating func scenarioNumber(_ name: String?) -> Int {
        guard let name else { return -1 }
        if let known = scenarioIndex[name] { return known }
        scenarioIndex[name] = scenarioNames.count
        scenarioNames.append(name)
        return scenarioNames.count - 1
    }

    /// Adds one analysed trace (in input order).
    public mutating func add(_ trace: AnalyzedTrace) {
        let scenario = scenarioNumber(trace.scenario)
        for (index, engine) in engines.enumerated() {
            for metrics in CorpusSummarizer.scoredIntents(trace, engine: engine) {
                intents[index].append((SummarizedIntent(metrics), Int32(scenario)))
            }
            for run in trace.runs where run.engine == engine {
                transitions[index] += run.frames.map { SummarizedTransition($0, scenario: Int32(scenario)) }
            }
            if !flows.isEmpty, trace.populations.contains(engine) {
                flowRunsByEngine[index] += trace.flowRuns
            }
        }
        flowRuns += trace.flowRuns
    }

    /// The frame figures of every transition `engine` replayed, in input order.
    package func frames(engine: EngineKind) -> [SummarizedTransition] {
        engines.firstIndex(of: engine).map { transitions[$0] } ?? []
    }

    /// The flow rows (`FlowSummarizer`) of every engine, in engine order; none without flows.
    /// Without `bootstrap`, as `draft(bootstrap:)`.
    public func flowRows(bootstrap: Bool = true) -> [SummaryRow] {
        flows.isEmpty
            ? []
            : FlowSummarizer.rows(
                runs: flowRunsByEngine, flows: flows, engines: engines, whatIf: whatIf, bootstrap: bootstrap)
    }

    /// The rows of `engine` over the whole corpus, then each scenario (sorted by name); each
    /// scope's goals, each goal's metrics (`CorpusSummarizer`). Without the per-trace rows.
    public func rows(engine: EngineKind) -> [SummaryRow] {
        guard let index = engines.firstIndex(of: engine) else { return [] }
        return SummaryDraft(self, engines: [index]).rows()[0]
    }

    /// Every engine's overall and scenario rows (as `rows(engine:)`, in engine order), their
    /// bootstrap intervals still to be drawn, all engines' together (`SummaryDraft`). Without
    /// `bootstrap`, for an output that shows no interval: means and percentiles get none and the
    /// draft has no jobs; every row and every other figure is the same (docs/analysis.md
    /// "Uncertainty").
    public func draft(bootstrap: Bool = true) -> SummaryDraft {
        SummaryDraft(self, engines: Array(engines.indices), bootstrap: bootstrap)
    }

    /// Where a row of `draftRows` comes from: its engine, and its scenario (nil: the whole corpus).
    struct RowSource: Sendable {
        var engine: Int
        var scenario: Int32?
    }

    /// The overall and scenario rows of `engines[index]` without intervals, and where each comes from.
    func draftRows(engine index: Int) -> [(row: SummaryRow, source: RowSource)] {
        let engine = engines[index]
        var rows: [(row: SummaryRow, source: RowSource)] = []
        for scenario in [nil] + scenarios.map({ scenarioIndex[$0].map(Int32.init) }) {
            let source = RowSource(engine: index, scenario: scenario)
            let scope: SummaryScope = scenario.map { .scenario(scenarioNames[Int($0)]) } ?? .overall
            let intentRows = CorpusSummarizer.scopeDraft(
                engine: engine, scope: scope, intents: intents(source), whatIf: whatIf, withValues: false
            ).rows
            let frameRows = TransitionFrameSummarizer.draft(
                engine: engine, scope: scope, frames: frames(source), whatIf: whatIf
            ).rows
            rows += (intentRows + frameRows).map { ($0, source) }
        }
        return rows
    }

    /// The distribution values of a row of `draftRows` (empty for a rate), recomputed.
    func values(of row: SummaryRow, from source: RowSource) -> [Double] {
        guard row.distribution != nil else { return [] }
        if row.metric == .hitchTimeRatio { return TransitionFrameSummarizer.values(of: frames(source)) }
        let goal = row.goal
        let scenario = source.scenario
        var values: [Double] = []
        for entry in intents[source.engine]
        where (scenario == nil || entry.scenario == scenario) && CorpusSummarizer.selects(goal, entry.intent) {
            if let value = CorpusSummarizer.value(row.metric, of: entry.intent) { values.append(value) }
        }
        return values
    }

    private func intents(_ source: RowSource) -> [SummarizedIntent] {
        let all = intents[source.engine]
        guard let scenario = source.scenario else { return all.map(\.intent) }
        return all.filter { $0.scenario == scenario }.map(\.intent)
    }

    private func frames(_ source: RowSource) -> [SummarizedTransition] {
        let all = transitions[source.engine]
        guard let scenario = source.scenario else { return all }
        return all.filter { $0.scenario == scenario }
    }

    public func traceRows(_ trace: AnalyzedTrace, engine: EngineKind) -> [SummaryRow] {
        guard trace.runs.contains(where: { $0.engine == engine }) else { return [] }
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path),
            intents: CorpusSummarizer.scoredIntents(trace, engine: engine).map(SummarizedIntent.init), whatIf: whatIf)
            + TransitionFrameSummarizer.rows(engine: engine, scope: .trace(trace.path), traces: [trace], whatIf: whatIf)
    }
}
