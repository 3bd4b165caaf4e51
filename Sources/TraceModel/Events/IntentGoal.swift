/// One thing a user wants: open the viewer, close it, or cancel a transition under way.
public enum IntentGoal: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
    case open, close, cancel
}
