import Testing
import TraceModel
import TraceRecording

/// `visible`, progress read off the presentation layer, and the `cause` of `paused` and
/// `reversed` (docs/recording.md "What the user saw").
@MainActor
struct VisibleTests {
    private let recorder = FakeRecorder()

    private func events(_ kind: TransitionEventKind) -> [(event: TransitionEvent, at: Double)] {
        recorder.transitions.filter { $0.event.event == kind }
    }

    @Test func visibleIsTheFirstFrameWhosePresentationLeftTheStart() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        let viewer = FakePresentedView(y: 800)  // waiting below the screen: not shown
        frames.add(
            AnimatorTransitionRecorder(
                animator, id: "open", operation: .present, interactive: false, views: [viewer], recorder: recorder))
        viewer.animate(toY: 0)
        animator.startAnimation()
        // Two frames at the start (an image decoding), then it slides in.
        frames.tick(timestamp: 1.000, targetTimestamp: 1.010)
        frames.tick(timestamp: 1.010, targetTimestamp: 1.020)
        viewer.show(y: 700)
        frames.tick(timestamp: 1.020, targetTimestamp: 1.030)
        viewer.show(y: 500)
        frames.tick(timestamp: 1.030, targetTimestamp: 1.040)
        let visible = events(.visible)
        #expect(visible.count == 1)
        // Read in the third callback, which runs while the frame shown since its `timestamp` is on
        // screen; its progress is the presentation's, 100 of 800 points.
        #expect(visible.first?.at == 1.020)
        #expect(abs((visible.first?.event.progress ?? .nan) - 0.125) < 1e-12)
        #expect(recorder.transitions.map(\.event.event) == [.began, .progress, .visible, .progress])
    }

    @Test func aMoveUnderHalfAPointOrAFadeUnderAHundredthIsNotSeen() {
        let start = FakePresentedView().presented
        var moved = start
        moved.y += 0.4
        moved.opacity = 0.995
        #expect(!moved.differs(from: start))
        moved.y += 0.2
        #expect(moved.differs(from: start))
        var transparent = start
        transparent.opacity = 0.005
        #expect(!transparent.isShown)
        #expect(transparent.differs(from: start))  // it disappeared
        var offScreen = start
        offScreen.x = 599.8  // its left edge 0.2 pt inside the container's right edge
        #expect(!offScreen.isShown)
    }

    @Test func aTransitionThatNeverShowsWritesNoVisible() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        let backdrop = FakePresentedView(opacity: 0)
        frames.add(
            AnimatorTransitionRecorder(
                animator, id: "open", operation: .present, interactive: false, views: [backdrop], recorder: recorder))
        backdrop.animate(toY: 0, opacity: 1)
        animator.startAnimation()
        frames.tick(timestamp: 1.00, targetTimestamp: 1.01)
        backdrop.show(y: 0, opacity: 0.008)  // under the tolerance: still not shown
        frames.tick(timestamp: 1.01, targetTimestamp: 1.02)
        animator.finishNaturally()
        backdrop.show(y: 0, opacity: 1)
        frames.tick(timestamp: 1.02, targetTimestamp: 1.03)
        #expect(events(.visible).isEmpty)
        #expect(recorder.transitions.last?.event.event == .ended)
    }

    @Test func aReversalWithATouchInFlightCarriesItsCause() {
        let capture = TraceCapture<FakeTouch, FakeDisplayLink>(recorder: recorder, options: GestureTraceOptions()) {
            FakeDisplayLink(target: $0)
        }
        let window = FakeWindow()
        let animator = FakeAnimator()
        let viewer = FakePresentedView()
        capture.add(
            AnimatorTransitionRecorder(
                animator, id: "close", operation: .dismiss, interactive: false, cause: .programmatic,
                views: [viewer], causeInFlight: { capture.causeInFlight() }, recorder: recorder))
        viewer.animate(toY: 800)
        animator.startAnimation()
        capture.frames.frames.tick(timestamp: 1.00, targetTimestamp: 1.01)
        viewer.show(y: 100)
        capture.frames.frames.tick(timestamp: 1.01, targetTimestamp: 1.02)
        // A tap turns it back: the finger is down while the animator reverses.
        let finger = FakeTouch(.began, at: 1.015, window: window)
        capture.windowWillSend(FakeEvent(finger), in: window)
        animator.isReversed = true
        viewer.show(y: 90)
        capture.frames.frames.tick(timestamp: 1.02, targetTimestamp: 1.03)
        let reversed = events(.reversed)
        #expect(reversed.count == 1)
        #expect(reversed.first?.event.cause == .touches([1]))
        // The model layer still holds the end while reversed: progress is read off the screen.
        #expect(abs((reversed.first?.event.progress ?? .nan) - (1 - 90.0 / 800)) < 1e-12)
        // Paused by the app with no touch in flight: no cause.
        finger.move(.ended, at: 1.025)
        capture.windowWillSend(FakeEvent(finger), in: window)
        capture.windowWillSend(FakeEvent(), in: window)
        animator.pauseAnimation()
        capture.frames.frames.tick(timestamp: 1.03, targetTimestamp: 1.04)
        #expect(events(.paused).count == 1)
        #expect(events(.paused).first?.event.cause == nil)
    }

    @Test func aCoordinatedPushIsVisibleWhenItsViewsMove() {
        let toView = FakePresentedView(isInWindow: false)  // not yet in the container
        let fromView = FakePresentedView()
        let push = CoordinatedTransition(
            id: "uikit-1", operation: .present, cause: nil,
            context: .init(isInteractive: false, percentComplete: 0, isCancelled: false, duration: 0.5, curve: .linear),
            views: [toView, fromView], recorder: recorder
        ) { nil }
        // UIKit adds the view off screen to the right and slides both.
        toView.presented.isInWindow = true
        toView.presented.x = 600
        toView.model = toView.presented
        toView.model.x = 200
        fromView.model.x = 200 - 133
        push.frame(at: 1.00, shownSince: 0.99)
        push.frame(at: 1.01, shownSince: 1.00)
        fromView.presented.x = 200 - 13.3
        toView.presented.x = 560
        push.frame(at: 1.02, shownSince: 1.01)
        let visible = events(.visible)
        #expect(visible.map(\.at) == [1.01])
        // Progress from the view that was shown at the start: 13.3 of 133 points.
        #expect(abs((visible.first?.event.progress ?? .nan) - 0.1) < 1e-9)
    }
}
