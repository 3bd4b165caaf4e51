import Testing
import TraceModel
import TraceSynthesis
import TransitionSimulation

/// The closed loop at work: users react to what each engine shows (10 users per scenario and
/// engine, seed 2026).
@Suite("closed loop")
struct ClosedLoopTests {
    @Test(
        "each scenario's intents have the documented goals, on both engines",
        arguments: [
            (Scenario.openDismiss, [IntentGoal.open, .close]), (.quickDismiss, [.open, .cancel]),
            (.changeOfMind, [.open, .cancel]), (.grabInFlight, [.open, .close, .cancel]),
            (.doubleTapTwoCells, [.open, .close]), (.browse, [.open, .close]),
        ])
    func goals(scenario: Scenario, goals: [IntentGoal]) {
        for engine in [EngineKind.fluid, .legacy] {
            for trace in SynthesisFixture.traces(scenario, engine) {
                #expect(LabelledIntent.of(trace.events).intents.map(\.goal) == goals, "\(engine)")
            }
        }
    }

    @Test("every intent starts at or before the down of its first touch sequence, and owns at least one")
    func labelsPrecedeTouches() {
        for (entry, trace) in SynthesisFixture.traces {
            let (intents, orphans) = LabelledIntent.of(trace.events)
            #expect(orphans.isEmpty, "\(entry.relativePath): touches before the first intent")
            for intent in intents {
                #expect(!intent.downs.isEmpty, "\(entry.relativePath): intent at \(intent.t) owns no touch")
                #expect(intent.downs.allSatisfy { intent.t <= $0 }, "\(entry.relativePath)")
            }
        }
    }

    @Test("quick-dismiss: the legacy user retries the ignored cancel, the fluid user does not need to")
    func quickDismissRetries() {
        let sequences = { (engine: EngineKind) in
            SynthesisFixture.traces(.quickDismiss, engine).map { trace in
                LabelledIntent.of(trace.events).intents.first { $0.goal == .cancel }?.downs.count ?? 0
            }
        }
        let legacy = sequences(.legacy)
        let fluid = sequences(.fluid)
        #expect(legacy.count { $0 > 1 } >= 8, "legacy cancel sequences per user: \(legacy)")
        #expect(fluid.count { $0 == 1 } >= 9, "fluid cancel sequences per user: \(fluid)")
        // Fluid: the flick grabs the opening viewer and sends it back.
        for trace in SynthesisFixture.traces(.quickDismiss, .fluid) {
            #expect(trace.result.transitions.map(\.operation) == [.present])
            #expect(trace.result.transitions.first?.outcome == .cancelled)
        }
        // Legacy: the first flick falls inside the open animation and is ignored in full.
        for trace in SynthesisFixture.traces(.quickDismiss, .legacy) {
            #expect(trace.result.decisions.dropFirst().first?.reason == .blockedByAnimation)
            #expect(trace.result.transitions.first?.outcome == .completed)
        }
    }

    @Test("a retry comes only after the user's patience ran out, on the screen shown then")
    func retriesWaitForPatience() throws {
        for trace in SynthesisFixture.traces(.quickDismiss, .legacy) {
            let cancel = try #require(trace.steps.last)
            guard cancel.retries > 0 else { continue }
            let ups = trace.events.filter { $0.touch?.phase == .ended }.map(\.t)
            let downs = trace.events.filter { $0.touch?.phase == .began }.map(\.t)
            // Sequence 1 (the ignored flick) lifts; the retry goes down at least 400 ms later
            // (the shortest patience), when the viewer is at rest.
            #expect(downs[2] - ups[1] >= 400)
            let legacyOpen = try #require(trace.result.transitions.first?.tEnd)
            #expect(downs[2] > legacyOpen)
        }
    }

    @Test("grab-in-flight: the fluid user's grab cancels the dismiss; the legacy grab is ignored and it completes")
    func grabInFlight() {
        for trace in SynthesisFixture.traces(.grabInFlight, .fluid) {
            let dismiss = trace.result.transitions.first { $0.operation == .dismiss }
            #expect(dismiss?.outcome == .cancelled)
            #expect(trace.result.decisions.last?.grabbedTransitionId == dismiss?.id)
            #expect(trace.steps.last?.retries == 0)
        }
        var completed = 0
        for trace in SynthesisFixture.traces(.grabInFlight, .legacy) {
            let dismiss = trace.result.transitions.first { $0.operation == .dismiss }
            if dismiss?.outcome == .completed { completed += 1 }
            #expect(trace.result.decisions.last?.reason == .blockedByAnimation)
            // Nothing is left to grab once the animation ends: the user gives up, no retry.
            #expect(trace.steps.last?.retries == 0)
            #expect(trace.steps.last?.ending == .gaveUp)
        }
        #expect(completed >= 8, "legacy dismisses completed: \(completed) of 10")
    }

    @Test("change-of-mind: one cancel gesture; the reversed pan cancels the dismiss on both engines")
    func changeOfMind() {
        for engine in [EngineKind.fluid, .legacy] {
            for trace in SynthesisFixture.traces(.changeOfMind, engine) {
                let cancel = LabelledIntent.of(trace.events).intents.last
                #expect(cancel?.downs.count == 1)
                #expect(trace.result.transitions.last?.operation == .dismiss)
                #expect(trace.result.transitions.last?.outcome == .cancelled, "\(engine)")
            }
        }
    }

    @Test("double-tap-two-cells: both taps belong to the one open intent, which presents once")
    func doubleTap() {
        for engine in [EngineKind.fluid, .legacy] {
            for trace in SynthesisFixture.traces(.doubleTapTwoCells, engine) {
                #expect(LabelledIntent.of(trace.events).intents.first?.downs.count == 2)
                #expect(trace.result.transitions.count { $0.operation == .present } == 1)
            }
        }
    }

    @Test("browse: the swipes belong to the open intent and start no transition")
    func browse() {
        for engine in [EngineKind.fluid, .legacy] {
            for trace in SynthesisFixture.traces(.browse, engine) {
                let open = LabelledIntent.of(trace.events).intents.first
                #expect((3...5).contains(open?.downs.count ?? 0))
                #expect(trace.result.transitions.map(\.operation) == [.present, .dismiss])
                #expect(trace.result.transitions.last?.outcome == .completed)
            }
        }
    }

    @Test("the loop stops with the engine at rest, well within the time limit")
    func stops() {
        for (entry, trace) in SynthesisFixture.traces {
            #expect(trace.steps.allSatisfy { $0.ending != .unfinished }, "\(entry.relativePath)")
            #expect(trace.result.transitions.allSatisfy { $0.tEnd != nil }, "\(entry.relativePath)")
            #expect((trace.events.last?.t ?? 0) < 10_000, "\(entry.relativePath)")
        }
    }
}
