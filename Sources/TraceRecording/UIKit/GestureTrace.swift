#if canImport(UIKit)
import QuartzCore
import TraceModel
import UIKit

/// Records an app with one call at launch: `GestureTrace.start()` in
/// `application(_:didFinishLaunchingWithOptions:)` or a SwiftUI `App`'s `init()`
/// (docs/recording.md "One call at launch").
///
/// With no further code it records the touches of every window and scene (`UIWindow.sendEvent(_:)`
/// exchanged once with the recorder's), one frame per display refresh (a `CADisplayLink` that
/// pauses when nothing moves), and UIKit's own transitions: navigation push and pop, modal present
/// and dismiss, the edge-swipe back and a sheet dragged down (`CoordinatedTransition`). A custom
/// animator takes one line (`observe(_:id:operation:interactive:progress:)`). One file per launch,
/// whatever scenes come and go. In a build without `DEBUG` it does nothing unless
/// `options.enabledInRelease` is set.
@MainActor
public enum GestureTrace {
    /// The app-wide recorder, once a window scene is active; nil before, when disabled or stopped.
    public private(set) static var capture: TraceCapture<UITouch, CADisplayLink>?
    /// The session, once a window scene is active.
    public private(set) static var session: RecordingSession<FileLineSink>?
    private static var options: GestureTraceOptions?
    private static var excluded: [ExcludedView] = []

    private struct ExcludedView {
        weak var view: UIView?
    }
    private static var observers: [any NSObjectProtocol] = []

    /// Whether `UIWindow.sendEvent(_:)` records touches (`captureTouches`, once started).
    public static var hooksWindows: Bool { options?.captureTouches ?? false }

    /// Starts recording (once; later calls do nothing). Returns whether recording is on.
    @discardableResult
    public static func start(_ options: GestureTraceOptions = GestureTraceOptions()) -> Bool {
        #if DEBUG
        let debugBuild = true
        #else
        let debugBuild = false
        #endif
        guard options.isEnabled(debugBuild: debugBuild), self.options == nil else { return self.options != nil }
        self.options = options
        if options.captureTouches { RuntimeHooks.installWindowHook() }
        if options.captureTransitions { RuntimeHooks.installTransitionHooks() }
        observeScenes()
        if let scene = UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene {
            begin(on: scene.screen)
        }
        return true
    }

    /// Stops recording and writes everything out; `start` may be called again.
    public static func stop() {
        session?.finish()
        (capture, session, options) = (nil, nil, nil)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    /// Stops capturing (a screen showing private content): touches down are written `cancelled`,
    /// the display link pauses; nothing is recorded until `resume()`.
    public static func pause() { capture?.pause(now: CACurrentMediaTime()) }

    /// Captures again after `pause()`.
    public static func resume() { capture?.resume() }

    /// Touches that begin in `view` or inside it are never recorded (`UIView.isExcludedFromGestureTrace`).
    public static func exclude(_ view: UIView) {
        excluded.removeAll { $0.view == nil }
        excluded.append(ExcludedView(view: view))
        capture?.touches.exclude(view)
    }

    /// Records touches in `view` again after `exclude(_:)`.
    public static func include(_ view: UIView) {
        excluded.removeAll { $0.view == nil || $0.view === view }
        capture?.touches.include(view)
    }

    /// Records a transition the app animates itself with a `UIViewPropertyAnimator` (a custom
    /// animator): the one line a custom transition takes. See `DisplayLinkFrameSource.observe`.
    /// `views`, the views the animator moves, give `visible` and the progress on screen (`progress`,
    /// by default the time fraction, is read only where they give none); `began`,
    /// `paused` and `reversed` carry the touches in flight as their `cause`.
    public static func observe(
        _ animator: UIViewPropertyAnimator, id: String, operation: TransitionOperation, interactive: Bool,
        tracking views: [UIView] = [], progress: DisplayedProgress = .timeFraction
    ) {
        guard let capture else { return }
        let observer = AnimatorTransitionObserver(
            animator, id: id, operation: operation, interactive: interactive, cause: capture.causeInFlight(),
            progress: progress, views: views, causeInFlight: { [weak capture] in capture?.causeInFlight() },
            recorder: capture.recorder)
        animator.addCompletion { [weak observer] position in
            observer?.completed(at: TransitionTracker.EndPosition(position), now: CACurrentMediaTime())
        }
        capture.add(observer)
    }

    /// The session starts on the first window scene's screen (the header's refresh rate and size).
    static func begin(on screen: UIScreen) {
        guard capture == nil, let options else { return }
        let directory: String
        if let given = options.directory {
            directory = given
        } else {
            directory =
                FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("traces", isDirectory: true).path
        }
        let name = "session-\(Int(Date().timeIntervalSince1970)).jsonl"
        let header = TraceHeader(
            device: DeviceInfo(
                model: UIDevice.current.model, os: UIDevice.current.systemVersion,
                refreshHz: Double(screen.maximumFramesPerSecond), scale: Double(screen.scale), platform: .uikit),
            screen: ScreenSize(width: Double(screen.bounds.width), height: Double(screen.bounds.height)),
            scene: options.scene, engine: options.engine)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let session = try RecordingSession(
                header: header,
                sink: FileLineSink(path: directory + "/" + name, bufferCapacity: options.writeBufferBytes),
                configuration: options.configuration)
            let capture = TraceCapture<UITouch, CADisplayLink>(
                recorder: session, options: options, makeLink: DisplayLinkFrameSource.linkMaker(screen: screen))
            for view in excluded.compactMap(\.view) { capture.touches.exclude(view) }
            capture.start()
            (self.session, self.capture) = (session, capture)
        } catch {
            return  // no file, no recording: the app runs on unrecorded
        }
    }

    private static func observeScenes() {
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: .main) { note in
                let scene = note.object as? UIWindowScene
                MainActor.assumeIsolated { if let scene { begin(on: scene.screen) } }
            },
            center.addObserver(forName: UIScene.willDeactivateNotification, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { capture?.sceneWillDeactivate(now: CACurrentMediaTime()) }
            },
            center.addObserver(forName: UIScene.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { capture?.sceneDidEnterBackground() }
            },
        ]
    }
}

extension UIView {
    /// Whether touches that begin in this view or inside it are kept out of the trace.
    public var isExcludedFromGestureTrace: Bool {
        get { GestureTrace.capture?.touches.isExcluded(self) ?? false }
        set { newValue ? GestureTrace.exclude(self) : GestureTrace.include(self) }
    }
}
#endif
