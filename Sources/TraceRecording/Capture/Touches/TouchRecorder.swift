import TraceModel

/// Records the touches of an app's windows: the decisions behind `GestureTrace`, `RecordingWindow`
/// and `RecordingApplication`, on any touch type (`UITouch` there, a fake in tests).
///
/// - **Only a window's own touches**: `event.touches(for: window)`, never `allTouches`, which
///   holds other windows' touches too (with positions in another coordinate space). One recorder
///   serves every window and scene of the app, so ids stay unique in the one trace.
/// - **Every sequence starts with `began` and ends**: a touch is tracked from its `began`. A touch
///   first seen later (the recorder was attached or replaced, or capture resumed, while a finger
///   was down) is skipped until it lifts, every sample of it, and counted in `skippedSamples`.
///   `cancelAll(at:)` (the scene resigned active, capture paused) writes every touch still down as
///   `cancelled` at its last position, so no sequence is left open.
/// - **Targets**: resolved once, at `began`, and written on every sample of the touch: the app's
///   `targetResolver` when it gives one, else the nearest identifier, from the hit view up, that
///   `targetPolicy` exports (by default only `gt.`-prefixed ones, written without the prefix).
/// - **Excluded views**: a touch that begins in an excluded view (`exclude(_:)`) or an excluded
///   region (`isExcluded`) is not recorded at all; its samples count in `excludedSamples`.
/// - **No intents**: a touch-down says nothing of what the user wants (a scroll starts on a cell
///   too); analysis infers intents (docs/analysis.md "Intents").
/// - **Ids**: the smallest number not in use; a touch that ended keeps its id until the next event,
///   so that a transition started while the event is delivered (a tap's action, a recognizer's
///   `.ended`) can still name it as its `cause`.
@MainActor
public final class TouchRecorder<Touch: TraceTouch> {
    /// One tracked touch.
    private struct Tracked {
        let touch: Touch
        let id: Int
        let target: String?
        weak var hitView: Touch.View?
        var last: Point
        var excluded = false
        var ended = false
    }

    /// Where touches go; nil records nothing. Replacing it forgets the touches down (their `began`
    /// went elsewhere), so they are skipped until they lift.
    public var recorder: (any TraceEventRecording)? {
        didSet { tracked.removeAll() }
    }
    /// The app's own target for a touch that begins at a point (window coordinates), consulted
    /// before the view hierarchy: for SwiftUI, whose identifiers never reach `UIView`, pass
    /// `TraceTargetRegions.target(at:)`.
    public var targetResolver: (@MainActor (Point) -> String?)?
    /// Whether a touch beginning at a point (window coordinates) is in an excluded region
    /// (SwiftUI: `TraceTargetRegions.isExcluded(at:)`).
    public var isExcluded: (@MainActor (Point) -> Bool)?
    /// Which view identifiers are written as targets (default: `gt.`-prefixed ones only).
    public var targetPolicy = TraceTargetPolicy.default
    /// For an application-level hook: the window whose touches are recorded; when nil, the window
    /// of the first touch that begins is adopted (held weakly).
    public weak var recordedWindow: Touch.Window?
    /// Samples of touches not tracked (first seen after their `began`), not recorded.
    public private(set) var skippedSamples = 0
    /// Samples of touches that began in an excluded view or region, not recorded.
    public private(set) var excludedSamples = 0

    private var tracked: [ObjectIdentifier: Tracked] = [:]
    private var excludedViews: [WeakView] = []

    private struct WeakView {
        weak var view: Touch.View?
    }

    public init(recorder: (any TraceEventRecording)? = nil) {
        self.recorder = recorder
    }

    /// How many touches are tracked (down, or ended in the event being delivered).
    public var trackedCount: Int { tracked.count }

    /// Whether a finger is down (a tracked touch that has not ended).
    public var hasTouchDown: Bool { tracked.values.contains { !$0.ended && !$0.excluded } }

    /// Touches that begin in `view` or inside it are not recorded (a keypad, a signature pad).
    public func exclude(_ view: Touch.View) {
        excludedViews.removeAll { $0.view == nil }
        excludedViews.append(WeakView(view: view))
    }

    /// Records touches in `view` again after `exclude(_:)`.
    public func include(_ view: Touch.View) {
        excludedViews.removeAll { $0.view == nil || $0.view === view }
    }

    /// Whether `view` itself was excluded (`exclude(_:)`).
    public func isExcluded(_ view: Touch.View) -> Bool {
        excludedViews.contains { $0.view === view }
    }

