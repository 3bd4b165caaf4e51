/// How a flow run ended (the `end_reason` column of `flows.csv`, docs/flows.md "Runs").
package enum FlowEndReason: String, Sendable, Hashable, CaseIterable {
    /// Every step completed.
    case completed
    /// The trace ended with the run still under way: the user left the screen.
    case traceEnded = "trace-ended"
    /// The current step's `windowMs` ran out.
    case stepWindow = "step-window"
    /// The flow's `windowMs` ran out.
    case flowWindow = "flow-window"
    /// A strict flow's current step got a gesture that does not match it.
    case strictBreak = "strict-break"
}
