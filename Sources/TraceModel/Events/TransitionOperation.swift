/// Which way a transition goes: `present` shows the destination, `dismiss` returns to the source.
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
    case present, dismiss

    /// The side this operation ends on when it completes.
    public var destinationSide: SceneSide { self == .present ? .destination : .source }
}
