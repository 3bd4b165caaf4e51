/// What the recording app's own transition engine did (the "recorded" engine).
public struct TransitionEvent: Sendable, Hashable {
    public var id: String
    public var event: TransitionEventKind
    public var operation: TransitionOperation?
    /// Whether the transition is driven by a gesture; given on `began`.
    public var interactive: Bool?
    /// Forward progress, 0 = source fully shown, 1 = destination fully shown.
    public var progress: Double?
    /// How it ended; given on `ended`.
    public var outcome: TransitionOutcome?
    /// What started it, when the app knows; given on `began` (absent: inferred by analysis).
    public var cause: TransitionCause?

    public init(
        id: String, event: TransitionEventKind, operation: TransitionOperation? = nil,
        interactive: Bool? = nil, progress: Double? = nil, outcome: TransitionOutcome? = nil,
        cause: TransitionCause? = nil
    ) {
        self.id = id
        self.event = event
        self.operation = operation
        self.interactive = interactive
        self.progress = progress
        self.outcome = outcome
        self.cause = cause
    }
}
