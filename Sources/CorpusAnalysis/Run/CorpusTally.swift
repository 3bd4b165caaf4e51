import TraceAnalysis
import TransitionSimulation

/// The counts of a corpus run, one definition for the traces `analyze` and `gate` read and for
/// the traces of summary partials (`merge`, `gate --partial`; docs/scale-out.md), so that both
/// print the same text: traces given, analysed and failed, what the engines scored and the
/// findings.
package struct CorpusTally {
    /// One trace as the tally reads it, from an analysed trace or from a partial's block.
    package struct Entry {
        /// What one engine's replay adds.
        package struct Share {
            package var engine: EngineKind
            package var intentCount: Int
            package var agreement: InferenceAgreement?
        }

        package var path: String
        /// The first error of a trace that could not be read or is invalid.
        package var failure: String?
        package var scenario: String?
        package var recordedWith = RecordedWith.absent
        package var otherScene = false
        package var unscored = false
        package var populations: [EngineKind] = []
        package var shares: [Share] = []
        package var findings = FindingSet()

        /// An analysed trace, or one that failed.
        package init(_ entry: TraceTable.Entry, engines: [EngineKind]) {
            switch entry {
            case .failed(let failure):
                path = failure.path
                self.failure = failure.reason
            case .loaded(let trace):
                path = trace.path
                scenario = trace.scenario
                recordedWith = RecordedWith(header: trace.recordedWith)
                otherScene = !trace.header.scene.hasModelledTransition
                unscored = trace.runs.contains { $0.recordedCoverage == .noTransitionEvents }
                populations = trace.populations
                shares = trace.runs.map {
                    Share(engine: $0.engine, intentCount: $0.intents.count, agreement: $0.agreement)
                }
                findings = FindingSet.of(trace, engines: engines)
            }
        }

        /// A trace of a summary partial.
        package init(_ trace: PartialTrace, engines: [EngineKind]) {
            path = trace.path
            failure = trace.failure
            guard failure == nil else { return }
            scenario = trace.scenario
            recordedWith = RecordedWith(header: trace.recordedWith)
            otherScene = trace.otherScene
            unscored = trace.unscored
            populations = trace.populations
            shares = trace.shares.map { Share(engine: $0.engine, intentCount: $0.intentCount, agreement: $0.agreement) }
            findings = FindingSet.of(trace, engines: engines)
        }
    }

    /// The engines, in the run's order.
    package let engines: [EngineKind]
    /// Traces given (after `--recorded-with`), analysed or failed.
    package var traceCount = 0
    package var analysedCount = 0
    /// Analysed traces whose scene the engines do not model (`SceneKind.other`): recognized and
    /// walked through the flows, replayed by no engine.
    package var otherSceneCount = 0
    /// The traces that could not be read or are invalid, in input order, each with its first error.
    package var failedTraces: [TraceTable.Failure] = []
    /// Traces that the recorded engine could not score (touches but no `transition` events).
    package var unscoredPaths: [String] = []
    /// Per engine, in `engines` order.
    package var perEngine: [EngineTally]
    /// What went wrong, with its evidence, in input order (the text's findings).
    package var findings = FindingSet()

    package init(engines: [EngineKind]) {
        self.engines = engines
        perEngine = engines.map { _ in EngineTally() }
    }

    /// Counts one trace. A sum that would overflow is an error (`SummaryPartialError` of the
    /// trace's block, exit 65 for a partial), never a trap.
    package mutating func add(_ entry: Entry) throws(SummaryPartialError) {
        traceCount += 1
        if let failure = entry.failure {
            failedTraces.append(TraceTable.Failure(path: entry.path, reason: failure))
            return
        }
        analysedCount += 1
        if entry.otherScene { otherSceneCount += 1 }
        findings.merge(entry.findings)
        if entry.unscored { unscoredPaths.append(entry.path) }
        for (index, engine) in engines.enumerated() where entry.populations.contains(engine) {
            perEngine[index].scored += 1
            perEngine[index].recordedWith[entry.recordedWith, default: 0] += 1
            guard let share = entry.shares.first(where: { $0.engine == engine }) else { continue }
            perEngine[index].intents = try Self.sum(perEngine[index].intents, share.intentCount, "intent count")
            if let agreement = share.agreement,
                !perEngine[index].add(agreement: (agreement.intents, agreement.sequences), scenario: entry.scenario)
            {
                throw SummaryPartialError(file: "", line: 1, "agreement: the merged counts overflow")
            }
        }
    }

    /// `a + b`, or an error naming `field` when the sum overflows.
    private static func sum(_ a: Int, _ b: Int, _ field: String) throws(SummaryPartialError) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        guard !overflow else {
            throw SummaryPartialError(file: "", line: 1, "\(field): \(b) more overflows the total of \(a)")
        }
        return total
    }
}
