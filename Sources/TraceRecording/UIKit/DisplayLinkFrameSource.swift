#if canImport(UIKit)
import QuartzCore
import TraceModel
import UIKit

/// Records one `frame` per display refresh from a `CADisplayLink` (at its `timestamp`, with
/// `target` its `targetTimestamp`) and samples every transition being observed on the same tick.
/// `GestureTrace.start` makes its own; this is for an app that sets up a session by hand.
///
/// The link runs at the screen's full rate (`FrameRatePolicy`) and calls a proxy that holds this
/// source weakly, so releasing the source stops the link and releases its session even without
/// `stop()` (`DisplayLinkFrames`).
@MainActor
public final class DisplayLinkFrameSource {
    private let core: DisplayLinkFrames<CADisplayLink>

    /// Frames go to `recorder`; the link asks for `screen`'s maximum frame rate.
    public init(recorder: any TraceEventRecording, screen: UIScreen) {
        core = DisplayLinkFrames(recorder: recorder, makeLink: Self.linkMaker(screen: screen))
    }

    /// Makes a link at `screen`'s full rate (`FrameRatePolicy`), on the main run loop in common
    /// modes (frames keep coming while scrolling), calling the tick target through a proxy.
    static func linkMaker(screen: UIScreen) -> @MainActor (DisplayLinkTickTarget<CADisplayLink>) -> CADisplayLink {
        let policy = FrameRatePolicy(maximumFramesPerSecond: screen.maximumFramesPerSecond)
        return { target in
            let proxy = DisplayLinkProxy(target)
            let link = CADisplayLink(target: proxy, selector: #selector(DisplayLinkProxy.tick(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(
                minimum: policy.minimum, maximum: policy.maximum, preferred: policy.preferred)
            link.add(to: .main, forMode: .common)
            return link
        }
    }

    /// The per-tick work: frames, and the transitions being sampled.
    public var frames: FrameRecorder { core.frames }

    /// Starts the link on the main run loop (common modes: frames keep coming while scrolling).
    public func start() { core.start() }

    /// Invalidates the link.
    public func stop() { core.stop() }

    /// Records `animator`'s transition from the next frame on: `began` at that frame's displayed
    /// time with `cause`, progress as displayed (`progress`), `paused` and `reversed` per frame,
    /// and `ended` once, from its completion or, after `stopAnimation(true)`, on the next frame.
    /// Call it right after creating the animator. Any number of transitions may run at once.
    /// `progress` has no default: `.timeFraction` is what the screen shows only for a linear curve.
    /// `views`, the views the animator moves, give `visible` and the progress on screen
    /// (`PresentationWatch`); `causeInFlight`, the touches in flight, the `cause` of `paused` and
    /// `reversed`.
    @discardableResult
    public func observe(
        _ animator: UIViewPropertyAnimator, id: String, operation: TransitionOperation, interactive: Bool,
        cause: TransitionCause?, tracking views: [UIView] = [], progress: DisplayedProgress,
        causeInFlight: (@MainActor () -> TransitionCause?)? = nil
    ) -> AnimatorTransitionObserver {
        let observer = AnimatorTransitionObserver(
            animator, id: id, operation: operation, interactive: interactive, cause: cause, progress: progress,
            views: views, causeInFlight: causeInFlight, recorder: frames.recorder)
        animator.addCompletion { [weak observer] position in
            observer?.completed(at: TransitionTracker.EndPosition(position), now: CACurrentMediaTime())
        }
        frames.add(observer)
        return observer
    }
}

/// The transition recorder of a `UIViewPropertyAnimator` (see `AnimatorTransitionRecorder`).
public typealias AnimatorTransitionObserver = AnimatorTransitionRecorder<UIViewPropertyAnimator>

/// The display link's target: an Objective-C object forwarding each tick to the weak
/// `DisplayLinkTickTarget` (a `CADisplayLink` retains its target until it is invalidated).
@MainActor
private final class DisplayLinkProxy: NSObject {
    private let target: DisplayLinkTickTarget<CADisplayLink>

    init(_ target: DisplayLinkTickTarget<CADisplayLink>) {
        self.target = target
        super.init()
    }

    @objc func tick(_ link: CADisplayLink) { target.tick(link) }
}
#endif
