import SwiftUI
import TraceRecording

/// The SwiftUI app: one call at launch records touches, frames and the UIKit transitions under
/// SwiftUI's navigation and sheets (debug builds).
@main
struct PhotoViewerApp: App {
    init() { GestureTrace.start() }

    var body: some Scene {
        WindowGroup { PhotoGridView() }
    }
}
