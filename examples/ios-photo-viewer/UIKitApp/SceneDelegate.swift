import TraceRecording
import UIKit

/// Makes the app's window a `RecordingWindow`, starts recording (debug builds) and flushes the
/// trace when the app leaves the foreground.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = RecordingWindow(windowScene: windowScene)
        window.rootViewController = PhotoGridViewController()
        #if DEBUG
        try? Recording.start(touches: window.touches, screen: window.screen)
        #endif
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        Recording.session?.flush()
    }
}
