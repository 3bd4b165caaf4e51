#if canImport(UIKit)
import QuartzCore
import TraceModel
import UIKit

// UIKit's and QuartzCore's types as the platform-neutral recorder reads them. Every decision is
// in those types (TouchRecorder, AnimatorTransitionRecorder, DisplayLinkFrames), tested on Linux.

extension UIView: TraceTargetView {}

extension UITouch: TraceTouch {
    /// The trace phase; nil for a pointer hovering without contact (the `.region…` phases).
    public var tracePhase: TouchPhase? {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        default: nil
        }
    }

    /// `location(in: window)` in points.
    public func traceLocation(in window: UIWindow) -> Point {
        let point = location(in: window)
        return Point(x: Double(point.x), y: Double(point.y))
    }

    /// `force`, where the device measures it (`maximumPossibleForce > 0`).
    public var traceForce: Double? { maximumPossibleForce > 0 ? Double(force) : nil }

    /// `majorRadius`.
    public var traceRadius: Double { Double(majorRadius) }
}

extension UIEvent: TraceTouchEvent {
    /// `type == .touches`.
    public var isTouchEvent: Bool { type == .touches }
}

extension UIViewPropertyAnimator: TransitionAnimator {
    /// `state`.
    public var animatorState: AnimatorState {
        switch state {
        case .active: .active
        case .stopped: .stopped
        default: .inactive
        }
    }

    /// `fractionComplete`.
    public var timeFraction: Double { Double(fractionComplete) }
}

extension CADisplayLink: DisplayLinkProtocol {}

extension TransitionTracker.EndPosition {
    /// The position an animator's completion reports.
    public init(_ position: UIViewAnimatingPosition) {
        switch position {
        case .end: self = .end
        case .start: self = .start
        default: self = .current
        }
    }
}

extension TouchRecorder where Touch == UITouch {
    /// The `cause` of a transition a gesture recognizer starts: the tracked touches it received
    /// (`UITouch.gestureRecognizers`); nil when none.
    public func cause(of recognizer: UIGestureRecognizer) -> TransitionCause? {
        cause { $0.gestureRecognizers?.contains(recognizer) ?? false }
    }
}
#endif
