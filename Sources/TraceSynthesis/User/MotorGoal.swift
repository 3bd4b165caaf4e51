import TraceModel

/// What the user's hand is asked to do next. `SimulatedUser.perform(_:at:)` draws the details
/// (aim, speed, distance, lift) from `HumanParameters` and returns the sampled gesture.
public enum MotorGoal: Sendable, Hashable {
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

/// How the user closes the viewer.
public enum DismissStyle: String, Sendable, Hashable, CaseIterable {
    /// Fast, lifted mid-motion (`HumanParameters.flick`).
    case flick
    /// Slow, lifted at rest after a long drag (`HumanParameters.drag`).
    case drag
}

/// One gesture the user performed: its touch events and the finger paths they sample.
public struct PerformedGesture: Sendable, Hashable {
    public var goal: MotorGoal
    /// Touch events in time order (two fingers in sequence for `tapTwoCells`).
    public var events: [TraceEvent]
    /// The planned path of each finger, in order.
    public var paths: [FingerPath]
    /// For a reversing dismiss: when the corrective movement starts (the change of mind, where a
    /// `cancel` intent begins).
    public var reversalTime: Double?

    public init(goal: MotorGoal, events: [TraceEvent], paths: [FingerPath], reversalTime: Double? = nil) {
        self.goal = goal
        self.events = events
        self.paths = paths
        self.reversalTime = reversalTime
    }

    /// The first touch-down (ms).
    public var tBegin: Double { events.first?.t ?? 0 }
    /// The last lift (ms): patience counts from here.
    public var tEnd: Double { events.last?.t ?? 0 }
    /// Where the last finger lifted (the last sample's location).
    public var liftLocation: Point? { events.last?.touch?.location }
}
