import TraceModel
import TraceRecording
import UIKit

/// What the example adds to `GestureTrace.start()` (docs/recording.md "One call at launch"):
/// the SwiftUI targets, given by region, and the touches behind a transition started now.
@MainActor
enum Recording {
    /// Targets given by region, for SwiftUI views (`.traceTarget(_:in:)`).
    static let regions = TraceTargetRegions()

    /// The touches behind a transition started now (a tap's action runs while the event that
    /// ends the tap is delivered, so its touch still counts); nil when none was recorded.
    static func causeNow() -> TransitionCause? {
        GestureTrace.capture?.touches.cause { _ in true }
    }
}
