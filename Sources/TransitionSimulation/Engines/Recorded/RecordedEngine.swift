import GestureRecognition
import TraceModel

/// The recording app's own engine: the trace's `transition` events are the output, with no
/// simulation (DESIGN.md section 5).
///
/// - **Transitions**: one record per transition id: `began` gives `tStart`, `operation` (when
///   absent: present from the source, dismiss from the destination) and `interactive` (default
///   false); `ended` gives `tEnd` and `outcome` (default `completed`). Trigger `"recorded"`, no
///   starting sequence. An event for an id that never began begins it there.
/// - **Timeline** (on the replay frames; an event at t shows from the first frame at or after
///   t): p holds the last reported progress; dp/dt is the change since the previous frame.
///   State: an interactive transition `tracking`, a non-interactive one `animating`; `paused`
///   makes it `tracking`, `reversed` `animating` (the format has no "released" event, so a
///   released interactive transition stays `tracking` until it ends). Between transitions, idle
///   on the side the last one ended on (`completed`: its operation's destination).
/// - **Touch decisions**: the recorded app gives no reasons. A sequence is `accepted` when a
///   reaction (`began`, `paused`, `reversed`, or any event whose progress differs from the last
///   reported one) comes between its down and one frame after the frame of its up (the render
///   latency when longer); its `firstResponse` is that event's time (already a displayed time,
///   so no latency is added). Otherwise it is `ignored` with reason `notAGesture`.
/// - **Emitted events**: the trace's own transition events, unchanged.
public struct RecordedEngine: TransitionEngine {
    public var kind: EngineKind { .recorded }
    public var configuration: EngineConfiguration
    public var recognition: RecognitionConfiguration

    public init(configuration: EngineConfiguration = .default, recognition: RecognitionConfiguration = .default) {
        self.configuration = configuration
        self.recognition = recognition
    }

    public func replay(_ input: ReplayInput) -> ReplayResult {
        var simulation = RecordedSimulation(input: input, configuration: configuration, recognition: recognition)
        return simulation.run(input.events)
    }
}

/// The recorded engine driven incrementally (see `EngineSimulation`): feed it touch and
/// `transition` events in time order.
public struct RecordedSimulation: EngineSimulation {
    private var driver: SimulationDriver<RecordedModel>

    /// A simulation on `clock` (default: the grid of `FrameClock(header:configuration:)`) whose
    /// first frame is the first at or after `startTime` (ms).
    public init(header: TraceHeader, configuration: EngineConfiguration = .default,
                recognition: RecognitionConfiguration = .default, clock: FrameClock? = nil, startTime: Double = 0) {
        driver = SimulationDriver(header: header, configuration: configuration, recognition: recognition,
                                  clock: clock ?? FrameClock(header: header, configuration: configuration),
                                  startTime: startTime)
    }

    /// A simulation for replaying `input`: its clock (`FrameClock(input:configuration:)`), first
    /// frame at its first event.
    public init(input: ReplayInput, configuration: EngineConfiguration = .default,
                recognition: RecognitionConfiguration = .default) {
        self.init(header: input.header, configuration: configuration, recognition: recognition,
                  clock: FrameClock(input: input, configuration: configuration),
                  startTime: input.events.first?.t ?? 0)
    }

    public var kind: EngineKind { .recorded }
    public mutating func feed(_ event: TraceEvent) { driver.feed(event) }
    public mutating func advance(to t: Double) -> [TimelineFrame] { driver.advance(to: t) }
    public mutating func finish() -> [TimelineFrame] { driver.finish(runOutLimit: SimulationDefaults.runOutLimit) }
    public var state: EngineState { driver.state }
    public var progress: Double { driver.progress }
    public var result: ReplayResult { driver.result }
}
