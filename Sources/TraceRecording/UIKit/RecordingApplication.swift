#if canImport(UIKit)
import UIKit

/// A `UIApplication` that records touches from the application's event dispatch, before any
/// window sees them: the way to record a SwiftUI app, whose `WindowGroup` makes its own windows.
/// Name it as the principal class in the app's Info.plist (`NSPrincipalClass` =
/// `GTRecordingApplication`), then set `touches.recorder` at launch (`docs/recording.md`).
///
/// It records the touches of one window (`touches.recordedWindow`, by default the window of the
/// first touch that begins), in that window's coordinates. Targets: SwiftUI's identifiers never
/// reach `UIView`, so give them by region (`.traceTarget(_:in:)` and
/// `touches.targetResolver = regions.target(at:)`). Do not also use a `RecordingWindow`.
@objc(GTRecordingApplication)
open class RecordingApplication: UIApplication {
    /// The application's touch recorder (see `TouchRecorder`).
    public let touches = TouchRecorder<UITouch>()

    /// Records the touches of one window: into `GestureTrace`'s session when it was started with
    /// `captureTouches` off (with it on, the windows record themselves), else into `touches`.
    open override func sendEvent(_ event: UIEvent) {
        if let capture = GestureTrace.capture {
            if !GestureTrace.hooksWindows {
                var seen = Set<ObjectIdentifier>()
                for window in (event.allTouches ?? []).compactMap(\.window) where !(window is RecordingWindow) {
                    if seen.insert(ObjectIdentifier(window)).inserted { capture.windowWillSend(event, in: window) }
                }
            }
        } else {
            touches.recordAdoptingWindow(event)
        }
        super.sendEvent(event)
    }
}
#endif
