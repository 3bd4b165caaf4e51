import TraceModel

/// One touch sample as the app sees it, before it is mapped to the trace clock: the time on the
/// app's clock and the sample itself (what the UIKit glue copies out of a `UITouch`).
///
/// Only positions, sizes and the hit-test target's id are kept; never the content under the finger.
/// `coalesced` and `predicted` are set by the session, from the list a sample is given in.
public struct TouchSample: Sendable, Hashable {
    /// Seconds since boot (`UITouch.timestamp`).
    public var timestamp: Double
    /// The finger (the glue numbers `UITouch` objects), phase, position in window points, force,
    /// radius and target id.
    public var touch: TouchEvent

    public init(timestamp: Double, _ touch: TouchEvent) {
        self.timestamp = timestamp
        self.touch = touch
    }

    /// The trace event of this sample at `t` milliseconds.
    func event(t: Double, coalesced: Bool = false, predicted: Bool = false) -> TraceEvent {
        var touch = touch
        touch.coalesced = coalesced ? true : nil
        touch.predicted = predicted
        return TraceEvent(t: t, .touch(touch))
    }
}
