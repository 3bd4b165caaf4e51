/// What one step of one flow run saw (a row of `flow_steps.csv`, docs/flows.md "Metrics").
package struct FlowStepResult: Sendable, Hashable {
    package var name: String
    /// 1-based position in the flow.
    package var index: Int
    /// When the step became current (ms): the run's start for step 1, else the previous step's
    /// completion; nil when the run never got there.
    package var tReached: Double?
    /// When it completed: the end of its matching gesture, or when its wait elapsed; nil if never.
    package var tCompleted: Double?
    /// Walked gestures that began while the step was current (the completing one included).
    package var attempts = 0
    /// Those that did not match it.
    package var wrongGestures = 0
    /// Touch downs while a timed step was current: the screen was not ready for them.
    package var touchesDuringWait = 0

    package init(name: String, index: Int) {
        self.name = name
        self.index = index
    }

    package var reached: Bool { tReached != nil }
    package var completed: Bool { tCompleted != nil }
    /// Time to complete (ms), from becoming current; nil when not completed.
    package var timeMs: Double? {
        guard let tReached, let tCompleted else { return nil }
        return tCompleted - tReached
    }
}
