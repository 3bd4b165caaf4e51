import TraceModel

/// Records one animator-driven transition: the decisions behind `AnimatorTransitionObserver`, on
/// any `TransitionAnimator` (`UIViewPropertyAnimator` there, a fake in tests). A `FrameRecorder`
/// calls `frame(at:)` on every display refresh until the transition is finished.
///
/// - **`began` at the displayed time**: recorded on the first frame after the recorder is made,
///   at that frame's `targetTimestamp` (when the first frame of the transition is shown), with the
///   `cause` the app gave.
/// - **Progress as displayed** (`DisplayedProgress`), `paused` and `reversed` on each frame.
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
    private var tracker: TransitionTracker
    private var began = false
    private var wasActive = false
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
    ///     for a linear curve).
    public init(
        _ animator: Animator, id: String, operation: TransitionOperation, interactive: Bool,
        cause: TransitionCause? = nil, progress: DisplayedProgress = .timeFraction,
        recorder: any TraceEventRecording
    ) {
        self.animator = animator
        self.recorder = recorder
        self.progress = progress
        self.interactive = interactive
        self.cause = cause
        tracker = TransitionTracker(id: id, operation: operation)
    }

    /// Samples the animator for the frame shown at `targetTimestamp`.
    public func frame(at targetTimestamp: Double) {
        guard !isFinished else { return }
        lastTarget = targetTimestamp
        guard let animator else {
            if began { end(at: .current, timestamp: targetTimestamp) } else { abandoned = true }
            return
        }
        animator.advance(to: targetTimestamp)
        let observation = observe(animator)
        if !began {
            began = true
            wasActive = animator.animatorState != .inactive
            recorder.recordTransition(
                tracker.begin(observation, interactive: interactive, cause: cause), at: targetTimestamp)
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
        for event in tracker.observe(observation) { recorder.recordTransition(event, at: targetTimestamp) }
    }

    /// The animator's completion ran (`addCompletion`): records `ended` with the position it
    /// stopped at, at the last frame's displayed time or `now` (seconds since boot) if later.
    /// Does nothing after `ended`.
    public func completed(at position: TransitionTracker.EndPosition, now: Double) {
        guard !isFinished else { return }
        let timestamp = max(lastTarget ?? now, now)
        if !began {
            guard let animator else {
                abandoned = true
                return
            }
            began = true
            recorder.recordTransition(
                tracker.begin(observe(animator), interactive: interactive, cause: cause), at: timestamp)
        }
        end(at: position, timestamp: timestamp)
    }

    private func end(at position: TransitionTracker.EndPosition, timestamp: Double) {
        recorder.recordTransition(tracker.end(at: position), at: timestamp)
    }

    private func observe(_ animator: Animator) -> TransitionTracker.Observation {
        let time = animator.timeFraction
        let displayed: Double
        switch progress {
        case .timeFraction:
            displayed = time
        case .curve(let curve):
            displayed = !animator.isRunning && animator.scrubsLinearly ? time : curve.value(at: time)
        case .presentation(let read):
            displayed = read() ?? time
        }
        return TransitionTracker.Observation(
            isRunning: animator.isRunning, isReversed: animator.isReversed, fractionComplete: displayed)
    }
}
