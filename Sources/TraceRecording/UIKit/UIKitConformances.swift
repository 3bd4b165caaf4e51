#if canImport(UIKit)
import QuartzCore
import TraceModel
import UIKit

// UIKit's and QuartzCore's types as the platform-neutral recorder reads them. Every decision is
// in those types (TouchRecorder, AnimatorTransitionRecorder, DisplayLinkFrames), tested on Linux.

extension UIView: TraceTargetView {}

extension UIView: PresentedView {
    /// The presentation layer's values (`layer.presentation()`, the layer's own before it is drawn).
    public var tracePresentedState: PresentedState { state(of: layer.presentation() ?? layer) }

    /// The layer's own (model) values: where the animations in flight are going.
    public var traceModelState: PresentedState { state(of: layer) }

    private func state(of layer: CALayer) -> PresentedState {
        let transform = layer.transform
        let container = layer.superlayer.map { ($0.presentation() ?? $0).bounds }
        return PresentedState(
            x: Double(layer.position.x), y: Double(layer.position.y), width: Double(layer.bounds.width),
            height: Double(layer.bounds.height), anchorX: Double(layer.anchorPoint.x),
            anchorY: Double(layer.anchorPoint.y),
            transform: [transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42].map {
                Double($0)
            },
            opacity: Double(layer.opacity), isHidden: layer.isHidden, isInWindow: window != nil,
            container: container.map {
                PresentedState.Rect(
                    x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height))
            })
    }
}

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
