import TraceModel

/// Records one animator-driven transition: the decisions behind `AnimatorTransitionObserver`, on
/// any `TransitionAnimator` (`UIViewPropertyAnimator` there, a fake in tests). A `FrameRecorder`
/// calls `frame(at:shownSince:)` on every display refresh until the transition is finished.
///
/// - **`began` at the displayed time**: recorded on the first frame after the recorder is made,
///   at that frame's `targetTimestamp` (when the first frame of the transition is shown), with the
///   `cause` the app gave.
/// - **Progress as displayed** (`DisplayedProgress`), `paused` and `reversed` on each frame;
///   `paused` and `reversed` carry the touches in flight as their `cause` (`causeInFlight`).
/// - **`visible`** (with tracked views, `PresentationWatch`): on the first frame whose presentation
///   differs from the start state, at the time that frame has been on screen since (the link's
///   `timestamp`: the presentation layer read in the callback is the frame on the glass), never
///   before `began`. Once; never after `ended`.
/// - **`ended` exactly once**: from the animator's completion (`completed(at:now:)`), or, since
///   `stopAnimation(true)` calls no completion, on the first frame that finds the animator
///   `inactive` after it was active (stopped where it was: no outcome, unless the animator says
///   where it came to rest, as `TimedTransitionAnimator` does). An animator released
///   while active ends the same way. After `ended` nothing more is recorded, and the frame
///   recorder drops the transition.
@MainActor
public final class AnimatorTransitionRecorder<Animator: TransitionAnimator>: FrameObserving {
    private let recorder: any TraceEventRecording
    private weak var animator: Animator?
    private let progress: DisplayedProgress
    private let interactive: Bool
    private let cause: TransitionCause?
    private let watch: PresentationWatch
    private let causeInFlight: (@MainActor () -> TransitionCause?)?
    private var tracker: TransitionTracker
    private var beganAt: Double?
    private var wasActive = false
    private var wroteVisible = false
    private var lastTarget: Double?
    /// The animator went away before the first frame: nothing was recorded, nothing will be.
    private var abandoned = false

    /// The transition's id, as written.
    public var id: String { tracker.id }
    /// Whether `ended` was recorded (or the animator went away before `began` was).
    public var isFinished: Bool { tracker.isFinished || abandoned }

    /// Starts recording `animator`'s transition; `began` is recorded on the next frame.
    ///
    /// - Parameters:
    ///   - cause: what started it: the touches of the gesture (`TouchRecorder.cause(…)`),
    ///     `.programmatic` when the app started it by itself, nil when unknown (analysis infers it).
    ///   - progress: how the displayed progress is read (default: the time fraction, right only
    ///     for a linear curve). With tracked `views`, their presentation is read instead wherever
    ///     it gives a fraction (`PresentationWatch`), unless the app reads it itself
    ///     (`.presentation`).
    ///   - views: the views the transition moves, whose start state is read now: `visible` is
    ///     written when one of them shows a change.
    ///   - causeInFlight: the touches in flight, asked when the animator is paused or reversed
    ///     (`TouchRecorder.cause(where:)`); nil: no cause written on them.
    public init(
        _ animator: Animator, id: String, operation: TransitionOperation, interactive: Bool,
        cause: TransitionCause? = nil, progress: DisplayedProgress = .timeFraction,
        views: [any PresentedView] = [], causeInFlight: (@MainActor () -> TransitionCause?)? = nil,
        recorder: any TraceEventRecording
    ) {
        self.animator = animator
        self.recorder = recorder
        self.progress = progress
        self.interactive = interactive
        self.cause = cause
        self.causeInFlight = causeInFlight
        watch = PresentationWatch(views: views)
        tracker = TransitionTracker(id: id, operation: operation)
    }

    /// Samples the animator for the frame shown at `targetTimestamp`, as if read at that time.
    public func frame(at targetTimestamp: Double) {
        frame(at: targetTimestamp, shownSince: targetTimestamp)
    }

    /// Samples the animator for the frame shown at `targetTimestamp`, read while the frame shown
    /// since `timestamp` is on screen.
    public func frame(at targetTimestamp: Double, shownSince timestamp: Double) {
        guard !isFinished else { return }
        lastTarget = targetTimestamp
        guard let animator else {
            if beganAt != nil { end(at: .current, timestamp: targetTimestamp) } else { abandoned = true }
            return
        }
        animator.advance(to: targetTimestamp)
        let observation = observe(animator)
        if beganAt == nil {
            beganAt = targetTimestamp
            wasActive = animator.animatorState != .inactive
            recorder.recordTransition(
                tracker.begin(observation, interactive: interactive, cause: cause), at: targetTimestamp)
            recordVisibleIfShown(at: timestamp)
            return
        }
        switch animator.animatorState {
        case .active, .stopped:
            wasActive = true
        case .inactive where wasActive:
            end(at: animator.finishedPosition ?? .current, timestamp: targetTimestamp)
            return
        case .inactive:
            break
        }
        for var event in tracker.observe(observation) {
            if event.event == .paused || event.event == .reversed { event.cause = causeInFlight?() }
            recorder.recordTransition(event, at: targetTimestamp)
        }
        recordVisibleIfShown(at: timestamp)
    }

    /// The animator's completion ran (`addCompletion`): records `ended` with the position it
    /// stopped at, at the last frame's displayed time or `now` (seconds since boot) if later.
    /// Does nothing after `ended`.
    public func completed(at position: TransitionTracker.EndPosition, now: Double) {
        guard !isFinished else { return }
        let timestamp = max(lastTarget ?? now, now)
        if beganAt == nil {
            guard let animator else {
                abandoned = true
                return
            }
            beganAt = timestamp
            recorder.recordTransition(
                tracker.begin(observe(animator), interactive: interactive, cause: cause), at: timestamp)
        }
        end(at: position, timestamp: timestamp)
    }

    private func end(at position: TransitionTracker.EndPosition, timestamp: Double) {
        recorder.recordTransition(tracker.end(at: position), at: timestamp)
    }

    private func recordVisibleIfShown(at timestamp: Double) {
        guard !wroteVisible, let beganAt, watch.showsChange() else { return }
        wroteVisible = true
        recorder.recordTransition(tracker.visible(), at: max(beganAt, timestamp))
    }

    private func observe(_ animator: Animator) -> TransitionTracker.Observation {
        let time = animator.timeFraction
        let displayed: Double
        switch progress {
        case .presentation(let read):
            displayed = read() ?? watch.fraction() ?? time
        case .timeFraction:
            displayed = watch.fraction() ?? time
        case .curve(let curve):
            displayed =
                watch.fraction() ?? (!animator.isRunning && animator.scrubsLinearly ? time : curve.value(at: time))
        }
        return TransitionTracker.Observation(
            isRunning: animator.isRunning, isReversed: animator.isReversed, fractionComplete: displayed)
    }
}
