/// Ground truth from a scripted or annotated session: from `t` on, the user pursues `goal`.
public struct IntentEvent: Sendable, Hashable {
    public var id: String
    public var goal: IntentGoal
    public var target: String?

    public init(id: String, goal: IntentGoal, target: String? = nil) {
        self.id = id
        self.goal = goal
        self.target = target
    }
}

/// One thing a user wants: open the viewer, close it, or cancel a transition under way.
public enum IntentGoal: String, Sendable, Hashable, CaseIterable {
    case open, close, cancel
}
