/// A delay a scenario script plans, drawn by `SimulatedUser.draw(_:)`.
package enum PlannedDelay: String, Sendable, Hashable, CaseIterable {
    /// `HumanParameters.reactionTime`: answering something that appeared on screen.
    case reaction
    /// `Timing.quickDismissDelay`: from the start of the open to the closing touch.
    case quickDismiss
    /// `ChangeOfMind.grabDelay`: from a flick's lift to grabbing the transition it launched.
    case grabAfterRelease
    /// `Timing.browsePause`: between browsing swipes.
    case browsePause
}