    /// Records the touches `event` holds for `window` (call it from `UIWindow.sendEvent(_:)`,
    /// before passing the event on).
    public func record<Event: TraceTouchEvent>(_ event: Event, in window: Touch.Window) where Event.Touch == Touch {
        tracked = tracked.filter { !$0.value.ended }
        guard let recorder, event.isTouchEvent, let touches = event.touches(for: window) else { return }
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            record(touch, of: event, in: window, to: recorder)
        }
    }

    /// Records the touches of `recordedWindow`, adopting the window of the first touch that
    /// begins when none is set (call it from `UIApplication.sendEvent(_:)`).
    public func recordAdoptingWindow<Event: TraceTouchEvent>(_ event: Event) where Event.Touch == Touch {
        if recordedWindow == nil, recorder != nil, event.isTouchEvent {
            recordedWindow = event.allTouches?.first { $0.tracePhase == .began && $0.window != nil }?.window
        }
        guard let window = recordedWindow else {
            tracked = tracked.filter { !$0.value.ended }
            return
        }
        record(event, in: window)
    }

    /// Writes every touch still down as `cancelled` at its last position, at `timestamp` (seconds
    /// since boot), and forgets it: the scene resigned active (UIKit will not deliver its end to
    /// the recorder), or capture pauses. A finger still down afterwards is skipped until it lifts.
    public func cancelAll(at timestamp: Double) {
        let down = tracked.values.filter { !$0.ended && !$0.excluded }.sorted { $0.id < $1.id }
        tracked.removeAll()
        guard let recorder else { return }
        for entry in down {
            recorder.recordTouch(
                TouchSample(
                    timestamp: max(timestamp, entry.touch.timestamp),
                    TouchEvent(id: entry.id, phase: .cancelled, location: entry.last, target: entry.target)),
                coalesced: [], predicted: [])
        }
    }

    private func record<Event: TraceTouchEvent>(
        _ touch: Touch, of event: Event, in window: Touch.Window, to recorder: any TraceEventRecording
    ) where Event.Touch == Touch {
        guard let phase = touch.tracePhase else { return }
        let key = ObjectIdentifier(touch)
        let location = touch.traceLocation(in: window)
        var entry: Tracked
        if phase == .began {
            let excluded = isExcluded?(location) ?? false || isInExcludedView(touch.view)
            let target =
                excluded
                ? nil : targetResolver?(location) ?? touch.view?.nearestTraceIdentifier(exportedBy: targetPolicy)
            entry = Tracked(
                touch: touch, id: excluded ? 0 : smallestFreeID(), target: target, hitView: touch.view, last: location,
                excluded: excluded)
        } else if let known = tracked[key], !known.ended {
            entry = known
        } else {
            skippedSamples += 1
            return
        }
        entry.ended = phase.isTerminal
        entry.last = location
        tracked[key] = entry
        if entry.excluded {
            excludedSamples += 1
            return
        }
        guard phase != .stationary else { return }
        let sample = { (sample: Touch) -> TouchSample in
            TouchSample(
                timestamp: sample.timestamp,
                TouchEvent(
                    id: entry.id, phase: sample.tracePhase ?? phase, location: sample.traceLocation(in: window),
                    force: sample.traceForce, radius: sample.traceRadius, target: entry.target))
        }
        recorder.recordTouch(
            sample(touch), coalesced: (event.coalescedTouches(for: touch) ?? []).map(sample),
            predicted: (event.predictedTouches(for: touch) ?? []).map(sample))
    }

    private func isInExcludedView(_ view: Touch.View?) -> Bool {
        guard let view else { return false }
        return excludedViews.contains { excluded in excluded.view.map { view.isTraceDescendant(of: $0) } ?? false }
    }

    private func smallestFreeID() -> Int {
        let used = Set(tracked.values.filter { !$0.excluded }.map(\.id))
        var candidate = 1
        while used.contains(candidate) { candidate += 1 }
        return candidate
    }

    // MARK: - Causes

    /// The `cause` naming these touches: the ids of those tracked (down, or ended in the event
    /// being delivered), in order; nil when none is (analysis then infers the cause).
    public func cause(of touches: some Sequence<Touch>) -> TransitionCause? {
        let given = Set(touches.map(ObjectIdentifier.init))
        return cause { given.contains(ObjectIdentifier($0)) }
    }

    /// The `cause` naming the tracked touches that `isCause` accepts (the glue asks each touch
    /// whether a gesture recognizer received it); nil when none does.
    public func cause(where isCause: (Touch) -> Bool) -> TransitionCause? {
        let ids = Set(tracked.values.filter { !$0.excluded && isCause($0.touch) }.map(\.id))
        return ids.isEmpty ? nil : .touches(ids.sorted())
    }

    /// The `cause` naming the tracked touches that went down on `view` or inside it (a cell whose
    /// selection starts a transition); nil when none did.
    public func cause(ofTouchesOn view: Touch.View) -> TransitionCause? {
        let ids = Set(
            tracked.values.filter { !$0.excluded && ($0.hitView?.isTraceDescendant(of: view) ?? false) }.map(\.id))
        return ids.isEmpty ? nil : .touches(ids.sorted())
    }
}
