import TraceModel

/// One finger's touch from `began` to `ended` or `cancelled`, or to the end of the trace.
public struct TouchSequence: Sendable, Hashable {
    /// How a sequence finished.
    public enum Outcome: String, Sendable, Hashable {
        case ended
        case cancelled
        /// Still down when the trace ended (reported, never dropped).
        case open
    }

    public var touchId: Int
    /// The index of its multi-touch group: sequences that overlap in time (directly or through
    /// others) share one group, and one gesture.
    public var group: Int
    public var tBegin: Double
    /// When it ended or was cancelled; nil while open.
    public var tEnd: Double?
    /// The time of its latest event.
    public var tLast: Double
    /// The down location.
    public var start: Point
    /// The latest non-predicted location.
    public var end: Point
    public var outcome: Outcome
    /// Non-predicted samples, the down and the up included.
    public var sampleCount: Int
    /// Predicted samples (kept, never used for movement or velocity).
    public var predictedCount: Int
    /// The hit-test target of the down, when recorded.
    public var target: String?
    /// Its travel along the vertical axis from the down point.
    public var verticalTravel = AxisTravel()
    /// Its travel along the horizontal axis from the down point.
    public var horizontalTravel = AxisTravel()

    /// Its travel along `axis` (a scene's transition axis, `PanProgress.axis`).
    public func travel(along axis: TransitionAxis) -> AxisTravel {
        axis == .vertical ? verticalTravel : horizontalTravel
    }

    public init(touchId: Int, group: Int, tBegin: Double, start: Point, target: String? = nil) {
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

    public var isOpen: Bool { outcome == .open }
}
