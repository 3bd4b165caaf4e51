/// Maps the app's clock (seconds since boot) to the trace clock: milliseconds since the session
/// started, rounded to the microsecond.
///
/// `t = round((appSeconds - origin) x 1e6) / 1e3`. The origin is the session's start (or the
/// time given to `RecordingSession.init`); it is not written in the trace (a time since boot
/// would disclose when the device booted). An event stamped before the
/// origin (a touch that began before recording started) gets a negative `t`, which format v1
/// allows.
public struct TraceTimeline: Sendable, Hashable {
    /// The app-clock time, in seconds since boot, that is `t = 0` in the trace.
    public let origin: Double

    public init(origin: Double) {
        self.origin = origin
    }

    /// The trace time in milliseconds of an app-clock time in seconds.
    public func milliseconds(fromAppTime seconds: Double) -> Double {
        ((seconds - origin) * 1_000_000).rounded() / 1000
    }
}
