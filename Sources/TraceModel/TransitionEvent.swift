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

/// The lifecycle step a `transition` event reports.
public enum TransitionEventKind: String, Sendable, Hashable, CaseIterable {
    case began, progress, paused, reversed, ended
}

/// Which way a transition goes: `present` shows the destination, `dismiss` returns to the source.
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
    case present, dismiss

    /// The side this operation ends on when it completes.
    public var destinationSide: SceneSide { self == .present ? .destination : .source }
}

/// How a transition ended: `completed` on its destination side, `cancelled` back on its origin.
public enum TransitionOutcome: String, Sendable, Hashable, CaseIterable {
    case completed, cancelled
}
