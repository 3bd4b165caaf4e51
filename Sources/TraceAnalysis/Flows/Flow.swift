/// A named multi-step flow, such as an interactive onboarding: an ordered list of steps, how a
/// run starts, what an unexpected gesture does, and an optional window for the whole run
/// (docs/flows.md).
package struct Flow: Sendable, Hashable {
    /// Unique within its file; the `flow` column of the reports. Never contains `/` (step rows of
    /// `summary.csv` are named `FLOW/STEP`).
    package var name: String
    /// At least one; the first is a gesture step.
    package var steps: [FlowStep]
    package var mode: FlowMode
    package var start: FlowStart
    /// A run must complete within this many ms of its start, else it ends (`flow-window`); nil: no limit.
    package var windowMs: Double?

    package init(
        name: String, steps: [FlowStep], mode: FlowMode = .ordered, start: FlowStart = .trace, windowMs: Double? = nil
    ) {
        self.name = name
        self.steps = steps
        self.mode = mode
        self.start = start
        self.windowMs = windowMs
    }
}

/// What a gesture that does not match the current step does to a flow run, as PostHog's funnel
/// step orders (docs/flows.md "Modes"): `ordered` (the default) counts it as a wrong gesture of
/// the step and the run goes on; `strict` counts it and ends the run there (`strict-break`).
package enum FlowMode: String, Sendable, Hashable, CaseIterable {
    case ordered
    case strict
}
