/// Which tap of a double tap.
public enum DoubleTapRole: String, Sendable, Hashable {
    case first
    case second
}
