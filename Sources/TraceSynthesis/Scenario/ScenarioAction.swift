/// What the user does in a step.
package enum ScenarioAction: Sendable, Hashable {
    /// Tap a photo cell (a random one of the grid) to open the viewer.
    case tapCell
    /// Tap a cell and then, within the double-tap timeout, a neighbouring cell.
    case tapTwoCells
    /// Pan down on the viewer.
    case dismiss(DismissStyle)
    /// Pan down, change mind, come back up past the start.
    case reversingDismiss
    /// Grab the transition in flight where the previous gesture lifted, hold it, and drag it
    /// back toward the side it came from, by about the distance the photo has travelled (planned
    /// from the progress shown at the decision: `MotorGoal.grabAndReturn`).
    case grabAndReturn
    /// Browsing swipes toward `side`, `count` of them, separated by `PlannedDelay.browsePause`.
    case browse(count: ClosedRange<Int>, toward: HorizontalSide)
}
