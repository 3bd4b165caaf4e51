import Testing
import TraceModel
import TraceRecording

/// The decisions behind `RecordingWindow` and `RecordingApplication`, on fake touches that behave
/// as `UITouch` and `UIEvent` are documented to.
@MainActor
struct TouchRecorderTests {
    private let window = FakeWindow()
    private let recorder = FakeRecorder()

    private func touchRecorder() -> TouchRecorder<FakeTouch> { TouchRecorder(recorder: recorder) }

    @Test func aTouchFirstSeenAfterItsBeganIsSkippedUntilItLifts() {
        let touches = touchRecorder()
        // The finger went down before the recorder was attached: its first sample here is `moved`.
        let early = FakeTouch(.moved, at: 1.00, window: window)
        touches.record(FakeEvent(early), in: window)
        early.move(.ended, at: 1.02)
        touches.record(FakeEvent(early), in: window)
        let next = FakeTouch(.began, at: 1.10, window: window)
        touches.record(FakeEvent(next), in: window)
        next.move(.ended, at: 1.12)
        touches.record(FakeEvent(next), in: window)
        #expect(recorder.touches.map(\.phase) == [.began, .ended])
        #expect(recorder.touches.map(\.id) == [1, 1])
        #expect(touches.skippedSamples == 2)
    }

    @Test func replacingTheRecorderSkipsTheTouchesAlreadyDown() {
        let touches = touchRecorder()
        let finger = FakeTouch(.began, at: 1.0, window: window)
        touches.record(FakeEvent(finger), in: window)
        let second = FakeRecorder()
        touches.recorder = second
        finger.move(.moved, at: 1.01)
        touches.record(FakeEvent(finger), in: window)
        #expect(second.touches.isEmpty)
        #expect(touches.skippedSamples == 1)
    }

    @Test func onlyTheWindowsOwnTouchesAreRecorded() {
        let touches = touchRecorder()
        let other = FakeWindow()
        // `allTouches` of this event holds a finger on another window (another coordinate space).
        let mine = FakeTouch(.began, at: 1.0, x: 1, window: window)
        let theirs = FakeTouch(.began, at: 1.0, x: 500, window: other)
        touches.record(FakeEvent(mine, theirs), in: window)
        #expect(recorder.touches.map(\.location.x) == [1])
    }

    @Test func theTargetIsTheNearestIdentifiedAncestorFoundAtBeganAndKept() {
        let touches = touchRecorder()
        let cell = FakeView("gt.cell:42", in: FakeView("gt.grid"))
        let image = FakeView(in: FakeView(in: cell))
        let finger = FakeTouch(.began, at: 1.0, view: image, window: window)
        touches.record(FakeEvent(finger), in: window)
        // A gesture recognizer took the touch: UIKit no longer gives its view.
        finger.view = nil
        finger.move(.moved, at: 1.01)
        touches.record(FakeEvent(finger), in: window)
        finger.move(.ended, at: 1.02)
        touches.record(FakeEvent(finger), in: window)
        #expect(recorder.touches.map(\.target) == ["cell:42", "cell:42", "cell:42"])
    }

    @Test func theAppsResolverComesBeforeTheHierarchy() {
        let touches = touchRecorder()
        let regions = TraceTargetRegions()
        regions.set("card:1", frame: .init(x: 0, y: 0, width: 300, height: 300))
        regions.set("like:1", frame: .init(x: 10, y: 10, width: 40, height: 40))
        touches.targetResolver = { regions.target(at: $0) }
        let host = FakeView("gt.host")
        touches.record(FakeEvent(FakeTouch(.began, at: 1.0, x: 20, y: 20, view: host, window: window)), in: window)
        touches.record(FakeEvent(FakeTouch(.began, at: 1.1, x: 200, y: 20, view: host, window: window)), in: window)
        touches.record(FakeEvent(FakeTouch(.began, at: 1.2, x: 900, y: 20, view: host, window: window)), in: window)
        #expect(recorder.touches.map(\.target) == ["like:1", "card:1", "host"])
    }

    @Test func aCauseNamesTheTouchesOfAGestureEvenInTheEventThatEndsThem() {
        let touches = touchRecorder()
        let cell = FakeView("cell:3")
        let tap = FakeTouch(.began, at: 1.0, view: FakeView(in: cell), window: window)
        let pan = FakeTouch(.began, at: 1.01, x: 200, view: FakeView("viewer"), window: window)
        pan.recognizers = ["pan"]
        touches.record(FakeEvent(tap, pan), in: window)
        tap.move(.ended, at: 1.1)
        pan.move(.moved, at: 1.1)
        touches.record(FakeEvent(tap, pan), in: window)
        // While the event is delivered (a tap's action, didSelectItemAt), the ended touch still counts.
        #expect(touches.cause(ofTouchesOn: cell) == .touches([1]))
        #expect(touches.cause(of: [tap]) == .touches([1]))
        #expect(touches.cause { $0.recognizers.contains("pan") } == .touches([2]))
        // From the next event on, the ended touch is gone and its id free again.
        pan.move(.moved, at: 1.2)
        touches.record(FakeEvent(pan), in: window)
        #expect(touches.cause(of: [tap]) == nil)
        let another = FakeTouch(.began, at: 1.3, window: window)
        touches.record(FakeEvent(pan, another), in: window)
        #expect(recorder.touches.last?.id == 1)
    }

    @Test func anApplicationHookAdoptsTheWindowOfTheFirstTouchThatBegins() {
        let touches = touchRecorder()
        let other = FakeWindow()
        let first = FakeTouch(.began, at: 1.0, x: 5, window: window)
        touches.recordAdoptingWindow(FakeEvent(first))
        touches.recordAdoptingWindow(FakeEvent(FakeTouch(.began, at: 1.1, x: 9, window: other)))
        #expect(touches.recordedWindow === window)
        #expect(recorder.touches.map(\.location.x) == [5])
    }
}
