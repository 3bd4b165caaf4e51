import TraceModel

/// Records a UIKit view-controller transition (a navigation push or pop, a modal presentation
/// or dismissal, the edge-swipe back, a sheet dragged down) from what its transition coordinator
/// says: the decisions behind `GestureTrace`'s automatic capture, on plain values (a
/// `UIViewControllerTransitionCoordinatorContext` read into a `Context`), tested on Linux.
///
/// UIKit has no animator to observe, so a `TimedTransitionAnimator` follows the coordinator: while
/// the transition is interactive it holds `percentComplete` (read each frame); when the finger
/// lets go (`notifyWhenInteractionChanges`) it runs to the end, or back to the start when
/// `isCancelled`, over what is left of `transitionDuration` with the `completionCurve`; a
/// non-interactive transition runs from 0 over `transitionDuration`. The coordinator's completion
/// ends it: `completed`, or `cancelled` when `isCancelled` (a swipe back let go too early, a
/// sheet that springs back). `began` comes on the next frame, at its displayed time, with the
/// `cause` given (the touches in flight).
///
/// **What the screen shows**: UIKit gives no view to track in general, but the coordinator's
/// context names the views it moves (`view(forKey: .to)`, `.from`; either may be nil, as for the
/// presenting view of a sheet that stays in place). The glue passes those it has: their
/// presentation gives `visible` and, where it can be derived, the progress
/// (`AnimatorTransitionRecorder`, `PresentationWatch`); without them progress follows the
/// coordinator as above and no `visible` is written.
@MainActor
public final class CoordinatedTransition: FrameObserving {
    /// A transition coordinator's context, as read at one moment.
    public struct Context: Sendable, Hashable {
        public var isInteractive: Bool
        public var percentComplete: Double
        public var isCancelled: Bool
        /// `transitionDuration`, seconds.
        public var duration: Double
        /// The curve of the non-interactive part (`completionCurve`).
        public var curve: TimingCurve

        public init(
            isInteractive: Bool, percentComplete: Double, isCancelled: Bool, duration: Double,
            curve: TimingCurve = .easeInOut
        ) {
            self.isInteractive = isInteractive
            self.percentComplete = percentComplete
            self.isCancelled = isCancelled
            self.duration = duration
            self.curve = curve
        }
    }

    private let animator: TimedTransitionAnimator
    private let recording: AnimatorTransitionRecorder<TimedTransitionAnimator>
    private let read: @MainActor () -> Context?
    private var interactive: Bool

    /// - Parameters:
    ///   - context: the coordinator's context when the transition starts.
    ///   - read: the coordinator's context now, read on every frame while interactive (nil once it is gone).
    ///   - views: the views the transition moves, from its context (their start state is read now).
    ///   - causeInFlight: the touches in flight, asked when the transition pauses or reverses.
    public init(
        id: String, operation: TransitionOperation, cause: TransitionCause?, context: Context,
        views: [any PresentedView] = [], causeInFlight: (@MainActor () -> TransitionCause?)? = nil,
        recorder: any TraceEventRecording, read: @escaping @MainActor () -> Context?
    ) {
        animator = TimedTransitionAnimator(fraction: 0)
        interactive = context.isInteractive
        self.read = read
        recording = AnimatorTransitionRecorder(
            animator, id: id, operation: operation, interactive: context.isInteractive, cause: cause,
            views: views, causeInFlight: causeInFlight, recorder: recorder)
        if context.isInteractive {
            animator.scrub(to: context.percentComplete)
        } else {
            animator.animate(to: 1, duration: context.duration, curve: context.curve)
        }
    }

    /// The transition's id, as written.
    public var id: String { recording.id }
    public var isFinished: Bool { recording.isFinished }

    public func frame(at targetTimestamp: Double) {
        frame(at: targetTimestamp, shownSince: targetTimestamp)
    }

    public func frame(at targetTimestamp: Double, shownSince timestamp: Double) {
        if interactive, let context = read() {
            if context.isInteractive {
                animator.scrub(to: context.percentComplete)
            } else {
                interactionChanged(context)
            }
        }
        recording.frame(at: targetTimestamp, shownSince: timestamp)
    }

    /// The finger let go (`notifyWhenInteractionChanges`): the rest runs on its own, towards the
    /// end, or back to the start when the transition was cancelled.
    public func interactionChanged(_ context: Context) {
        guard interactive, !context.isInteractive else { return }
        interactive = false
        let percent = min(1, max(0, context.percentComplete))
        animator.scrub(to: percent)
        let remaining = context.isCancelled ? percent : 1 - percent
        animator.animate(
            to: context.isCancelled ? 0 : 1, duration: context.duration * remaining, curve: context.curve)
    }

    /// The coordinator's completion ran: `ended`, completed or cancelled, at the last frame's
    /// displayed time or `now` (seconds since boot) if later.
    public func completed(_ context: Context, now: Double) {
        recording.completed(at: context.isCancelled ? .start : .end, now: now)
    }
}
