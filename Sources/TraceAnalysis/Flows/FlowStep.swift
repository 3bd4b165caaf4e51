import GestureRecognition

/// One step of a flow: a gesture the user is asked to make, or a timed step the app animates
/// through by itself (docs/flows.md "Definition").
package struct FlowStep: Sendable, Hashable {
    /// What completes the step.
    package enum Expectation: Sendable, Hashable {
        /// A gesture of `kind` (a recognizer kind), in `direction` when given (pans and swipes), on
        /// a target matching `target` when given (any target, or none, otherwise).
        case gesture(kind: GestureKind, direction: GestureDirection?, target: FlowTargetPattern?)
        /// The app moves on by itself `waitMs` after the step became current.
        case wait(ms: Double)
    }

    /// Unique within its flow; the `step` column of the reports.
    package var name: String
    package var expectation: Expectation
    /// The step must complete within this many ms of becoming current, else the run ends there
    /// (`step-window`); nil: no limit. Gesture steps only.
    package var windowMs: Double?

    package init(name: String, expectation: Expectation, windowMs: Double? = nil) {
        self.name = name
        self.expectation = expectation
        self.windowMs = windowMs
    }

    /// Whether the step is timed (`waitMs`).
    package var isTimed: Bool {
        if case .wait = expectation { return true }
        return false
    }

    /// Whether `gesture` completes the step (never for a timed step).
    package func accepts(_ gesture: FlowGesture) -> Bool {
        guard case .gesture(let kind, let direction, let target) = expectation else { return false }
        if gesture.gesture.kind != kind { return false }
        if let direction, gesture.gesture.direction != direction { return false }
        if let target, !target.matches(gesture.target) { return false }
        return true
    }
}
