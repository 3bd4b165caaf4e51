/// An animator for a transition the app animates by other means than `UIViewPropertyAnimator`
/// (SwiftUI's `withAnimation`, a view moved by a finger): the app tells it what it started, and
/// it follows the same timing on the display link's frames, so the recorder samples it like any
/// animator. Its `timeFraction` is the displayed fraction (the curve applied): record it with
/// `DisplayedProgress.timeFraction`.
///
/// `animate(to:duration:curve:)` starts a run on the next frame; `scrub(to:)` holds a fraction (a
/// finger drives it). When a run reaches its end the animator goes back to `inactive` and says
/// where it came to rest (`finishedPosition`), so the transition ends with its outcome.
@MainActor
public final class TimedTransitionAnimator: TransitionAnimator {
    private struct Run {
        var from, to, duration: Double
        var curve: TimingCurve
        var start: Double?
    }

    public private(set) var isRunning = false
    public private(set) var isReversed = false
    public let scrubsLinearly = true
    public private(set) var animatorState = AnimatorState.inactive
    public private(set) var timeFraction: Double
    public private(set) var finishedPosition: TransitionTracker.EndPosition?
    private var run: Run?

    /// An animator resting at `fraction` (0: the transition's start state, 1: its end state).
    public init(fraction: Double = 0) {
        timeFraction = min(1, max(0, fraction))
    }

    /// Animates from the displayed fraction to `end` (0 or 1) over `duration` seconds with
    /// `curve`, from the next frame on: the same animation the app gave its views.
    public func animate(to end: Double, duration: Double, curve: TimingCurve) {
        let end = min(1, max(0, end))
        run = Run(from: timeFraction, to: end, duration: max(0, duration), curve: curve, start: nil)
        isReversed = end < timeFraction
        isRunning = true
        animatorState = .active
        finishedPosition = nil
    }

    /// Holds `fraction` (a finger drives the transition): paused, not finished.
    public func scrub(to fraction: Double) {
        run = nil
        timeFraction = min(1, max(0, fraction))
        isRunning = false
        animatorState = .active
    }

    public func advance(to displayTime: Double) {
        guard var current = run else { return }
        let start = current.start ?? displayTime
        current.start = start
        let time = current.duration > 0 ? (displayTime - start) / current.duration : 1
        timeFraction = current.from + (current.to - current.from) * current.curve.value(at: time)
        run = current
        if time >= 1 - 1e-9 {  // the last frame of the run, whatever the rounding of the times
            timeFraction = current.to
            run = nil
            isRunning = false
            animatorState = .inactive
            finishedPosition = current.to == 1 ? .end : current.to == 0 ? .start : .current
        }
    }
}
