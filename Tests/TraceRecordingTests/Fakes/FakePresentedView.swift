import TraceRecording

/// A view as Core Animation shows it: the model layer holds where an animation goes as soon as it
/// is set up (`view.frame = end` in the animations), the presentation layer what is on screen,
/// moving frame by frame (`CALayer.presentation()`).
@MainActor
final class FakePresentedView: PresentedView {
    var presented: PresentedState
    var model: PresentedState

    /// A full-screen-wide view at `y` in a 400 x 800 container, in a window.
    init(y: Double = 0, opacity: Double = 1, isInWindow: Bool = true) {
        presented = PresentedState(
            x: 200, y: y + 400, width: 400, height: 800, opacity: opacity, isInWindow: isInWindow,
            container: PresentedState.Rect(x: 0, y: 0, width: 400, height: 800))
        model = presented
    }

    /// The animations are set up: the model layer goes to `y` at once, the screen stays put.
    func animate(toY y: Double, opacity: Double? = nil) {
        model.y = y + 400
        if let opacity { model.opacity = opacity }
    }

    /// What the next frame shows.
    func show(y: Double, opacity: Double? = nil) {
        presented.y = y + 400
        if let opacity { presented.opacity = opacity }
    }

    var tracePresentedState: PresentedState { presented }
    var traceModelState: PresentedState { model }
}
