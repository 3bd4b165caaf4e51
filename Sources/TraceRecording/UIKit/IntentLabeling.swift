#if canImport(UIKit)
import QuartzCore
import TraceModel

extension TraceEventRecording {
    /// Labels what the user is about to do, from `timestamp` (default: now, `CACurrentMediaTime`):
    /// call it before the gesture's first touch is delivered (or with that touch's timestamp).
    public func labelIntent(_ goal: IntentGoal, id: String, target: String? = nil, at timestamp: Double? = nil) {
        recordIntent(IntentEvent(id: id, goal: goal, target: target), at: timestamp ?? CACurrentMediaTime())
    }
}
#endif
