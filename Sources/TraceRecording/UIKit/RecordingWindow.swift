#if canImport(UIKit)
import TraceModel
import UIKit

/// A `UIWindow` that records the touches it delivers (its own: `event.touches(for: self)`), with
/// their coalesced and predicted samples, before passing the event on. Use it as a UIKit app's
/// window (`docs/recording.md`); a SwiftUI app, whose windows SwiftUI makes, uses
/// `RecordingApplication` instead.
///
/// Only positions (window points), force, radius and a target id are recorded, never text or
/// pixels. The decisions (which touches, which target, which id) are `TouchRecorder`'s.
open class RecordingWindow: UIWindow {
    /// The window's touch recorder: its `recorder`, `targetResolver`, `intentAtTouchDown`, and
    /// the `cause(…)` of a transition a gesture starts.
    public let touches = TouchRecorder<UITouch>()

    /// Where touches go; nil records nothing.
    public var recorder: (any TraceEventRecording)? {
        get { touches.recorder }
        set { touches.recorder = newValue }
    }

    open override func sendEvent(_ event: UIEvent) {
        touches.record(event, in: self)
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
