import TraceRecording
import UIKit

/// The UIKit app's delegate: one call records touches, frames and UIKit's transitions (debug
/// builds); its window is made by `SceneDelegate` (Info.plist's scene manifest).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GestureTrace.start()
        return true
    }
}
