import TraceModel

/// One position sample fed to velocity estimation.
///
/// Times are integer nanoseconds, converted once from the trace's milliseconds, so that the
/// AOSP rules that compare times (same time replaces, 40 ms gap, 100 ms horizon) are exact even
/// for traces recorded with a nanosecond clock.
public struct VelocitySample: Sendable, Hashable {
    /// Time in nanoseconds.
    public var nanoseconds: Int64
    /// Position in points.
    public var x: Double
    public var y: Double

    public init(nanoseconds: Int64, x: Double, y: Double) {
        self.nanoseconds = nanoseconds
        self.x = x
        self.y = y
    }

    /// A sample at `t` milliseconds, rounded to the nearest nanosecond.
    public init(t: Double, location: Point) {
        self.init(nanoseconds: VelocitySample.nanoseconds(fromMilliseconds: t), x: location.x, y: location.y)
    }

    /// Milliseconds to the nearest integer nanosecond.
    public static func nanoseconds(fromMilliseconds t: Double) -> Int64 {
        Int64((t * 1_000_000).rounded())
    }
}
