/// A touch event as the recorder reads it (`UIEvent`): the names are `UIEvent`'s own.
@MainActor
public protocol TraceTouchEvent {
    /// The touch type (`UITouch`).
    associatedtype Touch: TraceTouch
    /// Whether this is a touch event (`type == .touches`).
    var isTouchEvent: Bool { get }
    /// Every touch of the event, including other windows' touches.
    var allTouches: Set<Touch>? { get }
    /// The touches that belong to `window`.
    func touches(for window: Touch.Window) -> Set<Touch>?
    /// The samples since the last event, ending with `touch` itself.
    func coalescedTouches(for touch: Touch) -> [Touch]?
    /// The samples UIKit predicts for `touch`.
    func predictedTouches(for touch: Touch) -> [Touch]?
}
