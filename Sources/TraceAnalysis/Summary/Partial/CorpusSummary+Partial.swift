import TransitionSimulation

extension CorpusSummary {
    /// Adds one trace of a summary partial (in the partial's order), as `add(_:)` adds the
    /// analysed trace it came from: the same intents, transitions, flow runs and scenario.
    package mutating func add(_ trace: PartialTrace) {
        guard trace.failure == nil else { return }
        let scenario = scenarioNumber(trace.scenario)
        let device = deviceNumber(trace.device)
        for (index, engine) in engines.enumerated() {
            for share in trace.shares where share.engine == engine {
                if !share.intents.isEmpty {
                    intents[index].append(
                        TraceIntents(
                            scenario: Int32(scenario), device: Int32(device), intents: SummaryRecords(share.intents)))
                }
                if !share.frames.isEmpty {
                    transitions[index].append(
                        TraceTransitions(
                            scenario: Int32(scenario), device: Int32(device), frames: SummaryRecords(share.frames)))
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

    /// The per-trace rows of a partial's trace, as `traceRows(_:engine:)` gives them for the
    /// analysed trace it came from.
    package func traceRows(_ trace: PartialTrace, engine: EngineKind) -> [SummaryRow] {
        let shares = trace.shares.filter { $0.engine == engine }
        guard !shares.isEmpty else { return [] }
        let whatIf = replaysTrace(recordedWith: trace.recordedWith, engine: engine)
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path), intents: shares.flatMap(\.intents), whatIf: whatIf)
            + TransitionFrameSummarizer.rows(
                engine: engine, scope: .trace(trace.path), frames: shares.flatMap(\.frames), whatIf: whatIf)
    }
}
