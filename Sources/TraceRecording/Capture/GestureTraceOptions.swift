import TraceModel

/// What `GestureTrace.start(_:)` records, and how (docs/recording.md "One call at launch").
public struct GestureTraceOptions: Sendable {
    /// Records the touches of every window by exchanging `UIWindow.sendEvent(_:)` with the
    /// recorder's (once, guarded). Set it to false where swizzling is not allowed: the app then
    /// makes its windows `RecordingWindow`s (or names `RecordingApplication` its principal class),
    /// which record into the same session.
    public var captureTouches = true
    /// Records UIKit's own view-controller transitions (push, pop, present, dismiss, the
    /// edge-swipe back, a sheet dragged down) from their transition coordinators, by exchanging
    /// `UIViewController.viewWillAppear(_:)` and `viewWillDisappear(_:)` with the recorder's.
    public var captureTransitions = true
    /// Pauses the display link when nothing moves (`DisplayLinkFrames`).
    public var pausesWhenIdle = true
    /// Which `accessibilityIdentifier`s are written as targets (default: `gt.`-prefixed ones).
    public var targets = TraceTargetPolicy.default
    /// Records in a release build too. Off by default: `start` does nothing in a build without
    /// `DEBUG` unless this is set (a QA build that records on purpose).
    public var enabledInRelease = false
    /// The folder traces are written to; nil: `Documents/traces` of the app.
    public var directory: String?
    /// The header's `engine` (what the app runs) and `scene` (nil: the media viewer default).
    public var engine: EngineInfo?
    public var scene: SceneInfo?
    /// The session's limits.
    public var configuration = RecordingConfiguration()
    /// The file's write buffer, bytes: lines are gathered and written once per flush (every
    /// `configuration.flushInterval`), not one `write(2)` per event.
    public var writeBufferBytes = 64 * 1024

    public init() {}

    /// Whether `start` records in a build with (`debugBuild` true) or without `DEBUG`.
    public func isEnabled(debugBuild: Bool) -> Bool { debugBuild || enabledInRelease }
}
