import TraceModel

/// An engine driven incrementally, for closed-loop use: a simulated user feeds touch events one at
/// a time, lets time pass, and reacts to the frames the engine shows.
///
/// - Events must be fed in time order (`t` never decreasing). Feeding an event at t renders the
///   frames before the frame it is applied in (the first frame t_k ≥ t, DESIGN.md section 5);
///   frames are otherwise produced lazily, by `advance(to:)` and `finish()`.
/// - `advance(to:)` renders every frame with t_k ≤ t and returns the frames rendered since the
///   previous `advance(to:)` or `finish()` (including those rendered while feeding). An event fed
///   after its frame was rendered is applied in the next frame: feed before advancing past it.
/// - `state` and `progress` are those of the latest rendered frame (what the screen shows).
/// - `result` is the replay so far; a touch sequence still undecided carries the reason it would
///   get if the input ended now.
///
/// Batch replay (`TransitionEngine.replay(_:)`) is this API run over a whole trace (`run(_:)`),
/// so batch and closed-loop results cannot diverge.
public protocol EngineSimulation: Sendable {
    /// Which engine this is.
    var kind: EngineKind { get }
    /// Applies one event (touch; `transition` for the recorded engine; others only pass time).
    mutating func feed(_ event: TraceEvent)
    /// Renders the frames up to `t` (ms) and returns those not returned yet.
    mutating func advance(to t: Double) -> [TimelineFrame]
    /// Renders through the frame of the last event, then on while the engine moves on its own
    /// (a settling spring, an animation), at most `SimulationDefaults.runOutLimit` past the last
    /// event; returns the frames not returned yet.
    mutating func finish() -> [TimelineFrame]
    /// The state in the latest rendered frame (the initial idle side before any).
    var state: EngineState { get }
    /// The progress in the latest rendered frame.
    var progress: Double { get }
    /// Everything produced so far.
    var result: ReplayResult { get }
}

extension EngineSimulation {
    /// Feeds every event, finishes, and returns the result: batch replay.
    public mutating func run(_ events: [TraceEvent]) -> ReplayResult {
        for event in events { feed(event) }
        _ = finish()
        return result
    }
}

/// Defaults shared by the simulations.
public enum SimulationDefaults {
    /// How long (ms) `finish()` keeps rendering after the last event while the engine is still
    /// in motion: 10 s, far beyond any settle (a 0.4 s critically damped spring rests within 1 s;
    /// a legacy animation lasts 0.35 s), so it only bounds pathological configurations.
    public static let runOutLimit = 10_000.0
}

extension FrameClock {
    /// The clock of a simulation fed incrementally, which cannot know a trace's future `frame`
    /// events: a grid at `display.refreshHz` when set, else at the header's `device.refreshHz`.
    public init(header: TraceHeader, configuration: EngineConfiguration) {
        self.init(
            refreshHz: configuration.display.refreshHz ?? header.device.refreshHz,
            renderLatencyFrames: configuration.display.renderLatencyFrames)
    }
}
