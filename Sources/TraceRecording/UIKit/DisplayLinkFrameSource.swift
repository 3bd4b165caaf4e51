#if canImport(UIKit)
import QuartzCore
import UIKit

/// Records one `frame` per display refresh from a `CADisplayLink` (at its `timestamp`, with
/// `target` its `targetTimestamp`, the time the frame being prepared will be shown), and calls
/// `onFrame` so transition observers can sample their animators on the same tick.
@MainActor
public final class DisplayLinkFrameSource: NSObject {
    private let recorder: any TraceEventRecording
    private var link: CADisplayLink?
    /// Called after each frame is recorded, with the link's `targetTimestamp`.
    public var onFrame: (@MainActor (Double) -> Void)?

    public init(recorder: any TraceEventRecording) {
        self.recorder = recorder
    }

    /// Starts on the main run loop (common modes, so frames keep coming while scrolling).
    public func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    public func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func tick(_ link: CADisplayLink) {
        recorder.recordFrame(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
        onFrame?(link.targetTimestamp)
    }
}
#endif
