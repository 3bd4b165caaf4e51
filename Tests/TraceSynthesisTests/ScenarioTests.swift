import Testing
import TraceModel
import TraceSynthesis

struct ScenarioTests {
    @Test("six scenarios, CLI names, fixed order")
    func names() {
        #expect(Scenario.allCases.map(\.rawValue) == [
            "open-dismiss", "quick-dismiss", "change-of-mind", "grab-in-flight", "double-tap-two-cells", "browse",
        ])
        #expect(Scenario(rawValue: "quick-dismiss") == .quickDismiss)
    }

    @Test("every scenario opens first, ends its transitions with close or cancel, starts on the chat",
          arguments: Scenario.allCases)
    func scripts(scenario: Scenario) {
        let script = scenario.script
        #expect(script.first?.intent == .open)
        #expect(script.first?.trigger == .reactToStart)
        #expect(script.contains { $0.intent == .close })
        #expect(scenario.initialSide == .source)
        #expect(!scenario.summary.isEmpty)
    }

    @Test func changeOfMindAndGrabInFlightCancel() {
        #expect(Scenario.changeOfMind.script.map(\.intent) == [.open, .close, .cancel])
        #expect(Scenario.changeOfMind.script.last?.trigger == .atReversal)
        #expect(Scenario.grabInFlight.script.last?.action == .grabInFlight(dragBack: true))
        #expect(Scenario.quickDismiss.script.last?.trigger == .afterTransitionStarts(.quickDismiss))
        #expect(Scenario.browse.script.map(\.intent) == [.open, nil, .close])
    }
}
