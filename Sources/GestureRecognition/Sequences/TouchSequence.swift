import TraceModel

/// One finger's touch from `began` to `ended` or `cancelled`, or to the end of the trace.
package struct TouchSequence: Sendable, Hashable {
    /// How a sequence finished.
    package enum Outcome: String, Sendable, Hashable {
        case ended
        case cancelled
        /// Still down when the trace ended (reported, never dropped).
        case open
    }

    package var touchId: Int
    /// The index of its multi-touch group: sequences that overlap in time (directly or through
    /// others) share one group, and one gesture.
    package var group: Int
    package var tBegin: Double
    /// When it ended or was cancelled; nil while open.
    package var tEnd: Double?
    /// The time of its latest event.
    package var tLast: Double
    /// The down location.
    package var start: Point
    /// The latest non-predicted location.
    package var end: Point
    package var outcome: Outcome
    /// Non-predicted samples, the down and the up included.
    package var sampleCount: Int
    /// Predicted samples (kept, never used for movement or velocity).
    package var predictedCount: Int
    /// The hit-test target of the down, when recorded.
    package var target: String?
    /// Its travel along the vertical axis from the down point.
    package var verticalTravel = AxisTravel()
    /// Its travel along the horizontal axis from the down point.
    package var horizontalTravel = AxisTravel()

    /// Its travel along `axis` (a scene's transition axis, `PanProgress.axis`).
    package func travel(along axis: TransitionAxis) -> AxisTravel {
        axis == .vertical ? verticalTravel : horizontalTravel
    }

    package init(touchId: Int, group: Int, tBegin: Double, start: Point, target: String? = nil) {
        self.touchId = touchId
        self.group = group
        self.tBegin = tBegin
        self.tEnd = nil
        self.tLast = tBegin
        self.start = start
        self.end = start
        self.outcome = .open
        self.sampleCount = 0
        self.predictedCount = 0
        self.target = target
    }

    package var isOpen: Bool { outcome == .open }
}
