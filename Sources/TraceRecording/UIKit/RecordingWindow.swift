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
            for touch in touches {
                guard touch.phase != .stationary, let phase = touch.tracePhase else { continue }
                let id = identifiers.id(for: ObjectIdentifier(touch), phase: phase)
                let target = touch.view?.accessibilityIdentifier
                let sample = { (t: UITouch) in t.traceSample(id: id, in: self, target: target) }
                guard let main = sample(touch) else { continue }
                recorder.recordTouch(
                    main, coalesced: (event.coalescedTouches(for: touch) ?? []).compactMap(sample),
                    predicted: (event.predictedTouches(for: touch) ?? []).compactMap(sample))
            }
        }
        super.sendEvent(event)
    }
}

extension UITouch {
    /// The trace phase; nil for a pointer hovering without contact (`.region…` phases).
    var tracePhase: TouchPhase? {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        default: nil
        }
    }

    func traceSample(id: Int, in window: UIWindow, target: String?) -> TouchSample? {
        guard let tracePhase else { return nil }
        let point = location(in: window)
        return TouchSample(
            timestamp: timestamp,
            TouchEvent(
                id: id, phase: tracePhase, location: Point(x: point.x, y: point.y),
                force: maximumPossibleForce > 0 ? Double(force) : nil, radius: Double(majorRadius), target: target))
    }
}
#endif
