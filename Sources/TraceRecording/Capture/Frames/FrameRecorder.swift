import TraceModel

/// The per-refresh work of a display link: records one `frame` per tick, then samples every
/// transition still going, each its own `FrameObserving` (two transitions at once both keep
/// recording), and drops those that finished. The decisions behind `DisplayLinkFrameSource`.
///
/// **The frame period** is measured from the link's own times, `targetTimestamp - timestamp`
/// (the link's current frame duration), not assumed from the screen's maximum: a ProMotion screen
/// runs at 120, 80, 60 or fewer frames per second as the system decides. A `recorder.framePeriod`
/// marker `{periodMs, hz}` is written before the first frame and before each frame whose period
/// differs from the last one written by more than `periodTolerance` (2 %), at that frame's `t`.
@MainActor
public final class FrameRecorder {
    /// The marker written when the measured frame period changes.
    public static let periodMarkerName = "recorder.framePeriod"
    /// How far (a fraction) the measured period may move before a new marker is written.
    public static let periodTolerance = 0.02

    /// Where frames go.
    public let recorder: any TraceEventRecording
    /// The `targetTimestamp` of the last tick: when the frame being prepared will be shown.
    public private(set) var lastTargetTimestamp: Double?
    /// The last frame period written, in seconds.
    public private(set) var period: Double?
    /// Called when an observer is added (the display link wakes up for it).
    var onObserverAdded: (@MainActor () -> Void)?
    private var observers: [any FrameObserving] = []

    public init(recorder: any TraceEventRecording) {
        self.recorder = recorder
    }

    /// The transitions being sampled.
    public var observerCount: Int { observers.count }

    /// Samples `observer` on every tick from the next one until it is finished (held until then).
    public func add(_ observer: any FrameObserving) {
        guard !observer.isFinished, !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
        onObserverAdded?()
    }

    /// One display refresh: `timestamp` is when the previous frame was shown, `targetTimestamp`
    /// when the frame being prepared will be (`CADisplayLink`'s two times).
    public func tick(timestamp: Double, targetTimestamp: Double) {
        let measured = targetTimestamp - timestamp
        if measured > 0, period.map({ abs(measured - $0) > $0 * Self.periodTolerance }) ?? true {
            period = measured
            let periodMs = (measured * 1_000_000).rounded() / 1000
            let hz = (1 / measured * 10).rounded() / 10
            recorder.recordMarker(
                Self.periodMarkerName,
                fields: [JSONMember("periodMs", .number(periodMs)), JSONMember("hz", .number(hz))],
                at: timestamp)
        }
        recorder.recordFrame(timestamp: timestamp, targetTimestamp: targetTimestamp)
        lastTargetTimestamp = targetTimestamp
        guard !observers.isEmpty else { return }
        for observer in observers { observer.frame(at: targetTimestamp, shownSince: timestamp) }
        observers.removeAll { $0.isFinished }
    }
}
