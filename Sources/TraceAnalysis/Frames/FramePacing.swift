/// Frame pacing over the frames presented while one transition ran (docs/analysis.md "Frames"),
/// after Apple's definition of a hitch: a frame that reaches the screen later than expected
/// (WWDC20 "Eliminate animation hitches with XCTest").
///
/// - A frame's lateness is its `t` minus the previous frame's `target` (when it was meant to be
///   shown), or minus the previous frame's `t` plus the refresh period when there is no target.
/// - A frame is late when its lateness exceeds half a period (`lateThresholdPeriods`): less is
///   timestamp jitter, and at half a period the rounded interval below counts a dropped frame too,
///   so "late" and "dropped" agree.
/// - `hitches`: runs of consecutive late frames (one run is one hitch).
/// - `hitchTimeMs`: the sum of the late frames' lateness.
/// - `droppedFrames`: over every interval, the interval in periods, rounded, minus one (never
///   below 0).
/// - **Not an interval**: the gap before a frame that `resumesAfterPause`. The recorder paused its
///   display link there on purpose (nothing moved for 0.25 s, or capture was paused) and wrote a
///   `recorder.framesPaused`, `recorder.framesResumed` pair (docs/recording.md "Cost"): no frame
///   was missed, so the gap is neither late nor dropped frames, and the frame after it starts a
///   new run.
///
/// Fed frame by frame (`add`), so a long transition needs no memory per frame.
package struct FramePacing: Sendable, Hashable {
    /// A frame later than this many periods is late.
    package static let lateThresholdPeriods = 0.5

    /// The refresh period (ms).
    package let period: Double
    /// Intervals measured (frames that had a previous frame).
    package private(set) var intervals = 0
    package private(set) var hitches = 0
    package private(set) var hitchTimeMs = 0.0
    package private(set) var droppedFrames = 0
    private var previous: PresentedFrame?
    private var previousLate = false

    package init(period: Double, previous: PresentedFrame? = nil) {
        self.period = period
        self.previous = previous
    }

    /// How late `frame` is after `previous` (ms; negative when early).
    package static func lateness(of frame: PresentedFrame, after previous: PresentedFrame, period: Double) -> Double {
        frame.t - (previous.target ?? previous.t + period)
    }

    /// Whether a frame `lateness` ms late is a late frame at `period`.
    package static func isLate(lateness: Double, period: Double) -> Bool { lateness > lateThresholdPeriods * period }

    /// Adds the next frame.
    package mutating func add(_ frame: PresentedFrame) {
        defer { previous = frame }
        guard let previous else { return }
        guard !frame.resumesAfterPause else {
            previousLate = false
            return
        }
        intervals += 1
        let lateness = Self.lateness(of: frame, after: previous, period: period)
        let late = Self.isLate(lateness: lateness, period: period)
        if late {
            hitchTimeMs += lateness
            if !previousLate { hitches += 1 }
        }
        previousLate = late
        let periods = ((frame.t - previous.t) / period).rounded()
        if periods > 1 { droppedFrames += Int(min(periods, Double(Int32.max))) - 1 }
    }

    /// Hitch time per second of `durationMs` (ms/s), Apple's hitch time ratio; nil for no duration.
    package func hitchTimeRatio(durationMs: Double) -> Double? {
        durationMs > 0 ? hitchTimeMs / (durationMs / 1000) : nil
    }
}
