/// Which tap of a double tap.
package enum DoubleTapRole: String, Sendable, Hashable {
    case first
    case second
}
