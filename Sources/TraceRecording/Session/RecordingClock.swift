#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's clock as the recorder reads it: seconds since boot, the time base of
/// `UITouch.timestamp`, `UIEvent.timestamp`, `CADisplayLink.timestamp` and `CACurrentMediaTime()`
/// (all `mach_absolute_time`, which does not advance while the device sleeps).
///
/// The recorder asks it for "now" only to decide when a buffered event can no longer be overtaken
/// by a late one (see `RecordingConfiguration.reorderWindowMs`); every event carries its own time.
public struct RecordingClock: Sendable {
    /// Seconds since boot, now.
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) {
        self.now = now
    }

    /// `ProcessInfo.systemUptime`: on iOS the same base as `UITouch.timestamp` and
    /// `CACurrentMediaTime()`; on Linux `CLOCK_MONOTONIC`.
    public static let systemUptime = RecordingClock { ProcessInfo.processInfo.systemUptime }
}
