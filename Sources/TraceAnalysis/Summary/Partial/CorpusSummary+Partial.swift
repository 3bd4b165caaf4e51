import TransitionSimulation

extension CorpusSummary {
    /// Adds one trace of a summary partial (in the partial's order), as `add(_:)` adds the
    /// analysed trace it came from: the same intents, transitions, flow runs and scenario.
    public mutating func add(_ trace: PartialTrace) {
        guard trace.failure == nil else { return }
        let scenario = scenarioNumber(trace.scenario)
        for (index, engine) in engines.enumerated() {
            for share in trace.shares where share.engine == engine {
                for intent in share.intents { intents[index].append((intent, Int32(scenario))) }
                transitions[index] += share.frames.map { frame in
                    var frame = frame
                    frame.scenario = Int32(scenario)
                    return frame
                }
            }
            if !flows.isEmpty, trace.populations.contains(engine) {
                flowRunsByEngine[index] += trace.flowRuns
            }
        }
        flowRuns += trace.flowRuns
    }

    /// The per-trace rows of a partial's trace, as `traceRows(_:engine:)` gives them for the
    /// analysed trace it came from.
    public func traceRows(_ trace: PartialTrace, engine: EngineKind) -> [SummaryRow] {
        let shares = trace.shares.filter { $0.engine == engine }
        guard !shares.isEmpty else { return [] }
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path), intents: shares.flatMap(\.intents), whatIf: whatIf)
            + TransitionFrameSummarizer.rows(
                engine: engine, scope: .trace(trace.path), frames: shares.flatMap(\.frames), whatIf: whatIf)
    }
}
