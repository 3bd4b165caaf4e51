/// How far a touch sequence's finger travelled along one axis from its down point: the farthest
/// each way and where it was last (positive = down on the vertical axis, right on the horizontal,
/// points). Only non-predicted samples count, and a `cancelled` sample does not move it (the
/// system took the touch away there; the finger did not go there). A sequence keeps one per axis
/// (`TouchSequence.travel(along:)`); analysis reads the scene's transition axis.
package struct AxisTravel: Sendable, Hashable {
    /// The largest displacement the positive way (down, right) from the down point (>= 0).
    package var maxDown = 0.0
    /// The largest displacement the negative way (up, left) from the down point (>= 0).
    package var maxUp = 0.0
    /// The displacement of the last counted sample.
    package var final = 0.0

    package init(maxDown: Double = 0, maxUp: Double = 0, final: Double = 0) {
        self.maxDown = maxDown
        self.maxUp = maxUp
        self.final = final
    }

    /// Counts a sample `dy` points the positive way from the down point (negative: the other way).
    mutating func add(_ dy: Double) {
        maxDown = max(maxDown, dy)
        maxUp = max(maxUp, -dy)
        final = dy
    }

    /// Whether the finger went more than `slop` one way and came back to or past its start before
    /// lifting: a change of mind inside one gesture.
    package func reversesPastStart(slop: Double) -> Bool {
        (maxDown > slop && final <= 0) || (maxUp > slop && final >= 0)
    }

    /// Whether the finger went more than `slop` one way and gave back at least half of that
    /// travel before lifting, without coming back past its start (`reversesPastStart`): a change
    /// of mind that stops short of the start, after which a drag-driven view springs back.
    package func comesBackHalfway(slop: Double) -> Bool {
        (maxDown > slop && final > 0 && final <= maxDown / 2) || (maxUp > slop && final < 0 && -final <= maxUp / 2)
    }
}
