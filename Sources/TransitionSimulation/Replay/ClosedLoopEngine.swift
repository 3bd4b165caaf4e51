import GestureRecognition
import TraceModel

/// An engine driven incrementally, for closed-loop use: a simulated user feeds touch events one at
/// a time, lets time pass, and reacts to the frames the engine shows. The model is chosen by
/// `kind` (docs/engines.md has each engine's rules).
///
/// - Events must be fed in time order (`t` never decreasing). Feeding an event at t renders the
///   frames before the frame it is applied in (the first frame t_k ≥ t, docs/engines.md
///   "Scene and time"); frames are otherwise produced lazily, by `advance(to:)` and `finish()`.
/// - `advance(to:)` renders every frame with t_k ≤ t and returns the frames rendered since the
///   previous `advance(to:)` or `finish()` (including those rendered while feeding). An event fed
///   after its frame was rendered is applied in the next frame: feed before advancing past it.
/// - `state` and `progress` are those of the latest rendered frame (what the screen shows).
/// - `result` is the replay so far; a touch sequence still undecided carries the reason it would
///   get if the input ended now.
///
/// Batch replay (`TransitionEngine.replay(_:)`) runs the same driver over a whole trace, so
/// batch and closed-loop results cannot diverge.
package struct ClosedLoopEngine: Sendable {
    /// How long (ms) `finish()` keeps rendering after the last event while the engine is still
    /// in motion: 10 s, far beyond any settle (a 0.4 s critically damped spring rests within 1 s;
    /// a legacy animation lasts 0.35 s), so it only bounds pathological configurations.
    package static let runOutLimit = 10_000.0

    /// Which engine this is.
    package let kind: EngineKind
    private var driver: any EngineDriving

    /// A simulation of `kind` on `clock` (default: the grid of `FrameClock(header:configuration:)`)
    /// whose first frame is the first at or after `startTime` (ms).
    package init(
        _ kind: EngineKind, header: TraceHeader, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration, clock: FrameClock? = nil, startTime: Double = 0
    ) {
        self.kind = kind
        let clock = clock ?? FrameClock(header: header, configuration: configuration)
        switch kind {
        case .fluid:
            driver = EngineDriver<FluidModel>(
                header: header, configuration: configuration, recognition: recognition, clock: clock,
                startTime: startTime)
        case .legacy:
            driver = EngineDriver<LegacyModel>(
                header: header, configuration: configuration, recognition: recognition, clock: clock,
                startTime: startTime)
        case .recorded:
            driver = EngineDriver<RecordedModel>(
                header: header, configuration: configuration, recognition: recognition, clock: clock,
                startTime: startTime)
        }
    }

    /// Applies one event (touch; `transition` for the recorded engine; others only pass time).
    package mutating func feed(_ event: TraceEvent) { driver.feed(event) }
    /// Renders the frames up to `t` (ms) and returns those not returned yet.
    package mutating func advance(to t: Double) -> [TimelineFrame] { driver.advance(to: t) }
    /// Renders through the frame of the last event, then on while the engine moves on its own
    /// (a settling spring, an animation), at most `runOutLimit` past the last event; returns the
    /// frames not returned yet.
    package mutating func finish() -> [TimelineFrame] { driver.finish(runOutLimit: Self.runOutLimit) }
    /// The state in the latest rendered frame (the initial idle side before any).
    package var state: EngineState { driver.state }
    /// The progress in the latest rendered frame.
    package var progress: Double { driver.progress }
    /// Everything produced so far.
    package var result: ReplayResult { driver.result }
}

/// A `EngineDriver` whatever its model: what `ClosedLoopEngine` holds.
protocol EngineDriving: Sendable {
    mutating func feed(_ event: TraceEvent)
    mutating func advance(to t: Double) -> [TimelineFrame]
    mutating func finish(runOutLimit: Double) -> [TimelineFrame]
    var state: EngineState { get }
    var progress: Double { get }
    var result: ReplayResult { get }
}

extension EngineDriver: EngineDriving {}
