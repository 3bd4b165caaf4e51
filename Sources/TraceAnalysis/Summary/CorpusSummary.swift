import TransitionSimulation

/// The `summary.csv` rows of a corpus, accumulated trace by trace (`add`) so that a run never holds
/// every analysed trace: the order and definitions are `CorpusSummarizer`'s.
///
/// What it keeps grows with the corpus only where exact statistics need it: one `SummarizedIntent`
/// (40 bytes with its scenario) per intent per engine that scored it, for the overall and scenario rows
/// (exact percentiles and the bootstrap need every value), and the scenario names. A trace's own
/// rows (`traceRows`) are computed from the trace alone when it is added, and written out by the
/// caller as they come. Summarizers of other rows follow the same shape: `add` per trace in input
/// order, rows at the end, appended after these.
public struct CorpusSummary: Sendable {
    public let engines: [EngineKind]
    public let whatIf: Bool
    /// Every scenario name seen (of every analysed trace, scored or not), by first appearance.
    private var scenarioNames: [String] = []
    private var scenarioIndex: [String: Int] = [:]
    /// Per engine (in `engines` order): each scored intent and its trace's scenario index (-1: none).
    private var intents: [[(intent: SummarizedIntent, scenario: Int32)]]

    public init(engines: [EngineKind], whatIf: Bool = false) {
        self.engines = engines
        self.whatIf = whatIf
        intents = engines.map { _ in [] }
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
        }
    }

    /// The rows of `engine` over the whole corpus, then each scenario (sorted by name); each
    /// scope's goals, each goal's metrics (`CorpusSummarizer`). Without the per-trace rows.
    public func rows(engine: EngineKind) -> [SummaryRow] {
        guard let index = engines.firstIndex(of: engine) else { return [] }
        let all = intents[index]
        var rows = CorpusSummarizer.scopeRows(
            engine: engine, scope: .overall, intents: all.map(\.intent), whatIf: whatIf)
        for name in scenarios {
            let wanted = scenarioIndex[name].map(Int32.init)
            rows += CorpusSummarizer.scopeRows(
                engine: engine, scope: .scenario(name), intents: all.filter { $0.scenario == wanted }.map(\.intent),
                whatIf: whatIf)
        }
        return rows
    }

    /// A trace's own rows under `engine` (goal `all`; none when the engine did not score it).
    public func traceRows(_ trace: AnalyzedTrace, engine: EngineKind) -> [SummaryRow] {
        guard trace.runs.contains(where: { $0.engine == engine }) else { return [] }
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path),
            intents: CorpusSummarizer.scoredIntents(trace, engine: engine).map(SummarizedIntent.init), whatIf: whatIf)
    }
}
