import TraceAnalysis
import TransitionSimulation

extension PartialRecognition {
    /// The recognition and engine options of a run as its partial keeps them: `--platform`, the
    /// thresholds and `--velocity` as given, `--infer-intents`, and a digest of the engine
    /// configuration (`--config`'s values, then `--refresh-hz`; none for the defaults).
    init(_ options: RecognitionOptions, engineConfiguration: EngineConfiguration, inferIntents: Bool) {
        self.init(
            platform: options.platformOption.platform, tapSlop: options.tapSlop, panSlop: options.panSlop,
            longPressMs: options.longPressMs, longPressSlop: options.longPressSlop,
            swipeDistance: options.swipeDistance, velocity: options.velocity, inferIntents: inferIntents,
            engineConfiguration: engineConfiguration == .default
                ? nil : Self.digest(String(reflecting: engineConfiguration)))
    }
}
