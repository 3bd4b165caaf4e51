import RegressionGates
import Testing
import TraceAnalysis

@Suite("Gate evaluation")
struct GateEvaluatorTests {
    /// Each distribution statistic of `GateFixture.latency` with its value.
    static let statistics: [(GateStatistic, Double)] = [
        (.count, 40), (.mean, 40), (.p50, 42), (.p90, 90), (.p95, 95), (.p99, 99), (.max, 131.5),
    ]

    @Test("max passes at the boundary and fails just over it, for every distribution statistic", arguments: statistics)
    func maxBoundary(statistic: GateStatistic, value: Double) throws {
        let at = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: statistic, engine: .fluid, max: value))
        #expect(at.status == .pass)
        #expect(at.observed == value && at.limit == value && at.margin == 0)
        let under = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: statistic, engine: .fluid, max: value - 0.000001))
        #expect(under.status == .fail)
        #expect(under.margin == -0.000001)
    }

    @Test("min passes at the boundary and fails just under it, for every distribution statistic", arguments: statistics)
    func minBoundary(statistic: GateStatistic, value: Double) throws {
        let at = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: statistic, engine: .fluid, min: value))
        #expect(at.status == .pass && at.margin == 0)
        let over = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: statistic, engine: .fluid, min: value + 0.000001))
        #expect(over.status == .fail)
        #expect(over.margin == -0.000001)
    }

    @Test("a rate (9 of 10) at its min and max boundaries; count of a rate is its denominator")
    func rateBoundary() throws {
        func status(min: Double? = nil, max: Double? = nil, _ statistic: GateStatistic = .rate) throws -> GateStatus {
            try GateFixture.result(
                GateAssertion(metric: .cancelSuccess, statistic: statistic, engine: .fluid, min: min, max: max)
            ).status
        }
        #expect(try status(min: 0.9) == .pass)
        #expect(try status(min: 0.900001) == .fail)
        #expect(try status(max: 0.9) == .pass)
        #expect(try status(max: 0.899999) == .fail)
        #expect(try status(min: 10, .count) == .pass)
        #expect(try status(min: 11, .count) == .fail)
    }

    @Test("the scenario row is read when a scenario is named")
    func scenario() throws {
        let result = try GateFixture.result(
            GateAssertion(
                metric: .firstTouchLatency, statistic: .p95, engine: .fluid,
                scenario: "quick-dismiss", max: 120))
        #expect(result.status == .fail)
        #expect(result.observed == 131.5)
        #expect(result.message == "observed 131.5 ms (n=10), max 120.0 ms, over by 11.5 ms (9.6%)")
        let pass = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: .p50, engine: .fluid, max: 120))
        #expect(pass.message == "observed 42.0 ms (n=40), max 120.0 ms, margin 78.0 ms")
    }

    @Test("a failing warn assertion warns and the gate passes; a failing error assertion fails it")
    func levels() throws {
        let configuration = try GateConfiguration(assertions: [
            GateAssertion(metric: .firstTouchLatency, statistic: .p95, engine: .fluid, max: 90, level: .warn),
            GateAssertion(metric: .firstTouchLatency, statistic: .p50, engine: .fluid, max: 90),
            GateAssertion(metric: .cancelSuccess, statistic: .rate, engine: .legacy, min: 0.9),
        ])
        let all = try GateEvaluator.evaluate(configuration, summary: GateFixture.summary)
        #expect(all.results.map(\.status) == [.warn, .pass, .fail])
        #expect(all.outcome == .failed)
        #expect(all.countsDescription == "1 failed, 1 warning, 1 passed")

        let warnOnly = try GateConfiguration(assertions: Array(configuration.assertions.prefix(2)))
        let evaluation = try GateEvaluator.evaluate(warnOnly, summary: GateFixture.summary)
        #expect(evaluation.outcome == .passed)
        #expect(evaluation.countsDescription == "1 warning, 1 passed")
    }

    @Test("all limits of an assertion are checked; the binding one is the first failing or the tightest")
    func severalLimits() throws {
        let tight = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: .p95, engine: .fluid, min: 90, max: 99))
        #expect(tight.status == .pass)
        #expect(tight.binding?.kind == .max && tight.margin == 4)
        let both = try GateFixture.result(
            GateAssertion(
                metric: .firstTouchLatency, statistic: .p95, engine: .fluid, max: 90,
                maxIncrease: .absolute(1)),
            baseline: [GateFixture.single(90)])
        #expect(both.status == .fail)
        #expect(both.checks.map(\.kind) == [.max, .maxIncrease])
        #expect(
            both.message
                == "observed 95.0 ms (n=40) (baseline 90.0 ms: +5.0 ms, +5.6%); max 90.0 ms, over by 5.0 ms (5.6%); "
                + "max increase 1.0 ms = 91.0 ms, over by 4.0 ms (4.4%)"
        )
    }

    @Test("an empty statistic fails: a gate never passes on no data")
    func emptyStatistic() throws {
        let summary = [
            GateFixture.distribution(DistributionSummary([]), metric: .timeToCancel),
            GateFixture.rate(0, of: 0),
        ]
        let latency = try GateFixture.result(
            GateAssertion(metric: .timeToCancel, statistic: .p95, engine: .fluid, max: 500), summary: summary)
        #expect(latency.status == .fail)
        #expect(latency.observed == nil && latency.margin == nil && latency.limit == 500)
        #expect(latency.message == "no data: count 0 in overall, so p95 is empty and cannot pass; max 500.0 ms")
        let rate = try GateFixture.result(
            GateAssertion(metric: .cancelSuccess, statistic: .rate, engine: .fluid, min: 0.9, level: .warn),
            summary: summary)
        #expect(rate.status == .warn)
        // The count itself is never empty: a gate can require data with `count` >= 1.
        let count = try GateFixture.result(
            GateAssertion(metric: .cancelSuccess, statistic: .count, engine: .fluid, min: 1), summary: summary)
        #expect(count.status == .fail && count.observed == 0)
    }

    @Test("an engine, scenario or metric with no row is a configuration error naming the field")
    func missingRows() throws {
        func problems(
            _ assertions: [GateAssertion], summary: [SummaryRow] = GateFixture.summary, baseline: [SummaryRow]? = nil
        ) throws -> [String] {
            let configuration = try GateConfiguration(assertions: assertions)
            do {
                _ = try GateEvaluator.evaluate(configuration, summary: summary, baseline: baseline)
                return []
            } catch {
                return error.problems.map(\.description)
            }
        }
        #expect(
            try problems([
                GateAssertion(metric: .firstTouchLatency, statistic: .p95, engine: .fluid, max: 1000),
                GateAssertion(metric: .firstTouchLatency, statistic: .p95, engine: .recorded, max: 120),
                GateAssertion(
                    metric: .firstTouchLatency, statistic: .p95, engine: .fluid, scenario: "quick-dismis", max: 120),
                GateAssertion(metric: .timeToCancel, statistic: .p95, engine: .fluid, max: 120),
            ]) == [
                "assertions[1].engine: engine \"recorded\" has no rows in the summary (engines there: fluid, legacy)",
                "assertions[2].scenario: scenario \"quick-dismis\" has no rows for engine \"fluid\" in the summary "
                    + "(scenarios there: quick-dismiss)",
                "assertions[3].metric: the summary has no time_to_cancel_ms row for engine \"fluid\", overall",
            ])
        let regression = GateAssertion(
            metric: .cancelSuccess, statistic: .rate, engine: .fluid, maxDecrease: .absolute(0.05))
        #expect(
            try problems([regression]) == [
                "assertions[0].maxDecrease: a regression limit needs a baseline summary, "
                    + "and none was given (--baseline FILE)"
            ])
        #expect(
            try problems([regression], baseline: [GateFixture.rate(1, of: 2, engine: .legacy)]) == [
                "assertions[0].engine: engine \"fluid\" has no rows in the baseline summary (engines there: legacy)"
            ])
        #expect(
            try problems([regression], summary: [], baseline: []) == [
                "assertions[0].engine: engine \"fluid\" has no rows in the summary (it has no rows at all)",
                "assertions[0].engine: engine \"fluid\" has no rows in the baseline summary (it has no rows at all)",
            ])
    }
}
