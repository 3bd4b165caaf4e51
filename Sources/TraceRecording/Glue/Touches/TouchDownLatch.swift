/// Labels an intent once per gesture: the decision behind `TraceIntentModifier`.
///
/// The latch lives in a SwiftUI `@GestureState`, which SwiftUI resets whenever the gesture
/// becomes inactive, whether it ended or was cancelled. A `@State` flag cleared in `onEnded` stays
/// set after a cancelled gesture (a scroll view took the touch, the app went to the background),
/// since `onEnded` runs only when a gesture ends successfully: the view never labelled again.
public enum TouchDownLatch {
    /// Called on each change of the gesture with its state: true (label now) on the first change
    /// after the state was reset, false afterwards.
    public static func shouldLabel(_ isDown: inout Bool) -> Bool {
        guard !isDown else { return false }
        isDown = true
        return true
    }
}
