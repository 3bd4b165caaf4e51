#if canImport(SwiftUI) && canImport(UIKit)
import QuartzCore
import SwiftUI
import TraceModel

/// Labels an intent once per touch that goes down on the view it modifies, at the time of that
/// touch (the gesture's `time` converted to the app clock), so it sorts with the touch it starts.
/// With a nil recorder (a release build) it records nothing.
public struct TraceIntentModifier: ViewModifier {
    let goal: IntentGoal
    let id: String
    let target: String?
    let recorder: (any TraceEventRecording)?
    @State private var isDown = false

    public func body(content: Content) -> some View {
        content.simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    guard !isDown, let recorder else { return }
                    isDown = true
                    let appTime = CACurrentMediaTime() - Date().timeIntervalSince(value.time)
                    recorder.labelIntent(goal, id: id, target: target, at: appTime)
                }
                .onEnded { _ in isDown = false })
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
