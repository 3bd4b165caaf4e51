import TraceModel

/// One position sample fed to velocity estimation.
///
/// Times are integer nanoseconds, converted once from the trace's milliseconds, so that the
/// AOSP rules that compare times (same time replaces, 40 ms gap, 100 ms horizon) are exact even
/// for traces recorded with a nanosecond clock.
package struct VelocitySample: Sendable, Hashable {
    /// Time in nanoseconds.
    package var nanoseconds: Int64
    /// Position in points.
    package var x: Double
    package var y: Double

    package init(nanoseconds: Int64, x: Double, y: Double) {
        self.nanoseconds = nanoseconds
        self.x = x
        self.y = y
    }

    /// A sample at `t` milliseconds, rounded to the nearest nanosecond.
    package init(t: Double, location: Point) {
        self.init(nanoseconds: VelocitySample.nanoseconds(fromMilliseconds: t), x: location.x, y: location.y)
    }

    /// Milliseconds to the nearest integer nanosecond, saturated to Int64's range (NaN gives 0).
    ///
    /// The reader keeps every `t` within the valid range (`traces/README.md` "Valid ranges":
    /// |t| <= 4e12 ms, so t in ns and any difference of two fit in Int64); saturating here keeps
    /// callers that build samples from other sources from trapping.
    package static func nanoseconds(fromMilliseconds t: Double) -> Int64 {
        let ns = (t * 1_000_000).rounded()
        guard !ns.isNaN else { return 0 }
        // Int64.max is not representable as a Double: 2^63 is the first value that does not fit.
        if ns >= 9_223_372_036_854_775_808.0 { return .max }
        if ns <= -9_223_372_036_854_775_808.0 { return .min }
        return Int64(ns)
    }

    /// `later - earlier` in nanoseconds, saturated to Int64's range instead of trapping.
    @inline(__always)
    package static func elapsed(from earlier: Int64, to later: Int64) -> Int64 {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        guard overflow else { return difference }
        return later > earlier ? .max : .min
    }
}
