/// How a transition ended: `completed` on its destination side, `cancelled` back on its origin.
public enum TransitionOutcome: String, Sendable, Hashable, CaseIterable {
    case completed, cancelled
}
