import GestureRecognition
import TransitionSimulation

/// What `TraceAnalyzer` does with each trace.
package struct AnalysisOptions: Sendable, Hashable {
    /// The engines to replay against, in report order (default: legacy then fluid, the
    /// side-by-side of the product's main job).
    package var engines: [EngineKind]
    package var engineConfiguration: EngineConfiguration
    package var recognition: RecognitionConfiguration
    /// Infer intents even when the trace has `intent` labels (to check inference against them).
    package var inferIntents: Bool
    /// Replay every trace against every engine, whatever it was recorded against (`--what-if`).
    /// Off: each model engine scores only the traces recorded against it, plus those recorded
    /// against an unknown engine (`SummaryPopulation`); `recorded` scores every trace.
    package var whatIf: Bool
    /// The flows each trace is walked through (`--flows`, docs/flows.md); empty: none.
    package var flows: [Flow]
    /// Whether the analysed trace keeps what the reports never read: each engine's touch
    /// decisions, each touch sequence's evidence, the transitions' steps, the intents' lists of
    /// sequences and the touch sequences themselves (`AnalyzedTrace.sequenceCount` stays). On by
    /// default, for whoever asks the analysis why; a corpus run turns it off, so that what one
    /// trace holds until its rows are written is only what they are made of (docs/performance.md
    /// "A long trace"). The reports are the same either way.
    package var keepsReplayDetail: Bool
    /// A streamed trace is measured in parts of at least this many touch sequences, where a part
    /// can end (`TraceParts`); the reports are the same whatever it is. 512 by default: a part
    /// then holds a few hundred kilobytes, and starting the replays again costs nothing that
    /// shows. A corpus run takes `GESTURETRACE_PART_SEQUENCES` when set (the tests cut at every
    /// point that can be one, with 1).
    package var partSequences: Int
    package static let defaultPartSequences = 512

    package static let defaultEngines: [EngineKind] = [.legacy, .fluid]

    /// - Parameter recognition: the rules and thresholds the touches are recognized with; no
    ///   default, so that every caller says whose (a corpus run asks `RecognitionPolicy` per trace).
    package init(
        recognition: RecognitionConfiguration, engines: [EngineKind] = AnalysisOptions.defaultEngines,
        engineConfiguration: EngineConfiguration = .default, inferIntents: Bool = false, whatIf: Bool = false,
        flows: [Flow] = [], keepsReplayDetail: Bool = true, partSequences: Int = AnalysisOptions.defaultPartSequences
    ) {
        self.keepsReplayDetail = keepsReplayDetail
        self.partSequences = partSequences
        self.flows = flows
        self.whatIf = whatIf
        self.engines = engines
        self.engineConfiguration = engineConfiguration
        self.recognition = recognition
        self.inferIntents = inferIntents
    }
}
