/// One run of a flow in one trace (a row of `flows.csv`, docs/flows.md "Runs").
public struct FlowRun: Sendable, Hashable {
    public var flow: String
    /// 1-based number of the run within its trace and flow (more than one only with `first-match`).
    public var number: Int
    public var tStart: Double
    /// When it ended: the last step's completion, a window's deadline, the breaking gesture's
    /// down, or the trace's last event.
    public var tEnd: Double
    public var endReason: FlowEndReason
    /// One per step of the flow, in order; those after the drop-off are not reached.
    public var steps: [FlowStepResult]

    public init(
        flow: String, number: Int, tStart: Double, tEnd: Double, endReason: FlowEndReason, steps: [FlowStepResult]
    ) {
        self.flow = flow
        self.number = number
        self.tStart = tStart
        self.tEnd = tEnd
        self.endReason = endReason
        self.steps = steps
    }

    public var completed: Bool { endReason == .completed }
    /// Steps that became current (the one dropped at included).
    public var stepsReached: Int { steps.count(where: \.reached) }
    /// The step the run ended on without completing it; nil for a completed run.
    public var droppedAt: FlowStepResult? { completed ? nil : steps.last(where: \.reached) }
    /// From the start to the end (ms).
    public var durationMs: Double { tEnd - tStart }
}
