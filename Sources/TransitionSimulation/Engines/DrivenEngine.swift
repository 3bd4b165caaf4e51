import GestureRecognition
import TraceModel

/// One engine's rules named as a type: the parameter that makes `DrivenEngine` and
/// `DrivenSimulation` the fluid, legacy or recorded engine (`FluidEngine` is
/// `DrivenEngine<FluidRules>`, `FluidSimulation` is `DrivenSimulation<FluidRules>`, and so on),
/// so that one piece of code serves all three.
///
/// The rules themselves are internal models (`FluidModel`, `LegacyModel`, `RecordedModel`),
/// chosen by `kind`; they stay internal because their protocol speaks of the replay's internal
/// bookkeeping. A conformance outside this module only names an engine again: `kind` decides
/// which model runs.
public protocol EngineRules: Sendable {
    /// The engine whose rules these are.
    static var kind: EngineKind { get }
}

/// An engine whose batch replay is its `DrivenSimulation` run over the whole trace, so batch and
/// closed-loop results cannot diverge. Used through `FluidEngine`, `LegacyEngine` and
/// `RecordedEngine`, which document each engine's rules.
public struct DrivenEngine<Rules: EngineRules>: TransitionEngine {
    public var kind: EngineKind { Rules.kind }
    public var configuration: EngineConfiguration
    public var recognition: RecognitionConfiguration

    public init(configuration: EngineConfiguration = .default, recognition: RecognitionConfiguration = .default) {
        self.configuration = configuration
        self.recognition = recognition
    }

    public func replay(_ input: ReplayInput) -> ReplayResult {
        var simulation = DrivenSimulation<Rules>(input: input, configuration: configuration, recognition: recognition)
        return simulation.run(input.events)
    }
}

/// An engine driven incrementally (see `EngineSimulation`): the shared frame driver
/// (`SimulationDriver`) running the model of `Rules.kind`. Used through `FluidSimulation`,
/// `LegacySimulation` and `RecordedSimulation`.
public struct DrivenSimulation<Rules: EngineRules>: EngineSimulation {
    private var driver: any SimulationDriving

    /// A simulation on `clock` (default: the grid of `FrameClock(header:configuration:)`) whose
    /// first frame is the first at or after `startTime` (ms).
    public init(
        header: TraceHeader, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration = .default, clock: FrameClock? = nil, startTime: Double = 0
    ) {
        driver = Rules.kind.driver(
            header: header, configuration: configuration, recognition: recognition,
            clock: clock ?? FrameClock(header: header, configuration: configuration),
            startTime: startTime)
    }

    /// A simulation for replaying `input`: its clock (`FrameClock(input:configuration:)`), first
    /// frame at its first event.
    public init(
        input: ReplayInput, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration = .default
    ) {
        self.init(
            header: input.header, configuration: configuration, recognition: recognition,
            clock: FrameClock(input: input, configuration: configuration),
            startTime: input.events.first?.t ?? 0)
    }

    public var kind: EngineKind { Rules.kind }
    public mutating func feed(_ event: TraceEvent) { driver.feed(event) }
    public mutating func advance(to t: Double) -> [TimelineFrame] { driver.advance(to: t) }
    public mutating func finish() -> [TimelineFrame] { driver.finish(runOutLimit: SimulationDefaults.runOutLimit) }
    public var state: EngineState { driver.state }
    public var progress: Double { driver.progress }
    public var result: ReplayResult { driver.result }
}

/// A `SimulationDriver` whatever its model: what `DrivenSimulation` holds.
protocol SimulationDriving: Sendable {
    mutating func feed(_ event: TraceEvent)
    mutating func advance(to t: Double) -> [TimelineFrame]
    mutating func finish(runOutLimit: Double) -> [TimelineFrame]
    var state: EngineState { get }
    var progress: Double { get }
    var result: ReplayResult { get }
}

extension SimulationDriver: SimulationDriving {}

extension EngineKind {
    /// The frame driver running this engine's model.
    func driver(
        header: TraceHeader, configuration: EngineConfiguration, recognition: RecognitionConfiguration,
        clock: FrameClock, startTime: Double
    ) -> any SimulationDriving {
        switch self {
        case .fluid:
            SimulationDriver<FluidModel>(
                header: header, configuration: configuration, recognition: recognition,
                clock: clock, startTime: startTime)
        case .legacy:
            SimulationDriver<LegacyModel>(
                header: header, configuration: configuration, recognition: recognition,
                clock: clock, startTime: startTime)
        case .recorded:
            SimulationDriver<RecordedModel>(
                header: header, configuration: configuration, recognition: recognition,
                clock: clock, startTime: startTime)
        }
    }
}
