import Testing
import TraceModel
import TraceSynthesis
import TransitionSimulation

@Suite("Closed loop: regressions")
struct ClosedLoopRegressionTests {
    /// With seed 7, change-of-mind user 138 planned a touch-down less than half a microsecond after
    /// a frame boundary; rounding the down to the microsecond put it in the frame already rendered
    /// and the loop stopped on its precondition. Action times are now rounded up to the quantum.
    @Test(
        "users around the former crash run, and every touch-down is at or after its intent",
        arguments: [EngineKind.fluid, .legacy])
    func quantumBoundary(engine: EngineKind) {
        for user in 130..<145 {
            let trace = ClosedLoopSession(scenario: .changeOfMind, engine: engine, user: user, seed: 7).run()
            let downs = trace.events.compactMap { e -> Double? in
                if case .touch(let t) = e.payload, t.phase == .began { return e.t }
                return nil
            }
            let intents = trace.events.compactMap { e -> Double? in
                if case .intent = e.payload { return e.t }
                return nil
            }
            #expect(!downs.isEmpty, "user \(user)")
            #expect(intents.count == 2, "user \(user)")
            #expect(zip(intents, downs.prefix(intents.count)).allSatisfy { $0 <= $1 }, "user \(user)")
        }
    }
}
