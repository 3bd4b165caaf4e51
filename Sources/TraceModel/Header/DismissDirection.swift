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
    /// A photo viewer that closes on a drag up or down and pages between photos sideways (the
    /// common web and app viewers): a vertical drag or swipe on it at rest is a close, a horizontal
    /// one is browsing, and none pursues the destination. Progress follows the axis downward.
    case vertical
    /// A screen that closes on a drag left or right and scrolls vertically: the same, across.
    /// Progress follows the axis leftward.
    case horizontal

    /// Whether the transition moves along the horizontal axis (`left`, `right`, `horizontal`).
    public var isHorizontal: Bool { self == .left || self == .right || self == .horizontal }
}
