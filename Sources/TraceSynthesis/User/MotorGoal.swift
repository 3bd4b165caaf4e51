import TraceModel

/// What the user's hand is asked to do next. `SimulatedUser.perform(_:at:)` draws the details
/// (aim, speed, distance, lift) from `HumanParameters` and returns the sampled gesture.
package enum MotorGoal: Sendable, Hashable {
    /// Tap a photo cell of the chat (index into `SceneLayout`'s grid) to open the viewer.
    case tapCell(Int)
    /// Tap one cell, then quickly a second one (within the double-tap timeout).
    case tapTwoCells(Int, Int)
    /// Pan down on the viewer to close it.
    case dismiss(DismissStyle)
    /// Pan down on the viewer, then change mind mid-pan and come back up past the start.
    case reversingDismiss
    /// Touch the viewer at `point` while a transition is in flight (catching it), hold still,
    /// then, if `dragBack`, drag back up (sending a dismiss back to the viewer).
    case grab(at: Point, dragBack: Bool)
    /// Touch the viewer at `point` while a transition is in flight, hold still, then drag it
    /// back toward `side` by about the distance it has left to get there, as the user sees it
    /// (`shownProgress`, the progress on the frame they decided on): see
    /// `ChangeOfMind.returnFraction`. For a dismiss in flight, `side` is the destination (drag up).
    case grabAndReturn(at: Point, shownProgress: Double, toward: SceneSide)
    /// A horizontal browsing swipe on the viewer.
    case browse(toward: HorizontalSide)
}
