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
package struct ScenarioStep: Sendable, Hashable {
    package var intent: IntentGoal?
    package var trigger: ScenarioTrigger
    package var action: ScenarioAction

    package init(_ intent: IntentGoal?, when trigger: ScenarioTrigger, do action: ScenarioAction) {
        self.intent = intent
        self.trigger = trigger
        self.action = action
    }
}
