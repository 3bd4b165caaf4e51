import RegressionGates
import Testing
import TraceAnalysis

@Suite("minCount: an assertion on too little data fails")
struct GateMinCountTests {
    @Test("n below minCount fails with 'not enough data'; n equal to minCount is enough")
    func boundaries() throws {
        // The overall cancel_success row has 9 of 10 (n=10); the quick-dismiss latency row n=10.
        let below = try GateFixture.result(
            GateAssertion(metric: .cancelSuccess, statistic: .rate, engine: .fluid, min: 0.5, minCount: 11))
        #expect(below.status == .fail)
        #expect(below.count == 10)
        #expect(below.message.hasPrefix("not enough data: n=10, minCount 11; observed 90.0% (n=10)"))
        let at = try GateFixture.result(
            GateAssertion(metric: .cancelSuccess, statistic: .rate, engine: .fluid, min: 0.5, minCount: 10))
        #expect(at.status == .pass)
        #expect(!at.message.contains("not enough data"))
        let latency = try GateFixture.result(
            GateAssertion(
                metric: .firstTouchLatency, statistic: .p95, engine: .fluid, scenario: "quick-dismiss", max: 500,
                minCount: 20))
        #expect(latency.status == .fail)
        #expect(latency.message.hasPrefix("not enough data: n=10, minCount 20"))
    }

    @Test("a warn assertion with too little data warns and does not fail the gate")
    func warnStaysWarning() throws {
        let result = try GateFixture.result(
            GateAssertion(
                metric: .cancelSuccess, statistic: .rate, engine: .fluid, min: 0.5, minCount: 100, level: .warn))
        #expect(result.status == .warn)
        let configuration = try GateConfiguration(assertions: [result.assertion])
        let evaluation = try GateEvaluator.evaluate(configuration, summary: GateFixture.summary)
        #expect(evaluation.outcome != .failed)
    }

    @Test("minCount must be a whole number >= 1", arguments: ["0", "2.5", "-1", "\"20\""])
    func invalidMinCount(value: String) {
        let problems = GateFixture.problems(
            GateFixture.withThird(
                #""metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.9, "minCount": "#
                    + value))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("assertions[2].minCount: expected ") == true, "\(problems)")
    }

    @Test("a valid minCount is read from the file")
    func readFromFile() throws {
        let configuration = try GateConfiguration.parse(
            jsonText: GateFixture.withThird(
                #""name": "counted", "metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.9, "minCount": 20"#
            ))
        #expect(configuration.assertions[2].minCount == 20)
    }
}
