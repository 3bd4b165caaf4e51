#if canImport(UIKit)
import TraceModel
import UIKit

/// A `UIWindow` that records the touches it delivers (its own: `event.touches(for: self)`), with
/// their coalesced and predicted samples, before passing the event on. Use it as a UIKit app's
/// window where swizzling is not allowed (`GestureTraceOptions.captureTouches = false`,
/// docs/recording.md); a SwiftUI app, whose windows SwiftUI makes, uses `RecordingApplication`.
///
/// Only positions (window points), force, radius and a target id are recorded, never text or
/// pixels. The decisions (which touches, which target, which id) are `TouchRecorder`'s.
open class RecordingWindow: UIWindow {
    /// The window's touch recorder when `GestureTrace` is not started: its `recorder`,
    /// `targetResolver`, and the `cause(…)` of a transition a gesture starts.
    public let touches = TouchRecorder<UITouch>()

    /// Where touches go; nil records nothing.
    public var recorder: (any TraceEventRecording)? {
        get { touches.recorder }
        set { touches.recorder = newValue }
    }

    /// Records the window's touches: into `GestureTrace`'s session when it was started (one
    /// recorder for every window, so ids stay unique), else into `touches`.
    open override func sendEvent(_ event: UIEvent) {
        if let capture = GestureTrace.capture {
            capture.windowWillSend(event, in: self)
        } else {
            touches.record(event, in: self)
        }
        super.sendEvent(event)
    }

    /// The `cause` of a transition a control event starts (a button's action): the event's
    /// touches in this window; nil when none was tracked.
    public func cause(of event: UIEvent?) -> TransitionCause? {
        guard let touches = event?.touches(for: self) else { return nil }
        return self.touches.cause(of: touches)
    }
}
#endif
