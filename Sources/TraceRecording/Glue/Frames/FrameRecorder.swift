/// The per-refresh work of a display link: records one `frame` per tick, then samples every
/// transition still going, each its own `FrameObserving` (two transitions at once both keep
/// recording), and drops those that finished. The decisions behind `DisplayLinkFrameSource`.
@MainActor
public final class FrameRecorder {
    /// Where frames go.
    public let recorder: any TraceEventRecording
    /// The `targetTimestamp` of the last tick: when the frame being prepared will be shown.
    public private(set) var lastTargetTimestamp: Double?
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
    }

    /// One display refresh: `timestamp` is when the previous frame was shown, `targetTimestamp`
    /// when the frame being prepared will be (`CADisplayLink`'s two times).
    public func tick(timestamp: Double, targetTimestamp: Double) {
        recorder.recordFrame(timestamp: timestamp, targetTimestamp: targetTimestamp)
        lastTargetTimestamp = targetTimestamp
        for observer in observers { observer.frame(at: targetTimestamp) }
        observers.removeAll { $0.isFinished }
    }
}
