/// A view whose presentation the recorder reads once per frame while a transition runs
/// (`UIView` in the UIKit glue, reading `layer.presentation()`; a fake in tests).
@MainActor
public protocol PresentedView: AnyObject {
    /// What is on screen now: the presentation layer's values (the layer's own before it has one).
    var tracePresentedState: PresentedState { get }
    /// The model layer's values: where the animations in flight are going.
    var traceModelState: PresentedState { get }
}
