/// A named multi-step flow, such as an interactive onboarding: an ordered list of steps, how a
/// run starts, what an unexpected gesture does, and an optional window for the whole run
/// (docs/flows.md).
public struct Flow: Sendable, Hashable {
    /// Unique within its file; the `flow` column of the reports. Never contains `/` (step rows of
    /// `summary.csv` are named `FLOW/STEP`).
    public var name: String
    /// At least one; the first is a gesture step.
    public var steps: [FlowStep]
    public var mode: FlowMode
    public var start: FlowStart
    /// A run must complete within this many ms of its start, else it ends (`flow-window`); nil: no limit.
    public var windowMs: Double?

    public init(
        name: String, steps: [FlowStep], mode: FlowMode = .ordered, start: FlowStart = .trace, windowMs: Double? = nil
    ) {
        self.name = name
        self.steps = steps
        self.mode = mode
        self.start = start
        self.windowMs = windowMs
    }
}
