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
