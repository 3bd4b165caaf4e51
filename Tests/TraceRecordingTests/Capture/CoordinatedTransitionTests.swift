import Testing
import TraceModel
import TraceRecording

/// UIKit's own transitions from their coordinator, as Apple documents
/// `UIViewControllerTransitionCoordinatorContext`: `percentComplete` while interactive, then the
/// rest on its own; the completion says `isCancelled`.
@MainActor
struct CoordinatedTransitionTests {
    private let recorder = FakeRecorder()

    @Test func anEdgeSwipeBackLetGoEarlyEndsCancelledWithTheFingerAsCause() {
        let capture = TraceCapture<FakeTouch, FakeDisplayLink>(recorder: recorder, options: GestureTraceOptions()) {
            FakeDisplayLink(target: $0)
        }
        let window = FakeWindow()
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 1, x: 2, window: window)), in: window)
        var context = CoordinatedTransition.Context(
            isInteractive: true, percentComplete: 0, isCancelled: false, duration: 0.35)
        let swipe = capture.beginTransition(
            coordinator: ObjectIdentifier(window), operation: .dismiss, context: context
        ) {
            context
        }
        // Both view controllers report the same coordinator: one transition.
        #expect(
            capture.beginTransition(coordinator: ObjectIdentifier(window), operation: .dismiss, context: context) {
                context
            } == nil)
        guard let swipe else { return }
        swipe.frame(at: 1.01)
        context.percentComplete = 0.2
        swipe.frame(at: 1.02)
        context = .init(isInteractive: false, percentComplete: 0.2, isCancelled: true, duration: 0.35)
        swipe.interactionChanged(context)
        swipe.frame(at: 1.03)
        swipe.completed(context, now: 1.2)
        let events = recorder.transitions.map(\.event)
        #expect(events.first?.event == .began)
        #expect(events.first?.cause == .touches([1]))
        #expect(events.first?.interactive == true)
        #expect(events.first?.id == "uikit-1")
        #expect(events.contains { $0.event == .progress && $0.progress == 0.8 })
        #expect(events.last == TransitionEvent(id: "uikit-1", event: .ended, progress: 1, outcome: .cancelled))
        #expect(swipe.isFinished)
    }

    @Test func aPushRunsOverItsDurationAndCompletes() {
        let push = CoordinatedTransition(
            id: "uikit-1", operation: .present, cause: nil,
            context: .init(isInteractive: false, percentComplete: 0, isCancelled: false, duration: 0.5, curve: .linear),
            recorder: recorder
        ) { nil }
        push.frame(at: 1.0)
        push.frame(at: 1.25)
        push.completed(.init(isInteractive: false, percentComplete: 1, isCancelled: false, duration: 0.5), now: 1.5)
        let events = recorder.transitions.map(\.event)
        #expect(events.map(\.event) == [.began, .progress, .ended])
        #expect(events[1].progress == 0.5)
        #expect(events.last?.outcome == .completed)
    }
}
