import TraceModel

/// One touch sample as the app sees it, before it is mapped to the trace clock: what the UIKit
/// glue copies out of a `UITouch` (or a test builds by hand).
///
/// Only positions, sizes and the hit-test target's id are kept; never the content under the finger.
public struct TouchSample: Sendable, Hashable {
    /// Seconds since boot (`UITouch.timestamp`).
    public var timestamp: Double
    /// One finger's identity for the life of the touch (the glue numbers `UITouch` objects).
    public var id: Int
    public var phase: TouchPhase
    /// Position in points, in the window's coordinates.
    public var location: Point
    /// `UITouch.force`, when the device reports one.
    public var force: Double?
    /// `UITouch.majorRadius`.
    public var radius: Double?
    /// An id of the hit-test target, such as `"cell:42"` (never its text).
    public var target: String?

    public init(
        timestamp: Double, id: Int, phase: TouchPhase, location: Point, force: Double? = nil,
        radius: Double? = nil, target: String? = nil
    ) {
        self.timestamp = timestamp
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.radius = radius
        self.target = target
    }

    /// The trace event of this sample at `t` milliseconds.
    func event(t: Double, coalesced: Bool = false, predicted: Bool = false) -> TraceEvent {
        TraceEvent(
            t: t,
            .touch(
                TouchEvent(
                    id: id, phase: phase, location: location, force: force, radius: radius, target: target,
                    coalesced: coalesced ? true : nil, predicted: predicted)))
    }
}
