import UIKit

/// The UIKit app's delegate; its window is made by `SceneDelegate` (Info.plist's scene manifest).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
