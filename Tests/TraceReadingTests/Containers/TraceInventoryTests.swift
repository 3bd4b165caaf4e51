import Testing
import TraceModel
import TraceReading
import _TestSupport

@Suite("TraceInventory")
struct TraceInventoryTests {
    private func touch(_ t: Double, _ id: Int, _ phase: TouchPhase, predicted: Bool = false) -> TraceEvent {
        TouchScript.touch(t, id, phase, x: t, y: 0, predicted: predicted)
    }

    @Test("counts sequences, open ones, simultaneous fingers and predicted samples")
    func counts() {
        var inventory = TraceInventory()
        let events = [
            touch(0, 1, .began), touch(8, 1, .moved), touch(10, 2, .began), touch(16, 1, .moved),
            touch(18, 2, .cancelled), touch(20, 1, .moved, predicted: true), touch(24, 1, .ended),
            touch(30, 3, .began), touch(38, 3, .moved),
            TraceEvent(t: 40, .unknown(type: "custom", fields: [])),
        ]
        for e in events { inventory.add(e) }
        #expect(inventory.eventCount == 10)
        #expect(inventory.touchSequences == 3)
        #expect(inventory.sequencesEnded == 1)
        #expect(inventory.sequencesCancelled == 1)
        #expect(inventory.openSequences == 1)
        #expect(inventory.maxSimultaneousTouches == 2)
        #expect(inventory.predictedSamples == 1)
        #expect(inventory.duration == 40)
        #expect(inventory.typeNamesInOrder.last == "custom")
        // Intervals of one finger, predicted excluded: 8, 8, 8 (id 1), 8 (id 2), 8 (id 3).
        #expect(inventory.medianSampleInterval == 8)
    }

    @Test("the median interval is exact to 0.01% and takes the middle value")
    func median() {
        var inventory = TraceInventory()
        var t = 0.0
        inventory.add(touch(t, 1, .began))
        for interval in [4.0, 8.333, 8.333, 8.333, 16.667] {
            t += interval
            inventory.add(touch(t, 1, .moved))
        }
        let median = inventory.medianSampleInterval ?? 0
        #expect(abs(median - 8.333) <= 8.333 * 1e-4)
    }

    @Test("transitions by operation and outcome, intents by goal")
    func transitionsAndIntents() {
        var inventory = TraceInventory()
        inventory.add(TraceEvent(t: 0, .intent(IntentEvent(id: "a", goal: .open))))
        inventory.add(TraceEvent(t: 1, .transition(TransitionEvent(id: "t1", event: .began, operation: .present))))
        inventory.add(TraceEvent(t: 2, .transition(TransitionEvent(id: "t1", event: .progress, progress: 0.5))))
        inventory.add(TraceEvent(t: 3, .transition(TransitionEvent(id: "t1", event: .ended, outcome: .completed))))
        inventory.add(TraceEvent(t: 4, .transition(TransitionEvent(id: "t2", event: .began, operation: .dismiss))))
        inventory.add(TraceEvent(t: 5, .transition(TransitionEvent(id: "t2", event: .ended, outcome: .cancelled))))
        #expect(inventory.transitionIDs.count == 2)
        #expect(inventory.transitionsByOperation == [.present: 1, .dismiss: 1])
        #expect(inventory.transitionOutcomes == [.completed: 1, .cancelled: 1])
        #expect(inventory.intentsByGoal == [.open: 1])
        #expect(inventory.medianSampleInterval == nil)
    }
}
