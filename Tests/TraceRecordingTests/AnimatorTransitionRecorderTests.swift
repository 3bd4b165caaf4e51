import Testing
import TraceModel
import TraceRecording

/// The decisions behind `AnimatorTransitionObserver` and `DisplayLinkFrameSource`, on a fake
/// animator that behaves as `UIViewPropertyAnimator` is documented to.
@MainActor
struct AnimatorTransitionRecorderTests {
    /// What the presentation layer shows, as the fraction of the way.
    private final class Screen {
        var fraction: Double? = 0
    }

    private let recorder = FakeRecorder()

    private func observe(
        _ animator: FakeAnimator, id: String = "open", operation: TransitionOperation = .present,
        cause: TransitionCause? = nil, progress: DisplayedProgress = .timeFraction, in frames: FrameRecorder
    ) -> AnimatorTransitionRecorder<FakeAnimator> {
        let observer = AnimatorTransitionRecorder(
            animator, id: id, operation: operation, interactive: false, cause: cause, progress: progress,
            recorder: recorder
        ).completing(animator) { 10.5 }
        frames.add(observer)
        return observer
    }

    @Test func theTrackerRecordsNothingAfterEnded() {
        typealias Look = TransitionTracker.Observation
        var tracker = TransitionTracker(id: "t", operation: .present)
        _ = tracker.begin(Look(isRunning: true, isReversed: false, fractionComplete: 0), interactive: false)
        _ = tracker.end(at: .end)
        // The frame after completion finds the animator stopped: no `paused` after `ended`.
        #expect(tracker.observe(Look(isRunning: false, isReversed: false, fractionComplete: 1)).isEmpty)
        #expect(tracker.isFinished)
    }

    @Test func aFrameAfterTheAnimatorCompletedRecordsNothingAndDropsTheTransition() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, in: frames)
        animator.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        animator.timeFraction = 0.5
        frames.tick(timestamp: 10.1, targetTimestamp: 10.2)
        animator.finishNaturally()
        frames.tick(timestamp: 10.5, targetTimestamp: 10.6)
        let kinds = recorder.transitions.map(\.event.event)
        #expect(kinds == [.began, .progress, .ended])
        #expect(recorder.transitions.last?.event.outcome == .completed)
        #expect(frames.observerCount == 0)
    }

    @Test func anAnimatorStoppedWithoutFinishingStillEnds() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, operation: .dismiss, in: frames)
        animator.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        animator.timeFraction = 0.4
        frames.tick(timestamp: 10.1, targetTimestamp: 10.2)
        // The app grabs the view: stopAnimation(true) runs no completion.
        animator.stopAnimation(true)
        frames.tick(timestamp: 10.2, targetTimestamp: 10.3)
        frames.tick(timestamp: 10.3, targetTimestamp: 10.4)
        let transitions = recorder.transitions
        #expect(transitions.map(\.event.event) == [.began, .progress, .ended])
        #expect(transitions.last?.event == TransitionEvent(id: "open", event: .ended, progress: 0.6))
        #expect(transitions.last?.at == 10.3)
        #expect(frames.observerCount == 0)
    }

    @Test func stopThenFinishEndsOnceAtTheGivenPosition() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, in: frames)
        animator.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        animator.stopAnimation(false)
        frames.tick(timestamp: 10.1, targetTimestamp: 10.2)
        animator.finishAnimation(at: .start)
        frames.tick(timestamp: 10.2, targetTimestamp: 10.3)
        #expect(recorder.transitions.map(\.event.event) == [.began, .paused, .ended])
        #expect(recorder.transitions.last?.event.outcome == .cancelled)
        #expect(recorder.transitions.last?.at == 10.5)
    }

    @Test func twoConcurrentTransitionsBothRecordEveryFrame() {
        let frames = FrameRecorder(recorder: recorder)
        let (first, second) = (FakeAnimator(), FakeAnimator())
        _ = observe(first, id: "a", in: frames)
        first.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        _ = observe(second, id: "b", in: frames)
        second.startAnimation()
        for step in 1...3 {
            first.timeFraction = Double(step) / 4
            second.timeFraction = Double(step) / 8
            frames.tick(timestamp: 10 + Double(step) / 10, targetTimestamp: 10.1 + Double(step) / 10)
        }
        let progress = { (id: String) in
            self.recorder.transitions.filter { $0.event.id == id && $0.event.event == .progress }.count
        }
        #expect(progress("a") == 3)
        #expect(progress("b") == 2)  // its first frame records `began`
        #expect(frames.observerCount == 2)
    }

    @Test func beganIsStampedWithTheDisplayedTimeOfItsFirstFrameWithItsCause() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, cause: .touches([2]), in: frames)
        animator.startAnimation()
        #expect(recorder.transitions.isEmpty)
        frames.tick(timestamp: 10.000, targetTimestamp: 10.0167)
        let began = recorder.transitions.first
        #expect(began?.at == 10.0167)
        #expect(began?.event.cause == .touches([2]))
        #expect(began?.event.operation == .present)
    }

    @Test func aProgrammaticTransitionSaysSo() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, cause: .programmatic, in: frames)
        animator.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        #expect(recorder.transitions.first?.event.cause == .programmatic)
    }

    @Test func aCompletionBeforeAnyFrameStillWritesBeganFirst() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, in: frames)
        animator.startAnimation()
        animator.finishNaturally()
        frames.tick(timestamp: 10.6, targetTimestamp: 10.7)
        #expect(recorder.transitions.map(\.event.event) == [.began, .ended])
        #expect(recorder.transitions.map(\.at) == [10.5, 10.5])
    }

    @Test func progressIsTheEasedValueWhileRunningAndTheFractionWhileScrubbed() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        _ = observe(animator, progress: .curve(.easeInOut), in: frames)
        animator.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        animator.timeFraction = 0.25
        frames.tick(timestamp: 10.1, targetTimestamp: 10.2)
        let eased = recorder.transitions.last?.event.progress ?? .nan
        #expect(abs(eased - TimingCurve.easeInOut.value(at: 0.25)) < 1e-9)
        #expect(eased < 0.2)  // an ease-in-out has moved less than a quarter of the way
        animator.pauseAnimation()
        animator.timeFraction = 0.3
        frames.tick(timestamp: 10.2, targetTimestamp: 10.3)
        #expect(recorder.transitions.last?.event.progress == 0.3)
    }

    @Test func presentationProgressIsWhatTheAppReadsOffTheScreen() {
        let frames = FrameRecorder(recorder: recorder)
        let animator = FakeAnimator()
        let screen = Screen()
        _ = observe(animator, operation: .dismiss, progress: .presentation { screen.fraction }, in: frames)
        animator.startAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        animator.timeFraction = 0.5
        screen.fraction = 0.8  // a spring runs ahead of its time
        frames.tick(timestamp: 10.1, targetTimestamp: 10.2)
        #expect(abs((recorder.transitions.last?.event.progress ?? .nan) - 0.2) < 1e-12)
        screen.fraction = nil
        frames.tick(timestamp: 10.2, targetTimestamp: 10.3)
        #expect(recorder.transitions.last?.event.progress == 0.5)
    }

    @Test func anAnimatorReleasedWhileActiveEnds() {
        let frames = FrameRecorder(recorder: recorder)
        var animator: FakeAnimator? = FakeAnimator()
        _ = observe(animator!, in: frames)
        animator!.pauseAnimation()
        frames.tick(timestamp: 10.0, targetTimestamp: 10.1)
        animator = nil
        frames.tick(timestamp: 10.1, targetTimestamp: 10.2)
        #expect(recorder.transitions.map(\.event.event) == [.began, .ended])
        #expect(frames.observerCount == 0)
    }
}

