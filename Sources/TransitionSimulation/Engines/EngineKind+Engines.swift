import GestureRecognition
import TraceModel

extension EngineKind {
    /// The engine of this kind with `configuration`.
    public func engine(
        configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration = .default
    ) -> any TransitionEngine {
        switch self {
        case .fluid: FluidEngine(configuration: configuration, recognition: recognition)
        case .legacy: LegacyEngine(configuration: configuration, recognition: recognition)
        case .recorded: RecordedEngine(configuration: configuration, recognition: recognition)
        }
    }

    /// A fresh simulation of this kind, for closed-loop use.
    public func simulation(
        header: TraceHeader, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration = .default, clock: FrameClock? = nil,
        startTime: Double = 0
    ) -> any EngineSimulation {
        switch self {
        case .fluid:
            FluidSimulation(
                header: header, configuration: configuration, recognition: recognition,
                clock: clock, startTime: startTime)
        case .legacy:
            LegacySimulation(
                header: header, configuration: configuration, recognition: recognition,
                clock: clock, startTime: startTime)
        case .recorded:
            RecordedSimulation(
                header: header, configuration: configuration, recognition: recognition,
                clock: clock, startTime: startTime)
        }
    }
}
