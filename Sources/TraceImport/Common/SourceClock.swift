/// Maps a source's timestamps (integer ticks) to the trace clock (ms).
///
/// By default the first touch sample is at t = 0 and the rest keep their distance to it, so
/// traces of different sessions line up; with `keepTimeOffset` the source's own clock is kept
/// (t = ticks converted to ms), so a trace can be matched against other logs of the same session.
struct SourceClock: Sendable, Hashable {
    /// How many ticks make one millisecond (1e6 for nanoseconds, 1e3 for microseconds).
    var ticksPerMillisecond: Double
    var keepTimeOffset: Bool

    /// The tick that maps to t = 0: the first sample's, or 0 when the offset is kept.
    func origin(of samples: [TimedTouch]) -> Int64 {
        keepTimeOffset ? 0 : (samples.first?.ticks ?? 0)
    }

    /// `ticks` in ms after `origin` (integer ticks subtracted first, so no precision is lost).
    func milliseconds(_ ticks: Int64, origin: Int64) -> Double {
        Double(ticks - origin) / ticksPerMillisecond
    }
}
