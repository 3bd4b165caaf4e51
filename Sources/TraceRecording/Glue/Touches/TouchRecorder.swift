import TraceModel

/// Records the touches of one window: the decisions behind `RecordingWindow` and
/// `RecordingApplication`, on any touch type (`UITouch` there, a fake in tests).
///
/// - **Only the window's own touches**: `event.touches(for: window)`, never `allTouches`, which
///   holds other windows' touches too (with positions in another coordinate space).
/// - **Every sequence starts with `began`**: a touch is tracked from its `began`. A touch first
///   seen later (the recorder was attached or replaced while a finger was down) is skipped until
///   it lifts, every sample of it, and counted in `skippedSamples`: the trace never holds a
///   `moved` or `ended` without its `began`, which the reader would reject.
/// - **Targets**: resolved once, at `began`, and written on every sample of the touch: the app's
///   `targetResolver` when it gives one, else the `accessibilityIdentifier` of the hit view or of
///   its nearest ancestor that has one (`touch.view` is the innermost view, and UIKit may clear it
///   later in the touch's life).
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
    /// The intent a touch going down on a target means, labelled at the touch's own time and
    /// recorded before it (a tap on `"cell:42"` means `open`): a label recorded from a callback
    /// that UIKit calls on touch-up (`didSelectItemAt`) comes after the tap it describes.
    public var intentAtTouchDown: (@MainActor (_ target: String) -> IntentEvent?)?
    /// For an application-level hook: the window whose touches are recorded; when nil, the window
    /// of the first touch that begins is adopted (held weakly).
    public weak var recordedWindow: Touch.Window?
    /// Samples of touches not tracked (first seen after their `began`), not recorded.
    public private(set) var skippedSamples = 0

    private var tracked: [ObjectIdentifier: Tracked] = [:]

    public init(recorder: (any TraceEventRecording)? = nil) {
        self.recorder = recorder
    }

    /// How many touches are tracked (down, or ended in the event being delivered).
    public var trackedCount: Int { tracked.count }

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

    private func record<Event: TraceTouchEvent>(
        _ touch: Touch, of event: Event, in window: Touch.Window, to recorder: any TraceEventRecording
    ) where Event.Touch == Touch {
        guard let phase = touch.tracePhase else { return }
        let key = ObjectIdentifier(touch)
        var entry: Tracked
        if phase == .began {
            let target = targetResolver?(touch.traceLocation(in: window)) ?? touch.view?.nearestTraceIdentifier
            entry = Tracked(touch: touch, id: smallestFreeID(), target: target, hitView: touch.view)
            if let target, let intent = intentAtTouchDown?(target) {
                recorder.recordIntent(intent, at: touch.timestamp)
            }
        } else if let known = tracked[key], !known.ended {
            entry = known
        } else {
            skippedSamples += 1
            return
        }
        entry.ended = phase.isTerminal
        tracked[key] = entry
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

    private func smallestFreeID() -> Int {
        let used = Set(tracked.values.map(\.id))
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
        let ids = Set(tracked.values.filter { isCause($0.touch) }.map(\.id))
        return ids.isEmpty ? nil : .touches(ids.sorted())
    }

    /// The `cause` naming the tracked touches that went down on `view` or inside it (a cell whose
    /// selection starts a transition); nil when none did.
    public func cause(ofTouchesOn view: Touch.View) -> TransitionCause? {
        let ids = Set(tracked.values.filter { $0.hitView?.isTraceDescendant(of: view) ?? false }.map(\.id))
        return ids.isEmpty ? nil : .touches(ids.sorted())
    }
}
