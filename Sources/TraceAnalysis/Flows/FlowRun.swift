/// One run of a flow in one trace (a row of `flows.csv`, docs/flows.md "Runs").
package struct FlowRun: Sendable, Hashable {
    package var flow: String
    /// 1-based number of the run within its trace and flow (more than one only with `first-match`).
    package var number: Int
    package var tStart: Double
    /// When it ended: the last step's completion, a window's deadline, the breaking gesture's
    /// down, or the trace's last event.
    package var tEnd: Double
    package var endReason: FlowEndReason
    /// One per step of the flow, in order; those after the drop-off are not reached.
    package var steps: [FlowStepResult]

    package init(
        flow: String, number: Int, tStart: Double, tEnd: Double, endReason: FlowEndReason, steps: [FlowStepResult]
    ) {
        self.flow = flow
        self.number = number
        self.tStart = tStart
        self.tEnd = tEnd
        self.endReason = endReason
        self.steps = steps
    }

    package var completed: Bool { endReason == .completed }
    /// Steps that became current (the one dropped at included).
    package var stepsReached: Int { steps.count(where: \.reached) }
    /// The step the run ended on without completing it; nil for a completed run.
    package var droppedAt: FlowStepResult? { completed ? nil : steps.last(where: \.reached) }
    /// From the start to the end (ms).
    package var durationMs: Double { tEnd - tStart }
}
