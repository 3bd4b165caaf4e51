/// Owns a display link and feeds its ticks to a `FrameRecorder`: the decisions behind
/// `DisplayLinkFrameSource`, on any `DisplayLinkProtocol` (`CADisplayLink` there, a fake in
/// tests). The link's target is a `DisplayLinkTickTarget` holding this owner weakly, so releasing
/// the owner releases it (and its recorder) even when `stop()` was never called; the link is
/// invalidated then (`deinit`), and a tick that still comes finds no owner and invalidates it too.
@MainActor
public final class DisplayLinkFrames<Link: DisplayLinkProtocol> {
    /// Invalidates its link when released, from whatever thread releases it.
    private final class Handle: @unchecked Sendable {
        let link: Link
        init(_ link: Link) { self.link = link }
        deinit { link.invalidate() }
    }

    /// The per-tick work: frames and the transitions being sampled.
    public let frames: FrameRecorder
    private let makeLink: @MainActor (DisplayLinkTickTarget<Link>) -> Link
    private var handle: Handle?

    /// - Parameter makeLink: creates a link calling `tick(_:)` of the target it is given (the
    ///   glue wraps it in an Objective-C object for `CADisplayLink(target:selector:)`) and adds it
    ///   to a run loop.
    public init(recorder: any TraceEventRecording, makeLink: @escaping @MainActor (DisplayLinkTickTarget<Link>) -> Link)
    {
        frames = FrameRecorder(recorder: recorder)
        self.makeLink = makeLink
    }

    /// Whether a link is running.
    public var isRunning: Bool { handle != nil }

    /// The running link, if any.
    public var link: Link? { handle?.link }

    /// Creates and starts the link (once; again after `stop()`).
    public func start() {
        guard handle == nil else { return }
        handle = Handle(makeLink(DisplayLinkTickTarget(owner: self)))
    }

    /// Invalidates the link.
    public func stop() {
        handle = nil
    }
}
