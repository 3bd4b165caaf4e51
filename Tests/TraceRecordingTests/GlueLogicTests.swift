import Testing
import TraceModel
import TraceRecording

/// The logic behind the UIKit glue, which cannot be compiled here: finger ids and animator
/// observations turned into transition events.
struct GlueLogicTests {
    private final class Finger {}

    @Test func fingersGetTheSmallestFreeIdUntilTheyLift() {
        var ids = TouchIdentifiers()
        let (a, b, c) = (Finger(), Finger(), Finger())
        #expect(ids.id(for: ObjectIdentifier(a), phase: .began) == 1)
        #expect(ids.id(for: ObjectIdentifier(b), phase: .began) == 2)
        #expect(ids.id(for: ObjectIdentifier(a), phase: .moved) == 1)
        #expect(ids.id(for: ObjectIdentifier(a), phase: .ended) == 1)
        #expect(ids.id(for: ObjectIdentifier(c), phase: .began) == 1)
        #expect(ids.id(for: ObjectIdentifier(b), phase: .cancelled) == 2)
        #expect(ids.activeCount == 1)
    }

    @Test func anAnimatorBecomesBeganProgressPausedReversedAndEnded() {
        typealias Look = TransitionTracker.Observation
        var tracker = TransitionTracker(id: "t1", operation: .dismiss)
        let began = tracker.begin(Look(isRunning: false, isReversed: false, fractionComplete: 0), interactive: true)
        #expect(began == TransitionEvent(id: "t1", event: .began, operation: .dismiss, interactive: true, progress: 1))
        #expect(tracker.observe(Look(isRunning: false, isReversed: false, fractionComplete: 0)).isEmpty)
        let moved = tracker.observe(Look(isRunning: true, isReversed: false, fractionComplete: 0.25))
        #expect(moved == [TransitionEvent(id: "t1", event: .progress, progress: 0.75)])
        let paused = tracker.observe(Look(isRunning: false, isReversed: false, fractionComplete: 0.25))
        #expect(paused == [TransitionEvent(id: "t1", event: .paused, progress: 0.75)])
        let reversed = tracker.observe(Look(isRunning: true, isReversed: true, fractionComplete: 0.2))
        #expect(reversed.map(\.event) == [.reversed, .progress])
        #expect(reversed.last?.progress == 0.8)
        #expect(tracker.end(at: .start) == TransitionEvent(id: "t1", event: .ended, progress: 1, outcome: .cancelled))
        var present = TransitionTracker(id: "t2", operation: .present)
        _ = present.begin(Look(isRunning: true, isReversed: false, fractionComplete: 0), interactive: false)
        #expect(present.end(at: .end) == TransitionEvent(id: "t2", event: .ended, progress: 1, outcome: .completed))
    }
}
