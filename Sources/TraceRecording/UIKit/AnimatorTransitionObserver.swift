#if canImport(UIKit)
import QuartzCore
import TraceModel
import UIKit

/// Records a `UIViewPropertyAnimator`-driven transition: `began` now, then on each frame of a
/// `DisplayLinkFrameSource` (`frame(at:)`) whatever `TransitionTracker` sees (progress, paused,
/// reversed), and `ended` with its outcome from the animator's completion. Times are displayed
/// times: the frame's `targetTimestamp`.
@MainActor
public final class AnimatorTransitionObserver {
    private let recorder: any TraceEventRecording
    private let animator: UIViewPropertyAnimator
    private var tracker: TransitionTracker
    private var lastTarget = CACurrentMediaTime()

    /// Call right after creating the animator (before `startAnimation()` or the first
    /// `fractionComplete` of an interactive pan); records `began`.
    public init(
        _ animator: UIViewPropertyAnimator, id: String, operation: TransitionOperation, interactive: Bool,
        recorder: any TraceEventRecording
    ) {
        self.animator = animator
        self.recorder = recorder
        tracker = TransitionTracker(id: id, operation: operation)
        recorder.recordTransition(tracker.begin(observation, interactive: interactive), at: lastTarget)
        animator.addCompletion { [self] position in
            let end: TransitionTracker.EndPosition = position == .end ? .end : position == .start ? .start : .current
            recorder.recordTransition(tracker.end(at: end), at: max(lastTarget, CACurrentMediaTime()))
        }
    }

    private var observation: TransitionTracker.Observation {
        .init(
            isRunning: animator.isRunning, isReversed: animator.isReversed,
            fractionComplete: Double(animator.fractionComplete))
    }

    /// Samples the animator for the frame shown at `targetTimestamp`.
    public func frame(at targetTimestamp: Double) {
        lastTarget = targetTimestamp
        for event in tracker.observe(observation) { recorder.recordTransition(event, at: targetTimestamp) }
    }
}
#endif
