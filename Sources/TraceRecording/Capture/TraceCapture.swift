import TraceModel

/// The app-wide recorder behind `GestureTrace`: one session, one touch recorder for every window
/// and scene, one display link, and the transitions UIKit's coordinators run; on any touch and
/// display-link type (`UITouch` and `CADisplayLink` there, fakes in tests).
///
/// - **Scenes come and go, the session stays**: it belongs to the app, not to a scene; a scene
///   that disconnects and reconnects, or a second scene, records into the same file.
/// - **A scene resigning active** cancels the touches still down (`cancelled` at their last
///   position): UIKit may not deliver their end to the recorder.
/// - **`pause()` and `resume()`**: while paused no touch, frame or transition is recorded; the
///   touches down are cancelled, and a finger down across `resume()` is skipped until it lifts.
/// - **Transitions**: `beginTransition` records one per coordinator (both view controllers of a
///   transition report it), with the touches in flight as its `cause` (and as the `cause` of its
///   `paused` and `reversed`), and `visible` from the views its context names.
@MainActor
public final class TraceCapture<Touch: TraceTouch, Link: DisplayLinkProtocol> {
    /// Where everything goes.
    public let recorder: any TraceEventRecording
    /// The touches of every window.
    public let touches: TouchRecorder<Touch>
    /// The display link's frames and the transitions sampled on them.
    public let frames: DisplayLinkFrames<Link>
    /// Whether capture is paused (`pause()`).
    public private(set) var isPaused = false
    private var transitions: [ObjectIdentifier: CoordinatedTransition] = [:]
    private var transitionCount = 0

    public init(
        recorder: any TraceEventRecording, options: GestureTraceOptions,
        makeLink: @escaping @MainActor (DisplayLinkTickTarget<Link>) -> Link
    ) {
        self.recorder = recorder
        touches = TouchRecorder(recorder: recorder)
        touches.targetPolicy = options.targets
        frames = DisplayLinkFrames(recorder: recorder, makeLink: makeLink)
        frames.pausesWhenIdle = options.pausesWhenIdle
        frames.isActive = { [touches] in touches.hasTouchDown }
    }

    /// Starts the display link.
    public func start() { frames.start() }

    /// A window is about to deliver `event` (`UIWindow.sendEvent(_:)`): records its touches.
    public func windowWillSend<Event: TraceTouchEvent>(_ event: Event, in window: Touch.Window)
    where Event.Touch == Touch {
        guard !isPaused else { return }
        touches.record(event, in: window)
        if touches.hasTouchDown { frames.wake() }
    }

    /// A scene resigned active (`UIScene.willDeactivateNotification`) at `now` (seconds since boot).
    public func sceneWillDeactivate(now: Double) {
        touches.cancelAll(at: now)
    }

    /// A scene went to the background: what is recorded is written out.
    public func sceneDidEnterBackground() {
        recorder.flush(completion: nil)
    }

    /// Stops recording until `resume()`: the touches down are written `cancelled`, the display
    /// link pauses (a `recorder.framesPaused` marker with reason `capture`).
    public func pause(now: Double) {
        guard !isPaused else { return }
        touches.cancelAll(at: now)
        frames.suspend()
        isPaused = true
    }

    /// Records again after `pause(now:)`.
    public func resume() {
        guard isPaused else { return }
        isPaused = false
        frames.wake()
    }

    /// A view controller transition starts (or is seen again from its other view controller):
    /// records it once per `coordinator`, returning the new recording (nil when already recorded
    /// or paused), whose `interactionChanged` and `completed` the glue calls from the coordinator.
    /// `views` are the views it moves (the context's `to` and `from` views), for `visible`.
    public func beginTransition(
        coordinator: ObjectIdentifier, operation: TransitionOperation, context: CoordinatedTransition.Context,
        views: [any PresentedView] = [], read: @escaping @MainActor () -> CoordinatedTransition.Context?
    ) -> CoordinatedTransition? {
        transitions = transitions.filter { !$0.value.isFinished }
        guard !isPaused, transitions[coordinator] == nil else { return nil }
        transitionCount += 1
        let transition = CoordinatedTransition(
            id: "uikit-\(transitionCount)", operation: operation, cause: causeInFlight(), context: context,
            views: views, causeInFlight: { [weak self] in self?.causeInFlight() }, recorder: recorder, read: read)
        transitions[coordinator] = transition
        frames.frames.add(transition)
        return transition
    }

    /// The touches in flight: those down, and those that ended in the event last delivered
    /// (`TouchRecorder.cause(where:)`); nil when there are none. The `cause` of a transition
    /// that begins, pauses or reverses now.
    public func causeInFlight() -> TransitionCause? {
        touches.cause { _ in true }
    }

    /// Records an app-driven transition (a custom animator, a SwiftUI animation) from the next frame.
    public func add(_ transition: any FrameObserving) {
        guard !isPaused else { return }
        frames.frames.add(transition)
    }
}
