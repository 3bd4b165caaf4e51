import TraceModel
import TransitionSimulation

/// One trace's share of a summary partial (`SummaryPartial`, docs/scale-out.md): everything the
/// overall, scenario and per-trace rows of `summary.csv`, the text tables, the failure lines and
/// `report.html` (`ReportSamples`) need of it, and nothing the per-row report files need. A failed
/// trace keeps its path and first error, so a merge reports it as one run would.
package struct PartialTrace: Sendable {
    /// What one engine's replay of the trace adds.
    package struct EngineShare: Sendable {
        package var engine: EngineKind
        /// Every intent the engine found (the text's intent count), scored or not.
        package var intentCount: Int
        /// Inferred against labelled intents; nil when the trace had no labels.
        package var agreement: InferenceAgreement?
        /// The intents the engine scored (none from a recorded run that cannot be scored).
        package var intents: [SummarizedIntent]
        /// Each scored intent's id, parallel to `intents` (`report.html`'s worst intents).
        package var intentIds: [String]
        /// The frame figures of every transition it replayed, in order.
        package var frames: [SummarizedTransition]
    }

    /// The path as given to `analyze`: the trace's key in a merge (`PartialTraceOrder`).
    package var path: String
    /// The first error of a trace that could not be read or is invalid; nil when analysed.
    package var failure: String?
    package var scenario: String?
    /// The device it was recorded on (`--by device`).
    package var device = DeviceGroup(DeviceInfo())
    /// `header.engine.kind`; nil without one.
    package var recordedWith: String?
    /// Its scene is one the engines do not model (`SceneKind.other`).
    package var otherScene = false
    /// A recorded run could not be scored (touches but no `transition` events).
    package var unscored = false
    /// The engines whose populations hold it.
    package var populations: [EngineKind] = []
    /// The engines that replayed it, in the run's engine order.
    package var shares: [EngineShare] = []
    package var flowRuns: [FlowRun] = []

    /// A trace that could not be analysed.
    package init(path: String, failure: String) {
        self.path = path
        self.failure = failure
    }

    /// An empty analysed trace, filled in by a reader.
    init(path: String) { self.path = path }

    /// The share of an analysed trace.
    package init(_ trace: AnalyzedTrace) {
        path = trace.path
        scenario = trace.scenario
        device = DeviceGroup(trace.header.device)
        recordedWith = trace.recordedWith
        otherScene = !trace.header.scene.hasModelledTransition
        unscored = trace.runs.contains { $0.recordedCoverage == .noTransitionEvents }
        populations = trace.populations
        shares = trace.runs.map { run in
            let scored = run.recordedCoverage == .noTransitionEvents ? [] : run.intents
            return EngineShare(
                engine: run.engine, intentCount: run.intents.count, agreement: run.agreement,
                intents: scored.map(SummarizedIntent.init), intentIds: scored.map(\.intent.id),
                frames: run.frames.map { SummarizedTransition($0) })
        }
        flowRuns = trace.flowRuns
    }
}
