import TraceRecording

/// An animator as Apple documents `UIViewPropertyAnimator`: `inactive` until started or paused;
/// completions run when the animations finish or after `finishAnimation(at:)`, never after
/// `stopAnimation(true)`, which returns it to `inactive` at once.
@MainActor
final class FakeAnimator: TransitionAnimator {
    enum Position { case start, end, current }

    var isRunning = false
    var isReversed = false
    var scrubsLinearly = true
    var animatorState = AnimatorState.inactive
    var timeFraction = 0.0
    private var completions: [(Position) -> Void] = []

    func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    func startAnimation() {
        animatorState = .active
        isRunning = true
    }

    func pauseAnimation() {
        animatorState = .active
        isRunning = false
    }

    /// The animations reached their end (or their start, reversed): completions run.
    func finishNaturally() {
        timeFraction = isReversed ? 0 : 1
        complete(at: isReversed ? .start : .end)
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        animatorState = withoutFinishing ? .inactive : .stopped
    }

    func finishAnimation(at position: Position) { complete(at: position) }

    private func complete(at position: Position) {
        isRunning = false
        animatorState = .inactive
        for completion in completions { completion(position) }
    }
}

extension AnimatorTransitionRecorder where Animator == FakeAnimator {
    /// Wires the animator's completion to the recorder, as `AnimatorTransitionObserver` does.
    func completing(_ animator: FakeAnimator, now: @escaping () -> Double) -> Self {
        animator.addCompletion { [weak self] position in
            let end: TransitionTracker.EndPosition =
                switch position {
                case .start: .start
                case .end: .end
                case .current: .current
                }
            self?.completed(at: end, now: now())
        }
        return self
    }
}
