import TraceModel

/// When a step starts, relative to what the screen shows or to the previous step.
package enum ScenarioTrigger: Sendable, Hashable {
    /// A reaction time after the trace's first frame (the source screen is visible).
    case reactToStart
    /// A reaction time after the first frame showing the scene at rest on this side.
    case reactToRest(on: SceneSide)
    /// A planned delay after the first frame of the transition the previous step started (the
    /// user acts on an expectation, not on what they see).
    case afterTransitionStarts(PlannedDelay)
    /// A planned delay after the previous step's last lift.
    case afterPreviousLift(PlannedDelay)
}
