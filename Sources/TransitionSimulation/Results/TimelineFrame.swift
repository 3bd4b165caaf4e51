/// One frame of an engine's timeline: what the screen shows at that refresh.
package struct TimelineFrame: Sendable, Hashable {
    /// The frame time (ms).
    package var t: Double
    package var state: EngineState
    /// Forward progress p in [0, 1]: 0 = source fully shown, 1 = destination fully shown.
    package var progress: Double
    /// dp/dt in progress units per second (multiply by the transition distance for pt/s).
    package var velocity: Double
    /// The transition in flight in this frame, if any.
    package var transitionId: TransitionID?
    /// Whole refresh periods this frame is presented late because the engine's work in it overran
    /// the period (docs/engines.md "Frame cost"); 0 on time.
    package var latePeriods: Int = 0

    package init(t: Double, state: EngineState, progress: Double, velocity: Double, transitionId: TransitionID? = nil) {
        self.t = t
        self.state = state
        self.progress = progress
        self.velocity = velocity
        self.transitionId = transitionId
    }
}
