import TraceModel

/// A touch as the recorder reads it (`UITouch` in the UIKit glue). The names `timestamp`, `view`
/// and `window` are `UITouch`'s own; the `trace…` members convert UIKit's types to the trace's.
@MainActor
public protocol TraceTouch: AnyObject, Hashable {
    /// The type of the view the touch was delivered to.
    associatedtype View: TraceTargetView where View.Superview == View
    /// The type of the window the touch belongs to.
    associatedtype Window: AnyObject
    /// Seconds since boot (`UITouch.timestamp`).
    var timestamp: Double { get }
    /// The view the touch was delivered to; UIKit may clear it later in the touch's life.
    var view: View? { get }
    /// The window the touch belongs to.
    var window: Window? { get }
    /// The trace phase; nil for a phase the format has no name for (a pointer hovering).
    var tracePhase: TouchPhase? { get }
    /// The position in `window`'s coordinates, in points.
    func traceLocation(in window: Window) -> Point
    /// The force, nil where the device measures none.
    var traceForce: Double? { get }
    /// The radius of the contact (`majorRadius`), in points.
    var traceRadius: Double { get }
}
