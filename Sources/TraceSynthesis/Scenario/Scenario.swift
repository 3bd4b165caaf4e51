import TraceModel

/// The scripted sessions a simulated user plays, as data. The raw value is the name the command
/// line uses; `allCases` is in a fixed order. Every scenario starts on the chat (source side).
///
/// - `open-dismiss`: open: react to the chat, tap a cell; close: react to the viewer at rest, flick down
/// - `quick-dismiss`: open: react, tap a cell; cancel: 100 to 200 ms after the open starts (viewer still opening),
///   touch it and flick down (retried on the viewer at rest when the touch goes unanswered)
/// - `change-of-mind`: open: tap; cancel: react to the viewer, one pan down that reverses back up past its start
/// - `grab-in-flight`: open: tap; close: react to the viewer, flick down; cancel: 100 to 300 ms after the lift, grab
///   the dismissing photo and drag it back up (no retry once nothing is in flight)
/// - `double-tap-two-cells`: open: react, tap a cell and a neighbouring one 80 to 220 ms later (one intent, two
///   gestures); close: react to the viewer, flick down
/// - `browse`: open: tap; (no new intent: the swipes belong to the open): react to the viewer, 2 to 4 swipes left;
///   close: after a pause, slow drag down
///
/// Labelling convention: a step's `intent` event is written at the down of its first touch
/// sequence (ties: the intent before the touch), so each touch sequence belongs to the latest
/// intent that started at or before its down; retries stay under the same intent.
package enum Scenario: String, Sendable, Hashable, CaseIterable {
    case openDismiss = "open-dismiss"
    case quickDismiss = "quick-dismiss"
    case changeOfMind = "change-of-mind"
    case grabInFlight = "grab-in-flight"
    case doubleTapTwoCells = "double-tap-two-cells"
    case browse

    /// The CLI name.
    package var name: String { rawValue }

    /// The side the scene starts on.
    package var initialSide: SceneSide { .source }

    /// The script, in order.
    package var script: [ScenarioStep] {
        let open = ScenarioStep(.open, when: .reactToStart, do: .tapCell)
        switch self {
        case .openDismiss:
            return [open, ScenarioStep(.close, when: .reactToRest(on: .destination), do: .dismiss(.flick))]
        case .quickDismiss:
            return [open, ScenarioStep(.cancel, when: .afterTransitionStarts(.quickDismiss), do: .dismiss(.flick))]
        case .changeOfMind:
            return [open, ScenarioStep(.cancel, when: .reactToRest(on: .destination), do: .reversingDismiss)]
        case .grabInFlight:
            return [
                open,
                ScenarioStep(.close, when: .reactToRest(on: .destination), do: .dismiss(.flick)),
                ScenarioStep(.cancel, when: .afterPreviousLift(.grabAfterRelease), do: .grabAndReturn),
            ]
        case .doubleTapTwoCells:
            return [
                ScenarioStep(.open, when: .reactToStart, do: .tapTwoCells),
                ScenarioStep(.close, when: .reactToRest(on: .destination), do: .dismiss(.flick)),
            ]
        case .browse:
            return [
                open,
                ScenarioStep(nil, when: .reactToRest(on: .destination), do: .browse(count: 2...4, toward: .left)),
                ScenarioStep(.close, when: .afterPreviousLift(.browsePause), do: .dismiss(.drag)),
            ]
        }
    }

    /// The user's plan in one sentence, for reports and docs.
    package var summary: String {
        switch self {
        case .openDismiss:
            "Open a photo from the chat, look at it, flick it down to close."
        case .quickDismiss:
            "Open a photo and, while the viewer is still opening (100 to 200 ms after it starts), "
                + "touch it and flick it down."
        case .changeOfMind:
            "Open a photo, start dragging it down to close, change mind half-way and drag it back up past the start."
        case .grabInFlight:
            "Open a photo, flick it down, then 100 to 300 ms after letting go grab it while it is still leaving "
                + "and drag it back up."
        case .doubleTapTwoCells:
            "Tap a photo cell and, within 300 ms, a neighbouring one; then close the viewer with a flick."
        case .browse:
            "Open a photo, swipe left through two to four photos, then drag the viewer down slowly to close it."
        }
    }
}
