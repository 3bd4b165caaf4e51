import TraceModel

/// Owns a display link and feeds its ticks to a `FrameRecorder`: the decisions behind
/// `DisplayLinkFrameSource`, on any `DisplayLinkProtocol` (`CADisplayLink` there, a fake in
/// tests). The link's target is a `DisplayLinkTickTarget` holding this owner weakly, so releasing
/// the owner releases it (and its recorder) even when `stop()` was never called; the link is
/// invalidated then (`deinit`), and a tick that still comes finds no owner and invalidates it too.
///
/// **Idle pause** (`pausesWhenIdle`, on by default): when nothing moves, no finger down
/// (`isActive`) and no transition sampled, for `idleDelay` seconds, the link is paused
/// (`isPaused`: no callbacks, no main-thread work) and a `recorder.framesPaused` marker is written
/// at the last frame's displayed time. A finger going down (`wake()`) or a transition observed
/// wakes it; its first tick writes `recorder.framesResumed` before its frame. The time between the
/// two markers had no frame recorded on purpose: it is not dropped frames (docs/recording.md).
@MainActor
public final class DisplayLinkFrames<Link: DisplayLinkProtocol> {
    /// The marker written when the link pauses (`reason`: `idle` or `capture`).
    public static var pausedMarkerName: String { "recorder.framesPaused" }
    /// The marker written before the first frame after a pause.
    public static var resumedMarkerName: String { "recorder.framesResumed" }

    /// Invalidates its link when released, from whatever thread releases it.
    private final class Handle: @unchecked Sendable {
        let link: Link
        init(_ link: Link) { self.link = link }
        deinit { link.invalidate() }
    }

    /// The per-tick work: frames and the transitions being sampled.
    public let frames: FrameRecorder
    /// Whether the link pauses when nothing moves.
    public var pausesWhenIdle = true
    /// How long nothing must move before the link pauses, in seconds.
    public var idleDelay = 0.25
    /// Whether something the frame source cannot see moves (a finger is down).
    public var isActive: (@MainActor () -> Bool)?
    /// Ticks handled since the link was made: the main-thread work the link costs.
    public private(set) var ticks = 0
    private let makeLink: @MainActor (DisplayLinkTickTarget<Link>) -> Link
    private var handle: Handle?
    private var idleSince: Double?
    private var resuming = false

    /// - Parameter makeLink: creates a link calling `tick(_:)` of the target it is given (the
    ///   glue wraps it in an Objective-C object for `CADisplayLink(target:selector:)`) and adds it
    ///   to a run loop.
    public init(recorder: any TraceEventRecording, makeLink: @escaping @MainActor (DisplayLinkTickTarget<Link>) -> Link)
    {
        frames = FrameRecorder(recorder: recorder)
        self.makeLink = makeLink
        frames.onObserverAdded = { [weak self] in self?.wake() }
    }

    /// Whether a link is running.
    public var isRunning: Bool { handle != nil }

    /// Whether the link is paused (idle, or `suspend()`).
    public var isPaused: Bool { handle?.link.isPaused ?? false }

    /// The running link, if any.
    public var link: Link? { handle?.link }

    /// Creates and starts the link (once; again after `stop()`).
    public func start() {
        guard handle == nil else { return }
        handle = Handle(makeLink(DisplayLinkTickTarget(owner: self)))
        resuming = false
        idleSince = nil
    }

    /// Invalidates the link.
    public func stop() {
        handle = nil
    }

    /// Something moves (a finger went down): the link runs again if it was paused.
    public func wake() {
        guard let link = handle?.link, link.isPaused else { return }
        link.isPaused = false
        resuming = true
        idleSince = nil
    }

    /// Pauses the link whatever moves (capture paused), with a marker; `wake()` resumes it.
    public func suspend() { pause(reason: "capture") }

    private func pause(reason: String) {
        guard let link = handle?.link, !link.isPaused else { return }
        link.isPaused = true
        idleSince = nil
        frames.recorder.recordMarker(
            Self.pausedMarkerName, fields: [JSONMember("reason", .string(reason))], at: frames.lastTargetTimestamp)
    }

    /// One refresh of the link.
    func tick(timestamp: Double, targetTimestamp: Double) {
        ticks += 1
        if resuming {
            resuming = false
            frames.recorder.recordMarker(Self.resumedMarkerName, fields: [], at: timestamp)
        }
        frames.tick(timestamp: timestamp, targetTimestamp: targetTimestamp)
        guard pausesWhenIdle else { return }
        if frames.observerCount > 0 || isActive?() ?? false {
            idleSince = nil
        } else if let since = idleSince {
            if timestamp - since >= idleDelay { pause(reason: "idle") }
        } else {
            idleSince = timestamp
        }
    }
}
