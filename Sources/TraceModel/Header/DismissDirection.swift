/// Which way a finger moves to dismiss the destination (`scene.dismiss`, traces/README.md
/// "Header"): the transition's axis and its sign. A drag or swipe this way on the destination at
/// rest is a close, one against a present in flight a cancel; the other way along the axis
/// pursues the destination.
public enum DismissDirection: String, Sendable, Hashable, CaseIterable {
    /// A photo viewer's drag-to-dismiss, a bottom sheet (the default of both).
    case down
    /// A viewer that flicks away upward, a top sheet.
    case up
    /// A drawer from the left edge (its default), a page pushed from the right closed by a swipe back.
    case left
    case right
    /// A viewer that closes on a swipe in any direction: every drag or swipe on it at rest is a
    /// close, and none pursues the destination. Progress follows the vertical axis, downward.
    case any

    /// Whether the transition moves along the horizontal axis (`left`, `right`).
    public var isHorizontal: Bool { self == .left || self == .right }
}
