import TraceModel

/// One transition an engine ran, from its start to its end.
public struct TransitionRecord: Sendable, Hashable {
    /// The transition's id: the trace's own for the recorded engine, engine-assigned otherwise.
    public var id: String
    public var operation: TransitionOperation
    /// What started it, e.g. `"tap"`, `"pan"` or `"recorded"`.
    public var trigger: String
    /// Start time (ms): the displayed time of the frame that started it (frame time plus render
    /// latency), so that simulated and recorded transitions compare (an app logs what it shows).
    public var tStart: Double
    /// End time (ms, displayed, as `tStart`); nil when the trace ended with it still running.
    public var tEnd: Double?
    /// How it ended; nil while unfinished.
    public var outcome: TransitionOutcome?
    /// Whether a gesture drove it (an interactive transition) rather than an animation alone.
    public var interactive: Bool
    /// The `sequenceIndex` of the touch sequence that started it; nil for the recorded engine.
    public var startedBySequence: Int?
    /// The sequences that sent it toward the other side (a grab released the other way, a
    /// released pan that cancelled it, a dispatcher retarget), in order; empty for recorded.
    public var retargetedBySequences: [Int]

    public init(
        id: String, operation: TransitionOperation, trigger: String, tStart: Double,
        tEnd: Double? = nil, outcome: TransitionOutcome? = nil, interactive: Bool,
        startedBySequence: Int? = nil, retargetedBySequences: [Int] = []
    ) {
        self.id = id
        self.operation = operation
        self.trigger = trigger
        self.tStart = tStart
        self.tEnd = tEnd
        self.outcome = outcome
        self.interactive = interactive
        self.startedBySequence = startedBySequence
        self.retargetedBySequences = retargetedBySequences
    }
}
