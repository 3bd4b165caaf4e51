import TraceModel
import TraceRecording

/// Records the SwiftUI viewer's transitions: SwiftUI has no animator to observe, so each
/// transition is followed by a `TimedTransitionAnimator` given the same duration and curve as the
/// view's `withAnimation`, or the fraction the finger holds.
@MainActor
final class ViewerTransitionRecording {
    /// The duration of the view's animations, in seconds.
    static let duration = 0.35

    private var animator: TimedTransitionAnimator?
    private var observer: AnimatorTransitionRecorder<TimedTransitionAnimator>?
    private var operation = TransitionOperation.present
    private var started = 0

    /// Animates to open (or closed): the transition under way turns round, or a new one starts.
    func animate(open: Bool, index: Int) {
        let animator = current ?? begin(open ? .present : .dismiss, index: index, interactive: false)
        animator?.animate(to: (operation == .present) == open ? 1 : 0, duration: Self.duration, curve: .easeInOut)
    }

    /// A finger holds the viewer at `openness` (0 closed, 1 open).
    func follow(openness: Double, index: Int) {
        let animator = current ?? begin(.dismiss, index: index, interactive: true)
        animator?.scrub(to: operation == .present ? openness : 1 - openness)
    }

    /// The transition under way, if any.
    private var current: TimedTransitionAnimator? {
        guard let observer, !observer.isFinished else { return nil }
        return animator
    }

    private func begin(_ operation: TransitionOperation, index: Int, interactive: Bool) -> TimedTransitionAnimator? {
        guard let capture = GestureTrace.capture else { return nil }
        started += 1
        let animator = TimedTransitionAnimator(fraction: 0)
        let observer = AnimatorTransitionRecorder(
            animator, id: "\(operation.rawValue)-\(index)-\(started)", operation: operation, interactive: interactive,
            cause: Recording.causeNow(), recorder: capture.recorder)
        capture.add(observer)  // the one line a SwiftUI animation takes
        (self.animator, self.observer, self.operation) = (animator, observer, operation)
        return animator
    }
}
