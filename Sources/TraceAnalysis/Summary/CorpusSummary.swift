import TransitionSimulation

/// The `summary.csv` rows of a corpus, accumulated trace by trace (`add`) so that a run never holds
/// every analysed trace: the order and definitions are `CorpusSummarizer`'s.
///
/// What it keeps grows with the corpus only where exact statistics need it: one `SummarizedIntent`
/// (80 bytes with its scenario and device) per intent per engine that scored it, for the overall and scenario rows
/// (exact percentiles and their intervals need every value), and the scenario names. A trace's own
/// rows (`traceRows`) are computed from the trace alone when it is added, and written out by the
/// caller as they come. It also keeps what each engine's per-transition frame figures the summary
/// needs (`SummarizedTransition`, 32 bytes, for `TransitionFrameSummarizer`'s rows after each
/// scope's intent rows and for the text's frames section) and, with flows (`--flows`), every flow run (for
/// `FlowSummarizer`'s rows, which follow every engine's rows, and the text's funnel).
package struct CorpusSummary: Sendable {
    package let engines: [EngineKind]
    package let whatIf: Bool
    /// The flows of `--flows` (none: no flow rows).
    package let flows: [Flow]
    /// `--by device`: rows per device (`DeviceGroup`) after the scenario rows.
    package let byDevice: Bool
    /// Every scenario name seen (of every analysed trace, scored or not), by first appearance.
    var scenarioNames: [String] = []
    var scenarioIndex: [String: Int] = [:]
    /// Every device label seen (`DeviceGroup.label`), by first appearance.
    var deviceNames: [String] = []
    var deviceIndex: [String: Int] = [:]
    /// The scored intents of one trace under one engine, with the trace's scenario and device
    /// indices (-1: none). Kept per trace rather than per intent: a summary partial's share
    /// (`PartialTrace.EngineShare.intents`) is kept as it is, shared, not copied.
    struct TraceIntents: Sendable {
        var scenario: Int32
        var device: Int32
        var intents: SummaryRecords<SummarizedIntent>
    }

    /// The frame figures of one trace's transitions under one engine, as `TraceIntents` keeps its
    /// intents.
    struct TraceTransitions: Sendable {
        var scenario: Int32
        var device: Int32
        var frames: SummaryRecords<SummarizedTransition>
    }

    /// Per engine (in `engines` order): each trace's scored intents, in input order.
    var intents: [[TraceIntents]]
    /// Per engine: the parts (overall, scenarios, devices) holding a trace the engine replays
    /// (`SummaryPopulation.replays`), whose rows are therefore `what-if`.
    var replayedParts: [Set<Part>]
    /// Per engine: each trace's transitions' frame figures, in input order.
    var transitions: [[TraceTransitions]]
    /// Per engine: the flow runs of the traces its population holds, in input order.
    var flowRunsByEngine: [[FlowRun]]
    /// Every analysed trace's flow runs, in input order (flow runs do not depend on the engine).
    package internal(set) var flowRuns: [FlowRun] = []

    package init(engines: [EngineKind], whatIf: Bool = false, flows: [Flow] = [], byDevice: Bool = false) {
        self.engines = engines
        self.whatIf = whatIf
        self.flows = flows
        self.byDevice = byDevice
        intents = engines.map { _ in [] }
        replayedParts = engines.map { _ in [] }
        transitions = engines.map { _ in [] }
        flowRunsByEngine = engines.map { _ in [] }
    }

    /// The scenarios of the traces added so far, sorted by name.
    package var scenarios: [String] { scenarioNames.sorted() }

    /// The devices of the traces added so far (`DeviceGroup.label`), sorted; none without
    /// `--by device`.
    package var devices: [String] { byDevice ? deviceNames.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } : [] }

    /// The number of scenario `name` among those added so far, numbering it when new; -1 for none.
    mutating func scenarioNumber(_ name: String?) -> Int {
        guard let name else { return -1 }
        if let known = scenarioIndex[name] { return known }
        scenarioIndex[name] = scenarioNames.count
        scenarioNames.append(name)
        return scenarioNames.count - 1
    }

    /// The number of a trace's device among those added so far, numbering it when new; -1
    /// without `--by device`, where its label is not even made.
    mutating func deviceNumber(_ device: DeviceGroup) -> Int {
        guard byDevice else { return -1 }
        let label = device.label
        if let known = deviceIndex[label] { return known }
        deviceIndex[label] = deviceNames.count
        deviceNames.append(label)
        return deviceNames.count - 1
    }

    /// Notes that `engines[index]` replays a trace of this scenario and device (the rows of
    /// those parts, and the overall ones, become `what-if`).
    mutating func noteReplay(engine index: Int, scenario: Int, device: Int) {
        replayedParts[index].insert(.overall)
        if scenario >= 0 { replayedParts[index].insert(.scenario(Int32(scenario))) }
        if device >= 0 { replayedParts[index].insert(.device(Int32(device))) }
    }

    /// Whether a trace's own rows for `engine` are `what-if` (`--what-if`, or a trace the engine
    /// replays; `SummaryPopulation`).
    func replaysTrace(recordedWith kind: String?, engine: EngineKind) -> Bool {
        whatIf || SummaryPopulation.replays(recordedWith: kind, engine: engine)
    }

    /// Adds one analysed trace (in input order).
    package mutating func add(_ trace: AnalyzedTrace) {
        let scenario = scenarioNumber(trace.scenario)
        let device = deviceNumber(DeviceGroup(trace.header.device))
        for (index, engine) in engines.enumerated() {
            let scored = CorpusSummarizer.scoredIntents(trace, engine: engine)
            if !scored.isEmpty {
                intents[index].append(
                    TraceIntents(
                        scenario: Int32(scenario), device: Int32(device),
                        intents: SummaryRecords(scored.map(SummarizedIntent.init))))
            }
            for run in trace.runs where run.engine == engine {
                if !run.frames.isEmpty {
                    transitions[index].append(
                        TraceTransitions(
                            scenario: Int32(scenario), device: Int32(device),
                            frames: SummaryRecords(run.frames.map { SummarizedTransition($0) })))
                }
                if SummaryPopulation.replays(recordedWith: trace.recordedWith, engine: engine) {
                    noteReplay(engine: index, scenario: scenario, device: device)
                }
            }
            if !flows.isEmpty, trace.populations.contains(engine) {
                flowRunsByEngine[index] += trace.flowRuns
            }
        }
        flowRuns += trace.flowRuns
    }

    /// Every intent `engine` scored, in input order, read as it is iterated.
    package func scoredIntents(engine: EngineKind) -> some Sequence<SummarizedIntent> {
        (engines.firstIndex(of: engine).map { intents[$0] } ?? []).lazy.flatMap(\.intents)
    }

    /// The text's frame figures of every transition `engine` replayed (`FrameTotals`).
    package func frameTotals(engine: EngineKind) -> FrameTotals {
        guard let index = engines.firstIndex(of: engine) else { return FrameTotals([SummarizedTransition]()) }
        return FrameTotals(transitions[index].lazy.flatMap(\.frames))
    }

    /// The flow rows (`FlowSummarizer`) of every engine, in engine order; none without flows.
    /// Without `intervals`, as `draft(intervals:)`.
    package func flowRows(intervals: Bool = true) -> [SummaryRow] {
        flows.isEmpty
            ? []
            : FlowSummarizer.rows(
                runs: flowRunsByEngine, flows: flows, engines: engines, whatIf: whatIf, intervals: intervals)
    }

    /// The rows of `engine` over the whole corpus, then each scenario (sorted by name); each
    /// scope's goals, each goal's metrics (`CorpusSummarizer`). Without the per-trace rows.
    package func rows(engine: EngineKind) -> [SummaryRow] {
        guard let index = engines.firstIndex(of: engine) else { return [] }
        return SummaryDraft(self, engines: [index]).rows()[0]
    }

    /// Every engine's overall and scenario rows (as `rows(engine:)`, in engine order), their
    /// means' and percentiles' intervals still to be computed, all engines' together
    /// (`SummaryDraft`). Without `intervals`, for an output that shows none: means and
    /// percentiles get none and the draft has no jobs; every row and every other figure is the
    /// same (docs/analysis.md "Uncertainty").
    package func draft(intervals: Bool = true) -> SummaryDraft {
        SummaryDraft(self, engines: Array(engines.indices), intervals: intervals)
    }

    /// The part of the corpus a row covers: all of it, one scenario or one device (by index).
    enum Part: Sendable, Hashable {
        case overall
        case scenario(Int32)
        case device(Int32)
    }

    /// Where a row of `draftRows` comes from: its engine and its part of the corpus.
    struct RowSource: Sendable, Equatable {
        var engine: Int
        var part: Part
    }

    /// The overall, scenario and (`--by device`) device rows of `engines[index]` without
    /// intervals, and where each comes from; without `distributions`, a distribution's row has
    /// none yet (`SummaryDraft` draws it with its intervals).
    func draftRows(engine index: Int, distributions: Bool = true) -> [(row: SummaryRow, source: RowSource)] {
        let engine = engines[index]
        let parts: [Part] =
            [.overall] + scenarios.map { .scenario(Int32(scenarioIndex[$0]!)) }
            + devices.map { .device(Int32(deviceIndex[$0]!)) }
        var rows: [(row: SummaryRow, source: RowSource)] = []
        for part in parts {
            let source = RowSource(engine: index, part: part)
            let scope: SummaryScope =
                switch part {
                case .overall: .overall
                case .scenario(let number): .scenario(scenarioNames[Int(number)])
                case .device(let number): .device(deviceNames[Int(number)])
                }
            let whatIf = whatIf || replayedParts[index].contains(part)
            let intentRows = CorpusSummarizer.scopeDraft(
                engine: engine, scope: scope, intents: intents(source), whatIf: whatIf, withValues: false,
                distributions: distributions
            ).rows
            let frameRows = TransitionFrameSummarizer.draft(
                engine: engine, scope: scope, frames: frames(source), whatIf: whatIf, distributions: distributions
            ).rows
            rows += (intentRows + frameRows).map { ($0, source) }
        }
        return rows
    }

    /// Whether `engine`'s overall rows are `what-if` (`--what-if`, or a trace it replays).
    package func isWhatIf(engine: EngineKind) -> Bool {
        guard let index = engines.firstIndex(of: engine) else { return whatIf }
        return SummaryPopulation.of(engine, whatIf: whatIf, replays: replayedParts[index].contains(.overall)) == .whatIf
    }

    /// The distribution values of a row of `draftRows` (empty for a rate), recomputed.
    func values(of row: SummaryRow, from source: RowSource) -> [Double] {
        guard !row.metric.isRate else { return [] }
        if row.metric == .hitchTimeRatio { return TransitionFrameSummarizer.values(of: frames(source)) }
        let goal = row.goal
        var values: [Double] = []
        for intent in intents(source) where CorpusSummarizer.selects(goal, intent) {
            if let value = CorpusSummarizer.value(row.metric, of: intent) { values.append(value) }
        }
        return values
    }

    /// The intents of a part that a goal's rows read, copied once for the rows that follow one
    /// another (`values(of:from:reusing:)`).
    struct GoalIntents {
        var source: RowSource
        var goal: SummaryGoal
        /// Nil when the goal has more than the copy takes: then each row reads them as iterated.
        var intents: [SummarizedIntent]?
    }

    /// `values(of:from:)`, reading the intents of the row's part and goal from `copied` when it
    /// holds them, and copying them there first when it does not and they are at most `limit`:
    /// the rows of one goal read one copy rather than every trace's intents again.
    func values(
        of row: SummaryRow, from source: RowSource, reusing copied: inout GoalIntents?,
        limit: Int = SummaryDraft.copiedIntents
    ) -> [Double] {
        guard !row.metric.isRate, row.metric != .hitchTimeRatio else { return values(of: row, from: source) }
        if copied?.source != source || copied?.goal != row.goal {
            var intents: [SummarizedIntent] = []
            var fits = true
            for intent in self.intents(source) where CorpusSummarizer.selects(row.goal, intent) {
                fits = intents.count < limit
                guard fits else { break }
                intents.append(intent)
            }
            copied = GoalIntents(source: source, goal: row.goal, intents: fits ? intents : nil)
        }
        guard let intents = copied?.intents else { return values(of: row, from: source) }
        return CorpusSummarizer.values(row.metric, intents)
    }

    /// Whether a trace of this scenario and device belongs to `part`.
    static func contains(_ part: Part, scenario: Int32, device: Int32) -> Bool {
        switch part {
        case .overall: true
        case .scenario(let number): scenario == number
        case .device(let number): device == number
        }
    }

    /// The intents of a part, in input order, read as they are iterated (none copied).
    private func intents(_ source: RowSource) -> some Sequence<SummarizedIntent> {
        intents[source.engine].lazy.filter { Self.contains(source.part, scenario: $0.scenario, device: $0.device) }
            .flatMap(\.intents)
    }

    /// The transitions' frame figures of a part, in input order, read as they are iterated.
    private func frames(_ source: RowSource) -> some Sequence<SummarizedTransition> {
        transitions[source.engine].lazy.filter {
            Self.contains(source.part, scenario: $0.scenario, device: $0.device)
        }.flatMap(\.frames)
    }

    package func traceRows(_ trace: AnalyzedTrace, engine: EngineKind) -> [SummaryRow] {
        guard trace.runs.contains(where: { $0.engine == engine }) else { return [] }
        let whatIf = replaysTrace(recordedWith: trace.recordedWith, engine: engine)
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path),
            intents: CorpusSummarizer.scoredIntents(trace, engine: engine).map(SummarizedIntent.init), whatIf: whatIf)
            + TransitionFrameSummarizer.rows(engine: engine, scope: .trace(trace.path), traces: [trace], whatIf: whatIf)
    }
}
