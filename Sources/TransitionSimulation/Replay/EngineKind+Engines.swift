import GestureRecognition
import TraceModel

extension EngineKind {
    /// The engine of this kind with `configuration`, for batch replay.
    package func engine(
        configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration
    ) -> TransitionEngine {
        TransitionEngine(self, configuration: configuration, recognition: recognition)
    }

    /// A fresh simulation of this kind, for closed-loop use.
    package func simulation(
        header: TraceHeader, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration, clock: FrameClock? = nil,
        startTime: Double = 0
    ) -> ClosedLoopEngine {
        ClosedLoopEngine(
            self, header: header, configuration: configuration, recognition: recognition, clock: clock,
            startTime: startTime)
    }
}
