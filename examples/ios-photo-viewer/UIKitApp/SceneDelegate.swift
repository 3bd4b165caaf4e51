import UIKit

/// Shows the grid in a navigation controller: its push, the edge-swipe back and a sheet dragged
/// down are recorded with no code of the app's.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: PhotoGridViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
