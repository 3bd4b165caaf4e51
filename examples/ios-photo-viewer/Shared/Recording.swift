import TraceModel
import TraceRecording
import UIKit

/// The app's recording set-up (debug and QA builds only; docs/recording.md): one session writing
/// `Documents/traces/session-<time>.jsonl`, the display link's frames, and the touch recorder of
/// the window (UIKit) or of the application (SwiftUI).
@MainActor
enum Recording {
    static var session: RecordingSession<FileLineSink>?
    static var frames: DisplayLinkFrameSource?
    static var touches: TouchRecorder<UITouch>?
    /// Targets given by region, for SwiftUI views (`.traceTarget(_:in:)`).
    static let regions = TraceTargetRegions()

    /// Starts recording the touches `touches` sees, on `screen`.
    static func start(touches: TouchRecorder<UITouch>, screen: UIScreen) throws {
        guard session == nil else { return }
        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("traces", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "session-\(Int(Date().timeIntervalSince1970)).jsonl"
        let header = TraceHeader(
            device: DeviceInfo(
                model: UIDevice.current.model, os: UIDevice.current.systemVersion,
                refreshHz: Double(screen.maximumFramesPerSecond), scale: Double(screen.scale)),
            screen: ScreenSize(width: Double(screen.bounds.width), height: Double(screen.bounds.height)),
            engine: EngineInfo(kind: "fluid", build: Bundle.main.infoDictionary?["CFBundleVersion"] as? String))
        let session = try RecordingSession(
            header: header, sink: FileLineSink(path: folder.appendingPathComponent(name).path))
        touches.recorder = session
        // A touch going down on a photo means "open it": labelled at the touch's own time.
        touches.intentAtTouchDown = { target in
            guard target.hasPrefix("cell:") else { return nil }
            return IntentEvent(id: "open-" + target.dropFirst("cell:".count), goal: .open, target: target)
        }
        let frames = DisplayLinkFrameSource(recorder: session, screen: screen)
        frames.start()
        (self.session, self.frames, self.touches) = (session, frames, touches)
    }

    /// The touches behind a transition started now (a tap's action runs while the event that
    /// ends the tap is delivered, so its touch still counts); nil when none was recorded.
    static func causeNow() -> TransitionCause? {
        touches?.cause { _ in true }
    }
}
