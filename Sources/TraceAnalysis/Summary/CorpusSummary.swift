import TransitionSimulation

/// The `summary.csv` rows of a corpus, accumulated trace by trace (`add`) so that a run never holds
/// every analysed trace: the order and definitions are `CorpusSummarizer`'s.
///
/// What it keeps grows with the corpus only where exact statistics need it: one `SummarizedIntent`
/// (56 bytes with its scenario) per intent per engine that scored it, for the overall and scenario rows
/// (exact percentiles and the bootstrap need every value), and the scenario names. A trace's own
/// rows (`traceRows`) are computed from the trace alone when it is added, and written out by the
/// caller as they come. It also keeps each engine's per-transition frame figures
/// (`TransitionFrames`, for `TransitionFrameSummarizer`'s rows after each scope's intent rows and
/// for the text's frames section) and, with flows (`--flows`), every flow run (for
/// `FlowSummarizer`'s rows, which follow every engine's rows, and the text's funnel).
public struct CorpusSummary: Sendable {
    public let engines: [EngineKind]
    public let whatIf: Bool
    /// The flows of `--flows` (none: no flow rows).
    public let flows: [Flow]
    /// Every scenario name seen (of every analysed trace, scored or not), by first appearance.
    private var scenarioNames: [String] = []
    private var scenarioIndex: [String: Int] = [:]
    /// Per engine (in `engines` order): each scored intent and its trace's scenario index (-1: none).
    private var intents: [[(intent: SummarizedIntent, scenario: Int32)]]
    /// Per engine: the frame figures of each transition and its trace's scenario index.
    private var transitions: [[(frames: TransitionFrames, scenario: Int32)]]
    /// Per engine: the flow runs of the traces it scored, in input order.
    private var flowRunsByEngine: [[FlowRun]]
    /// Every analysed trace's flow runs, in input order (flow runs do not depend on the engine).
    public private(set) var flowRuns: [FlowRun] = []

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

    /// Adds one analysed trace (in input order).
    public mutating func add(_ trace: AnalyzedTrace) {
        var scenario = -1
        if let name = trace.scenario {
            if let known = scenarioIndex[name] {
                scenario = known
            } else {
                scenario = scenarioNames.count
                scenarioIndex[name] = scenario
                scenarioNames.append(name)
            }
        }
        for (index, engine) in engines.enumerated() {
            for metrics in CorpusSummarizer.scoredIntents(trace, engine: engine) {
                intents[index].append((SummarizedIntent(metrics), Int32(scenario)))
            }
            for run in trace.runs where run.engine == engine {
                transitions[index] += run.frames.map { ($0, Int32(scenario)) }
            }
            if !flows.isEmpty, trace.runs.contains(where: { $0.engine == engine }) {
                flowRunsByEngine[index] += trace.flowRuns
            }
        }
        flowRuns += trace.flowRuns
    }

    /// The frame figures of every transition `engine` replayed, in input order.
    package func frames(engine: EngineKind) -> [TransitionFrames] {
        engines.firstIndex(of: engine).map { transitions[$0].map(\.frames) } ?? []
    }

    /// The flow rows (`FlowSummarizer`) of every engine, in engine order; none without flows.
    public func flowRows() -> [SummaryRow] {
        flows.isEmpty ? [] : FlowSummarizer.rows(runs: flowRunsByEngine, flows: flows, engines: engines, whatIf: whatIf)
    }

    /// The rows of `engine` over the whole corpus, then each scenario (sorted by name); each
    /// scope's goals, each goal's metrics (`CorpusSummarizer`). Without the per-trace rows.
    public func rows(engine: EngineKind) -> [SummaryRow] {
        guard engines.contains(engine) else { return [] }
        let (rows, values) = draftRows(engine: engine)
        return SummaryDraft(rows: rows, values: values, engineCounts: [rows.count]).rows()[0]
    }

    /// Every engine's overall and scenario rows (as `rows(engine:)`, in engine order), their
    /// bootstrap intervals still to be drawn, all engines' together (`SummaryDraft`).
    public func draft() -> SummaryDraft {
        var rows: [SummaryRow] = []
        var values: [[Double]] = []
        var counts: [Int] = []
        for engine in engines {
            let draft = draftRows(engine: engine)
            rows += draft.rows
            values += draft.values
            counts.append(draft.rows.count)
        }
        return SummaryDraft(rows: rows, values: values, engineCounts: counts)
    }

    /// One engine's overall and scenario rows without intervals, and each row's distribution values.
    private func draftRows(engine: EngineKind) -> (rows: [SummaryRow], values: [[Double]]) {
        guard let index = engines.firstIndex(of: engine) else { return ([], []) }
        let all = intents[index]
        let frames = transitions[index]
        var rows: [SummaryRow] = []
        var values: [[Double]] = []
        func add(_ draft: (rows: [SummaryRow], values: [[Double]])) {
            rows += draft.rows
            values += draft.values
        }
        add(CorpusSummarizer.scopeDraft(engine: engine, scope: .overall, intents: all.map(\.intent), whatIf: whatIf))
        add(
            TransitionFrameSummarizer.draft(
                engine: engine, scope: .overall, frames: frames.map(\.frames), whatIf: whatIf))
        for name in scenarios {
            let wanted = scenarioIndex[name].map(Int32.init)
            add(
                CorpusSummarizer.scopeDraft(
                    engine: engine, scope: .scenario(name), intents: all.filter { $0.scenario == wanted }.map(\.intent),
                    whatIf: whatIf))
            add(
                TransitionFrameSummarizer.draft(
                    engine: engine, scope: .scenario(name),
                    frames: frames.filter { $0.scenario == wanted }.map(\.frames), whatIf: whatIf))
        }
        return (rows, values)
    }

    /// A trace's own rows under `engine` (goal `all`; none when the engine did not score it).
    public func traceRows(_ trace: AnalyzedTrace, engine: EngineKind) -> [SummaryRow] {
        guard trace.runs.contains(where: { $0.engine == engine }) else { return [] }
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path),
            intents: CorpusSummarizer.scoredIntents(trace, engine: engine).map(SummarizedIntent.init), whatIf: whatIf)
            + TransitionFrameSummarizer.rows(engine: engine, scope: .trace(trace.path), traces: [trace], whatIf: whatIf)
    }
}
