import GestureRecognition
import TraceAnalysis
import TransitionSimulation

extension PartialRecognition {
    /// The recognition and engine options of a run as its partial keeps them: `--platform`, the
    /// thresholds and `--velocity` as given (`RecognitionPolicy`), `--infer-intents`, and a digest
    /// of the engine configuration (`--config`'s values, then `--refresh-hz`; none for the defaults).
    package init(_ policy: RecognitionPolicy, engineConfiguration: EngineConfiguration, inferIntents: Bool) {
        self.init(
            policy: policy, inferIntents: inferIntents,
            engineConfiguration: engineConfiguration == .default
                ? nil : Self.digest(String(reflecting: engineConfiguration)))
    }
}
