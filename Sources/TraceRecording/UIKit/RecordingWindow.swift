#if canImport(UIKit)
import UIKit
import TraceModel

/// A `UIWindow` that records every touch it delivers, with its coalesced and predicted samples,
/// before passing the event on. Use it as the app's window (`docs/recording.md`).
///
/// Only positions (window points), force, radius and an accessibility identifier of the hit view
/// are recorded: never text or pixels.
open class RecordingWindow: UIWindow {
    /// Where touches go; nil records nothing.
    public var recorder: (any TraceEventRecording)?
    private var identifiers = TouchIdentifiers()

    open override func sendEvent(_ event: UIEvent) {
        if let recorder, event.type == .touches, let touches = event.allTouches {
            for touch in touches where touch.phase != .stationary {
                let id = identifiers.id(for: ObjectIdentifier(touch), phase: touch.tracePhase)
                let target = touch.view?.accessibilityIdentifier
                let sample = { (t: UITouch) in t.traceSample(id: id, in: self, target: target) }
                recorder.recordTouch(
                    sample(touch), coalesced: (event.coalescedTouches(for: touch) ?? []).map(sample),
                    predicted: (event.predictedTouches(for: touch) ?? []).map(sample))
            }
        }
        super.sendEvent(event)
    }
}

extension UITouch {
    var tracePhase: TouchPhase {
        switch phase {
        case .began, .regionEntered: .began
        case .moved, .regionMoved: .moved
        case .ended, .regionExited: .ended
        case .cancelled: .cancelled
        default: .stationary
        }
    }

    func traceSample(id: Int, in window: UIWindow, target: String?) -> TouchSample {
        let point = location(in: window)
        return TouchSample(
            timestamp: timestamp, id: id, phase: tracePhase, location: Point(x: point.x, y: point.y),
            force: maximumPossibleForce > 0 ? Double(force) : nil, radius: Double(majorRadius), target: target)
    }
}
#endif
