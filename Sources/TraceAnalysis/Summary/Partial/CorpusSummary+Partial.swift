import TransitionSimulation

extension CorpusSummary {
    /// One share's intents and transitions as the summary keeps them: the share's own, or
    /// records spilled for it (`SummaryRecords`, a long trace's).
    package typealias ShareRecords = (
        intents: SummaryRecords<SummarizedIntent>, frames: SummaryRecords<SummarizedTransition>
    )

    /// Adds one trace of a summary partial (in the partial's order), as `add(_:)` adds the
    /// analysed trace it came from: the same intents, transitions, flow runs and scenario.
    /// `records`, parallel to its shares, holds their intents and transitions when the shares
    /// do not (a long trace whose parts were spilled as they were measured).
    package mutating func add(_ trace: PartialTrace, records: [ShareRecords]? = nil) {
        guard trace.failure == nil else { return }
        let scenario = scenarioNumber(trace.scenario)
        let device = deviceNumber(trace.device)
        for (index, engine) in engines.enumerated() {
            for (position, share) in trace.shares.enumerated() where share.engine == engine {
                let (shareIntents, shareFrames) = Self.records(of: share, at: position, in: records)
                if !shareIntents.isEmpty {
                    intents[index].append(
                        TraceIntents(scenario: Int32(scenario), device: Int32(device), intents: shareIntents))
                }
                if !shareFrames.isEmpty {
                    transitions[index].append(
                        TraceTransitions(scenario: Int32(scenario), device: Int32(device), frames: shareFrames))
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
    /// analysed trace it came from; `records` as in `add(_:records:)`.
    package func traceRows(_ trace: PartialTrace, engine: EngineKind, records: [ShareRecords]? = nil) -> [SummaryRow] {
        let chosen = trace.shares.indices.filter { trace.shares[$0].engine == engine }
        guard !chosen.isEmpty else { return [] }
        let whatIf = replaysTrace(recordedWith: trace.recordedWith, engine: engine)
        let shareRecords = chosen.map { Self.records(of: trace.shares[$0], at: $0, in: records) }
        return CorpusSummarizer.scopeRows(
            engine: engine, scope: .trace(trace.path), intents: shareRecords.lazy.flatMap(\.intents), whatIf: whatIf)
            + TransitionFrameSummarizer.rows(
                engine: engine, scope: .trace(trace.path), frames: shareRecords.lazy.flatMap(\.frames), whatIf: whatIf)
    }

    private static func records(
        of share: PartialTrace.EngineShare, at position: Int, in records: [ShareRecords]?
    ) -> ShareRecords {
        if let records, position < records.count { return records[position] }
        return (SummaryRecords(share.intents), SummaryRecords(share.frames))
    }
}
