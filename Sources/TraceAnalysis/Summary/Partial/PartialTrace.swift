import TraceModel
import TransitionSimulation

/// One trace's share of a summary partial (`SummaryPartial`, docs/scale-out.md): everything the
/// overall, scenario and per-trace rows of `summary.csv`, the text tables, the failure lines and
/// `report.html` (`ReportSamples`) need of it, and nothing the per-row report files need. A failed
/// trace keeps its path and first error, so a merge reports it as one run would.
public struct PartialTrace: Sendable {
    /// What one engine's replay of the trace adds.
    public struct EngineShare: Sendable {
        public var engine: EngineKind
        /// Every intent the engine found (the text's intent count), scored or not.
        public var intentCount: Int
        /// Inferred against labelled intents; nil when the trace had no labels.
        public var agreement: InferenceAgreement?
        /// The intents the engine scored (none from a recorded run that cannot be scored).
        public var intents: [SummarizedIntent]
        /// Each scored intent's id, parallel to `intents` (`report.html`'s worst intents).
        public var intentIds: [String]
        /// The frame figures of every transition it replayed, in order.
        package var frames: [SummarizedTransition]
    }

    /// The path as given to `analyze`: the trace's key in a merge (`PartialTraceOrder`).
    public var path: String
    /// The first error of a trace that could not be read or is invalid; nil when analysed.
    public var failure: String?
    public var scenario: String?
    /// The device it was recorded on (`--by device`).
    public var device = DeviceGroup(DeviceInfo())
    /// `header.engine.kind`; nil without one.
    public var recordedWith: String?
    /// Its scene is one the engines do not model (`SceneKind.other`).
    public var otherScene = false
    /// A recorded run could not be scored (touches but no `transition` events).
    public var unscored = false
    /// The engines whose populations hold it.
    public var populations: [EngineKind] = []
    /// The engines that replayed it, in the run's engine order.
    public var shares: [EngineShare] = []
    public var flowRuns: [FlowRun] = []

    /// A trace that could not be analysed.
    public init(path: String, failure: String) {
        self.path = path
        self.failure = failure
    }

    /// An empty analysed trace, filled in by a reader.
    init(path: String) { self.path = path }

    /// The share of an analysed trace.
    public init(_ trace: AnalyzedTrace) {
        path = trace.path
        scenario = trace.scenario
        device = DeviceGroup(trace.header.device)
        recordedWith = trace.recordedWith
        otherScene = !trace.header.scene.hasModelledTransition
        unscored = trace.runs.contains { $0.replay.recordedCoverage == .noTransitionEvents }
        populations = trace.populations
        shares = trace.runs.map { run in
            let scored = run.replay.recordedCoverage == .noTransitionEvents ? [] : run.intents
            return EngineShare(
                engine: run.engine, intentCount: run.intents.count, agreement: run.agreement,
                intents: scored.map(SummarizedIntent.init), intentIds: scored.map(\.intent.id),
                frames: run.frames.map { SummarizedTransition($0) })
        }
        flowRuns = trace.flowRuns
    }
}
