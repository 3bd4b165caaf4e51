import SwiftUI
import TraceRecording
import UIKit

/// The SwiftUI app: SwiftUI makes its window, so touches are recorded from the application's
/// event dispatch (`RecordingApplication`, named as `NSPrincipalClass` in Info.plist).
@main
struct PhotoViewerApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup { PhotoGridView() }
            .onChange(of: phase) { phase in
                if phase == .background { Recording.session?.flush() }
            }
    }
}

/// Starts recording once the first window scene is connected (debug builds).
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        #if DEBUG
        if let recording = application as? RecordingApplication {
            // SwiftUI's identifiers never reach UIView: targets come from `.traceTarget` regions.
            recording.touches.targetResolver = { Recording.regions.target(at: $0) }
            Recording.touches = recording.touches
        }
        #endif
        return true
    }
}

extension Recording {
    /// Starts the session on the screen of the first window scene, once (the grid's `onAppear`).
    static func startOnFirstScene() {
        guard session == nil, let touches,
            let scene = UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene
        else { return }
        try? start(touches: touches, screen: scene.screen)
    }
}
