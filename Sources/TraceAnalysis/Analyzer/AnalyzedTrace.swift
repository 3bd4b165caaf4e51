import GestureRecognition
import TraceModel
import TransitionSimulation

/// Everything analysis found in one trace: its gestures (engine-independent) and, per engine, the
/// replay, the evidence per touch sequence, the intents and their metrics.
public struct AnalyzedTrace: Sendable {
    /// One engine's view of the trace.
    public struct EngineRun: Sendable {
        public var engine: EngineKind
        /// The replay's decisions and transitions (its timeline and emitted events are dropped
        /// once the intents are measured; `gesturetrace replay` gives them for one trace).
        public var replay: ReplayResult
        public var evidence: [SequenceEvidence]
        public var intents: [IntentMetrics]
        /// When the trace has labels: how well inference (under this engine) matches them.
        public var agreement: InferenceAgreement?
    }

    /// The path as given.
    public var path: String
    public var header: TraceHeader
    /// `meta.scenario` of the header, when it is a string.
    public var scenario: String?
    public var eventCount: Int
    public var duration: Double
    public var sequences: [TouchSequence]
    public var gestures: [Gesture]
    public var runs: [EngineRun]
}
