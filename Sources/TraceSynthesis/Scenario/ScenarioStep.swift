import TraceModel

/// One step of a scenario's script: when the user acts, what they do, and the intent (ground
/// truth) they pursue from the moment they start acting (the down of the step's first touch
/// sequence). A step without an intent (browsing) changes no transition: its gestures belong to
/// the previous intent, and the user expects no answer from them (no patience, no retry).
///
/// Retries are not steps: when a step's gesture gets no visible answer within the user's
/// patience, the closed loop performs a gesture planned for what the screen shows now
/// (`retryGoal(after:seeing:)`), under the same intent, until one is answered,
/// `Patience.maximumRetries` is exhausted, or no gesture can pursue the goal any more.
public struct ScenarioStep: Sendable, Hashable {
    public var intent: IntentGoal?
    public var trigger: ScenarioTrigger
    public var action: ScenarioAction

    public init(_ intent: IntentGoal?, when trigger: ScenarioTrigger, do action: ScenarioAction) {
        self.intent = intent
        self.trigger = trigger
        self.action = action
    }
}

/// When a step starts, relative to what the screen shows or to the previous step.
public enum ScenarioTrigger: Sendable, Hashable {
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

/// What the user does in a step.
public enum ScenarioAction: Sendable, Hashable {
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
