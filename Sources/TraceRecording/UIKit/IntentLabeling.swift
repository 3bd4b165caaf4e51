#if canImport(UIKit)
import QuartzCore
import TraceModel

extension TraceEventRecording {
    /// Labels what the user is about to do, from `timestamp` (default: now, `CACurrentMediaTime`).
    /// A label must come at or before the touch-down of the gesture it describes: from a
    /// callback UIKit calls on touch-up (`didSelectItemAt`), pass the touch-down's time, or label
    /// at touch-down with `TouchRecorder.intentAtTouchDown`.
    public func labelIntent(_ goal: IntentGoal, id: String, target: String? = nil, at timestamp: Double? = nil) {
        recordIntent(IntentEvent(id: id, goal: goal, target: target), at: timestamp ?? CACurrentMediaTime())
    }
}
#endif