/// A transition the app animates itself (SwiftUI), followed frame by frame.
@MainActor
struct TimedTransitionAnimatorTests {
    @Test func aTimedRunIsSampledWithItsCurveAndEndsWithItsOutcome() {
        let recorder = FakeRecorder()
        let frames = FrameRecorder(recorder: recorder)
        let animator = TimedTransitionAnimator()
        frames.add(
            AnimatorTransitionRecorder(
                animator, id: "open", operation: .present, interactive: false, cause: .touches([1]),
                recorder: recorder))
        animator.animate(to: 1, duration: 0.4, curve: .easeOut)
        for step in 0...5 { frames.tick(timestamp: 1 + Double(step) / 10, targetTimestamp: 1.1 + Double(step) / 10) }
        let transitions = recorder.transitions
        #expect(transitions.map(\.event.event) == [.began, .progress, .progress, .progress, .ended])
        #expect(abs((transitions[1].event.progress ?? .nan) - TimingCurve.easeOut.value(at: 0.25)) < 1e-9)
        #expect(transitions.last?.event.outcome == .completed)
        #expect(transitions.last?.at == 1.5)
        #expect(frames.observerCount == 0)
    }

    @Test func aReversedRunEndsCancelled() {
        let recorder = FakeRecorder()
        let frames = FrameRecorder(recorder: recorder)
        let animator = TimedTransitionAnimator()
        frames.add(
            AnimatorTransitionRecorder(animator, id: "open", operation: .present, interactive: true, recorder: recorder)
        )
        animator.scrub(to: 0.3)
        frames.tick(timestamp: 1.0, targetTimestamp: 1.1)
        animator.animate(to: 0, duration: 0.1, curve: .linear)
        frames.tick(timestamp: 1.1, targetTimestamp: 1.2)
        frames.tick(timestamp: 1.2, targetTimestamp: 1.3)
        #expect(recorder.transitions.map(\.event.event) == [.began, .reversed, .ended])
        #expect(recorder.transitions.last?.event.outcome == .cancelled)
    }
}
