import Testing
import TraceModel
import TraceSynthesis

struct ScenarioTests {
    @Test("six scenarios, CLI names, fixed order")
    func names() {
        #expect(
            Scenario.allCases.map(\.rawValue) == [
                "open-dismiss", "quick-dismiss", "change-of-mind", "grab-in-flight", "double-tap-two-cells", "browse",
            ])
        #expect(Scenario(rawValue: "quick-dismiss") == .quickDismiss)
    }

    @Test(
        "every scenario opens first, then closes or cancels, starts on the chat",
        arguments: Scenario.allCases)
    func scripts(scenario: Scenario) {
        let script = scenario.script
        #expect(script.first?.intent == .open)
        #expect(script.first?.trigger == .reactToStart)
        #expect(script.contains { $0.intent == .close || $0.intent == .cancel })
        #expect(scenario.initialSide == .source)
        #expect(!scenario.summary.isEmpty)
    }

    @Test("the labelling conventions: intents per scenario")
    func intentsPerScenario() {
        #expect(Scenario.openDismiss.script.map(\.intent) == [.open, .close])
        #expect(Scenario.quickDismiss.script.map(\.intent) == [.open, .cancel])
        #expect(Scenario.quickDismiss.script.last?.trigger == .afterTransitionStarts(.quickDismiss))
        #expect(Scenario.quickDismiss.script.last?.action == .dismiss(.flick))
        #expect(Scenario.changeOfMind.script.map(\.intent) == [.open, .cancel])
        #expect(Scenario.changeOfMind.script.last?.action == .reversingDismiss)
        #expect(Scenario.grabInFlight.script.map(\.intent) == [.open, .close, .cancel])
        #expect(Scenario.grabInFlight.script.last?.action == .grabAndReturn)
        #expect(Scenario.grabInFlight.script.last?.trigger == .afterPreviousLift(.grabAfterRelease))
        #expect(Scenario.doubleTapTwoCells.script.map(\.intent) == [.open, .close])
        #expect(Scenario.browse.script.map(\.intent) == [.open, nil, .close])
    }
}
