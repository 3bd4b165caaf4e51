import TraceModel

/// A plain observation value, for tests and for engines that copy their frame into it.
package struct ObservedFrame: ScreenObservation, Hashable {
    package var t: Double
    package var side: SceneSide?
    package var isTransitionInFlight: Bool
    package var progress: Double

    package init(t: Double, side: SceneSide?, isTransitionInFlight: Bool, progress: Double) {
        self.t = t
        self.side = side
        self.isTransitionInFlight = isTransitionInFlight
        self.progress = progress
    }

    /// A frame at rest on `side`.
    package static func atRest(_ side: SceneSide, t: Double) -> ObservedFrame {
        ObservedFrame(t: t, side: side, isTransitionInFlight: false, progress: side == .destination ? 1 : 0)
    }
}
