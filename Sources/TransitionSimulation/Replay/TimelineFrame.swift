/// One frame of an engine's timeline: what the screen shows at that refresh.
public struct TimelineFrame: Sendable, Hashable {
    /// The frame time (ms).
    public var t: Double
    public var state: EngineState
    /// Forward progress p in [0, 1]: 0 = source fully shown, 1 = destination fully shown.
    public var progress: Double
    /// dp/dt in progress units per second (multiply by the transition distance for pt/s).
    public var velocity: Double
    /// The transition in flight in this frame, if any.
    public var transitionId: TransitionID?
    /// Whole refresh periods this frame is presented late because the engine's work in it overran
    /// the period (docs/engines.md "Frame cost"); 0 on time.
    public var latePeriods: Int = 0

    public init(t: Double, state: EngineState, progress: Double, velocity: Double, transitionId: TransitionID? = nil) {
        self.t = t
        self.state = state
        self.progress = progress
        self.velocity = velocity
        self.transitionId = transitionId
    }
}
