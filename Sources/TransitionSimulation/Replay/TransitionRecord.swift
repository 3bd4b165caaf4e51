import TraceModel

/// One transition an engine ran, from its start to its end.
public struct TransitionRecord: Sendable, Hashable {
    /// The transition's id: the trace's own for the recorded engine, engine-assigned otherwise.
    public var id: String
    public var operation: TransitionOperation
    /// What started it, e.g. `"tap"`, `"pan"` or `"recorded"`.
    public var trigger: String
    /// Start time (ms).
    public var tStart: Double
    /// End time (ms); nil when the trace ended with the transition still running.
    public var tEnd: Double?
    /// How it ended; nil while unfinished.
    public var outcome: TransitionOutcome?
    /// Whether a gesture drove it (an interactive transition) rather than an animation alone.
    public var interactive: Bool

    public init(id: String, operation: TransitionOperation, trigger: String, tStart: Double,
                tEnd: Double? = nil, outcome: TransitionOutcome? = nil, interactive: Bool) {
        self.id = id
        self.operation = operation
        self.trigger = trigger
        self.tStart = tStart
        self.tEnd = tEnd
        self.outcome = outcome
        self.interactive = interactive
    }
}
