#if canImport(SwiftUI) && canImport(UIKit)
import QuartzCore
import SwiftUI
import TraceModel

/// Labels an intent once per touch that goes down on the view it modifies, at the time of that
/// touch (the gesture's `time` converted to the app clock), so it sorts with the touch it starts.
/// The latch is a `@GestureState`, which SwiftUI resets when the gesture ends or is cancelled
/// (`TouchDownLatch`). With a nil recorder (a release build) it records nothing.
public struct TraceIntentModifier: ViewModifier {
    let goal: IntentGoal
    let id: String
    let target: String?
    let recorder: (any TraceEventRecording)?
    @GestureState private var isDown = false

    public func body(content: Content) -> some View {
        content.simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .updating($isDown) { value, isDown, _ in
                    guard let recorder, TouchDownLatch.shouldLabel(&isDown) else { return }
                    let appTime = CACurrentMediaTime() + value.time.timeIntervalSinceNow
                    recorder.labelIntent(goal, id: id, target: target, at: appTime)
                })
    }
}

extension View {
    /// `.traceIntent(.open, id: "open-42", target: "cell:42", recorder: session)`: see `TraceIntentModifier`.
    public func traceIntent(
        _ goal: IntentGoal, id: String, target: String? = nil, recorder: (any TraceEventRecording)?
    ) -> some View {
        modifier(TraceIntentModifier(goal: goal, id: id, target: target, recorder: recorder))
    }
}
#endif
