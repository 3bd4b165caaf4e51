import RegressionGates
import Testing
import TraceAnalysis

/// Assertions by goal (docs/gates.md): a check on closing reads the close intents' rows, so an
/// opening that slows down in the same scenario moves the open check and nothing else.
@Suite("Gate assertions by goal")
struct GateGoalTests {
    /// One scenario whose openings and closings have different time-to-goal distributions, and the
    /// `all` row that mixes them.
    static let summary: [SummaryRow] = [
        SummaryRow(
            engine: .fluid, scope: .scenario("flick-dismiss"), goal: .all, metric: .timeToGoal,
            distribution: DistributionSummary([300, 310, 320, 150, 160, 170])),
        SummaryRow(
            engine: .fluid, scope: .scenario("flick-dismiss"), goal: .open, metric: .timeToGoal,
            distribution: DistributionSummary([300, 310, 320])),
        SummaryRow(
            engine: .fluid, scope: .scenario("flick-dismiss"), goal: .close, metric: .timeToGoal,
            distribution: DistributionSummary([150, 160, 170])),
    ]

    static func check(_ goal: SummaryGoal, max: Double) throws -> GateResult {
        try GateFixture.result(
            GateAssertion(
                metric: .timeToGoal, statistic: .p90, engine: .fluid, scenario: "flick-dismiss", goal: goal, max: max),
            summary: summary)
    }

    @Test("each goal's check reads its own row; without a goal, the row of every intent")
    func readsTheGoalsRow() throws {
        let close = try Self.check(.close, max: 200)
        #expect(close.status == .pass)
        #expect(close.observed == DistributionSummary([150, 160, 170]).p90)
        let open = try Self.check(.open, max: 200)
        #expect(open.status == .fail)
        #expect(open.observed == DistributionSummary([300, 310, 320]).p90)
        // The mixed row: the openings fail a check that is about closing by name only.
        #expect(try Self.check(.all, max: 200).status == .fail)
    }

    @Test("the goal is in the default name, the title and a missing row's message")
    func namesTheGoal() throws {
        let assertion = GateAssertion(
            metric: .timeToGoal, statistic: .p90, engine: .fluid, scenario: "flick-dismiss", goal: .close, max: 200)
        #expect(assertion.name == "fluid time_to_goal_ms p90 (flick-dismiss, goal close)")
        #expect(assertion.title == "fluid: time to goal p90 (flick-dismiss, goal close)")
        let overall = GateAssertion(metric: .firstTouchLatency, statistic: .p50, engine: .fluid, goal: .cancel, max: 1)
        #expect(overall.name == "fluid first_touch_latency_ms p50 (goal cancel)")
        let configuration = try GateConfiguration(assertions: [overall])
        #expect(throws: (any Error).self) {
            try GateEvaluator.evaluate(configuration, summary: Self.summary, baseline: nil)
        }
    }

    @Test("goal in the configuration file: read, and refused where the metric has no such rows")
    func configuration() throws {
        let parsed = try GateConfiguration.parse(
            jsonText: GateFixture.withThird(
                #""metric": "time_to_goal_ms", "statistic": "p90", "engine": "fluid", "goal": "close", "max": 200"#))
        #expect(parsed.assertions[2].goal == .close)
        #expect(parsed.assertions[0].goal == .all)
        #expect(
            GateFixture.problems(
                GateFixture.withThird(
                    #""metric": "unanswered", "statistic": "rate", "engine": "fluid", "goal": "opening", "max": 0.1"#))
                == [#"assertions[2].goal: unknown goal "opening"; expected one of all, open, close, cancel"#])
        #expect(
            GateFixture.problems(
                GateFixture.withThird(
                    #""metric": "cancel_success", "statistic": "rate", "engine": "fluid", "goal": "open", "min": 0.9"#))
                == ["assertions[2].goal: goal open has no cancel_success rows; expected one of all, cancel"])
        #expect(
            GateFixture.problems(
                GateFixture.withThird(
                    #""metric": "start_jump", "statistic": "rate", "engine": "fluid", "goal": "close", "max": 0.1"#))
                == [#"assertions[2].goal: start_jump is measured per transition, not per intent; leave "goal" out"#])
    }
}
