/// An animator as the recorder reads it once per frame (`UIViewPropertyAnimator` in the UIKit
/// glue; `isRunning`, `isReversed` and `scrubsLinearly` are its own names).
@MainActor
public protocol TransitionAnimator: AnyObject {
    /// Whether the animations are running (false while paused or scrubbed by a finger).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start.
    var isReversed: Bool { get }
    /// Whether setting the fraction while paused moves the views linearly (`scrubsLinearly`).
    var scrubsLinearly: Bool { get }
    /// The animator's state (`UIViewAnimatingState`).
    var animatorState: AnimatorState { get }
    /// The animation's time fraction, 0 at its start and 1 at its end (`fractionComplete`).
    var timeFraction: Double { get }
    /// Called before each frame is sampled with the time that frame is shown; an animator the
    /// app steps itself (`TimedTransitionAnimator`) moves to it. Default: nothing.
    func advance(to displayTime: Double)
    /// Where an animator that reports no completion of its own came to rest when it went back to
    /// `inactive`; nil (the default): stopped where it was.
    var finishedPosition: TransitionTracker.EndPosition? { get }
}

extension TransitionAnimator {
    public func advance(to displayTime: Double) {}
    public var finishedPosition: TransitionTracker.EndPosition? { nil }
}
