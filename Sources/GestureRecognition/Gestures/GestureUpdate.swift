import TraceModel

/// One state change reported online, as events are fed: what an engine reacts to.
///
/// - pan: `began` when the slop is crossed, `changed` on each later move, then `ended` (kind
///   `swipe` when released fast and far enough) with the release velocity, or `cancelled`, or
///   `failed` at the up when the touch was a drifting tap (it never left the tap slop and lifted
///   before the long-press time; the pan had begun at the smaller pan slop): the tap's `ended`
///   follows at once;
/// - tap: `ended` at the up, or `failed` (moved beyond the tap slop without becoming a pan);
/// - long press: `began` when its timer fires, `changed` on moves, `ended` at the up;
/// - double tap: `ended` at the second up (right after that tap's own `ended`).
package struct GestureUpdate: Sendable, Hashable {
    package var kind: GestureKind
    package var state: GestureState
    /// When (ms): the event's time, or a long-press timer's deadline.
    package var t: Double
    /// The group's first finger.
    package var touchId: Int
    /// Fingers down at `t` (after a lift: those still down).
    package var touchCount: Int
    /// The first finger's down location plus `translation`.
    package var location: Point
    /// From the touch-down point (not from where the slop was crossed).
    package var translation: Point
    /// On a pan's or swipe's `ended`: the release velocity (clamped), nil when none.
    package var velocity: Velocity?

    package init(
        kind: GestureKind, state: GestureState, t: Double, touchId: Int, touchCount: Int,
        location: Point, translation: Point, velocity: Velocity? = nil
    ) {
        self.kind = kind
        self.state = state
        self.t = t
        self.touchId = touchId
        self.touchCount = touchCount
        self.location = location
        self.translation = translation
        self.velocity = velocity
    }
}
