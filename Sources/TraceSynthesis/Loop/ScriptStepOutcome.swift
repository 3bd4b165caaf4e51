import TraceModel

/// What became of one step of a scenario's script in a closed-loop run.
package struct ScriptStepOutcome: Sendable, Hashable {
    /// The step's position in its scenario's script (docs/synthesis.md "Scenarios").
    package var step: Int
    /// The step's intent and the id written on its `intent` event; nil for a step without one.
    package var intent: IntentGoal?
    package var intentId: String?
    /// Gestures performed for the step: the first attempt plus retries (browsing swipes count
    /// one each).
    package var gestures: Int
    /// Touch sequences of those gestures (a tap on two cells is two).
    package var touchSequences: Int
    /// Retries made after an unanswered gesture.
    package var retries: Int
    /// How the step ended.
    package var ending: Ending

    package init(
        step: Int, intent: IntentGoal?, intentId: String?, gestures: Int = 0, touchSequences: Int = 0,
        retries: Int = 0, ending: Ending = .unfinished
    ) {
        self.step = step
        self.intent = intent
        self.intentId = intentId
        self.gestures = gestures
        self.touchSequences = touchSequences
        self.retries = retries
        self.ending = ending
    }

    /// How a step ended.
    package enum Ending: String, Sendable, Hashable, CaseIterable {
        /// Its latest gesture was answered on screen.
        case answered
        /// Patience ran out with no retry left, or no gesture could pursue the goal any more.
        case gaveUp
        /// A step that expects no answer (browsing, or a gesture with no goal side) did all its
        /// gestures.
        case performed
        /// The run hit its time limit first.
        case unfinished
    }
}
