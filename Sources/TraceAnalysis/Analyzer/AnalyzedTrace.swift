import GestureRecognition
import TraceModel
import TransitionSimulation

/// Everything analysis found in one trace: its touch sequences and gestures (engine-independent) and, per engine, the
/// replay, the evidence per touch sequence, the intents and their metrics.
package struct AnalyzedTrace: Sendable {
    /// One engine's view of the trace.
    package struct EngineRun: Sendable {
        package var engine: EngineKind
        /// The replay's decisions and transitions (its timeline and emitted events are dropped
        /// once the intents are measured; `gesturetrace replay` gives them for one trace).
        package var replay: ReplayResult
        package var evidence: [SequenceEvidence]
        package var intents: [IntentMetrics]
        /// Per transition of `replay` (same order): its frame figures (docs/analysis.md "Frames").
        package var frames: [TransitionFrames] = []
        /// When the trace has labels: how well inference (under this engine) matches them.
        package var agreement: InferenceAgreement?
        /// For the recorded engine, whether its answers can be scored (`RecordedCoverage`); nil
        /// for a model. Read from the whole replay, so it holds once the detail is dropped.
        package var recordedCoverage: RecordedCoverage?

        /// Drops what no report reads (`AnalysisOptions.keepsReplayDetail` off): the replay's
        /// decisions, touches and transition steps, the evidence, and each intent's list of
        /// sequences. Every row, summary figure and sample stays the same.
        mutating func dropReplayDetail() {
            replay.decisions = []
            replay.touches = RecognizedTouches()
            for index in replay.transitions.indices { replay.transitions[index].steps = [] }
            evidence = []
            for index in intents.indices { intents[index].intent.sequences = [] }
        }
    }

    /// The path as given.
    package var path: String
    package var header: TraceHeader
    /// `meta.scenario` of the header, when it is a string.
    package var scenario: String?
    package var eventCount: Int
    package var duration: Double
    /// The touch sequences, the gestures and each sequence's gesture: one recognition, which
    /// every engine's replay was fed from. Without `AnalysisOptions.keepsReplayDetail`, no
    /// sequences (`sequenceCount` says how many there were).
    package var touches: RecognizedTouches
    /// The number of touch sequences (`traces.csv`'s `touch_sequences`).
    package var sequenceCount: Int
    /// The engines whose population holds the trace (`SummaryPopulation`: like for like, or
    /// every engine with `--what-if`), in the options' order: the engines it is counted for in
    /// `traces.csv`'s `scored_by`, the text's populations and the flow rows.
    package var populations: [EngineKind]
    /// The replays of the engines of `populations`, in the same order; none when the trace's scene
    /// is one the engines do not model (`SceneKind.other`): such a trace has no intents.
    package var runs: [EngineRun]
    /// How many parts the trace was measured in (`TraceParts`): more than 1 only for a streamed
    /// trace cut where nothing reads across. The reports are the same either way.
    package var parts = 1
    /// The gestures of parts handed over as they were measured
    /// (`TraceAnalyzer.analyze(path:header:streaming:options:progress:handingOver:)`): then the
    /// runs' lists and `touches` are empty, and this counts what the parts had. Nil otherwise.
    package var handedOverGestures: Int?
    /// The runs of each flow of the options (`--flows`), flow by flow in definition order: from
    /// the same recognition, engine-independent (docs/flows.md).
    package var flowRuns: [FlowRun] = []

    /// What the trace was recorded against: `header.engine.kind`, nil when the header says nothing.
    package var recordedWith: String? { header.engine?.kind }

    package var sequences: [TouchSequence] { touches.sequences }
    package var gestures: [Gesture] { touches.gestures }
    /// The number of gestures (`traces.csv`'s `gestures`), handed over or not.
    package var gestureCount: Int { handedOverGestures ?? touches.gestures.count }
    /// Whether the trace's parts were handed over as they were measured, so that its runs hold
    /// no intents, transitions or frames (their counts and agreement stay).
    package var isHandedOver: Bool { handedOverGestures != nil }
}
