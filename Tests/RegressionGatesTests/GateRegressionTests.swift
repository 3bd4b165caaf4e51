import RegressionGates
import Testing
import TraceAnalysis

@Suite("Gate regressions against a baseline")
struct GateRegressionTests {
    /// p95 latency `observed` against a baseline of `baseline`.
    func latency(_ observed: Double, baseline: Double, _ limit: GateRegressionLimit, increase: Bool = true) throws
        -> GateResult
    {
        let assertion = GateAssertion(
            metric: .firstTouchLatency, statistic: .p95, engine: .fluid,
            maxIncrease: increase ? limit : nil, maxDecrease: increase ? nil : limit)
        return try GateFixture.result(
            assertion, summary: [GateFixture.single(observed)], baseline: [GateFixture.single(baseline)])
    }

    /// Cancel success `numerator` of 1,000,000 against a baseline share.
    func cancelRate(_ numerator: Int, baseline: Int, _ limit: GateRegressionLimit) throws -> GateResult {
        let assertion = GateAssertion(metric: .cancelSuccess, statistic: .rate, engine: .fluid, maxDecrease: limit)
        return try GateFixture.result(
            assertion, summary: [GateFixture.rate(numerator, of: 1_000_000)],
            baseline: [GateFixture.rate(baseline, of: 1_000_000)])
    }

    @Test("percent increase: at the limit passes, just over fails, just under passes")
    func percentIncrease() throws {
        let at = try latency(121, baseline: 110, .percent(10))
        #expect(at.status == .pass && at.limit == 121 && at.margin == 0 && at.baseline == 110)
        #expect(
            at.message
                == "observed 121.0 ms (n=1) (baseline 110.0 ms: +11.0 ms, +10.0%), max increase 10% = 121.0 ms, margin 0.0 ms"
        )
        let over = try latency(121.000001, baseline: 110, .percent(10))
        #expect(over.status == .fail && over.margin == -0.000001)
        let under = try latency(120.999999, baseline: 110, .percent(10))
        #expect(under.status == .pass && under.margin == 0.000001)
        let far = try latency(131.5, baseline: 110, .percent(10))
        #expect(
            far.message
                == "observed 131.5 ms (n=1) (baseline 110.0 ms: +21.5 ms, +19.5%), max increase 10% = 121.0 ms, over by 10.5 ms (8.7%)"
        )
    }

    /// +infinity is "no answer" (a latency) or "never" (a time): a p95 over unanswered touches.
    @Test("infinite statistics: inf on both sides fails as unmeasurable, no nan anywhere")
    func infiniteStatistics() throws {
        let both = try latency(.infinity, baseline: .infinity, .percent(10))
        #expect(both.status == .fail && both.margin == nil && both.limit == .infinity)
        #expect(
            both.message
                == "observed never (n=1) (baseline never (n=1)), max increase 10% = never, cannot be checked: observed and"
                + " bound are both inf (no answer or never), so no change can be measured")
        let bothDown = try latency(.infinity, baseline: .infinity, .percent(10), increase: false)
        #expect(bothDown.status == .fail && bothDown.limit == .infinity && !bothDown.message.contains("nan"))
        // Answered now where the baseline had no answer: an improvement, within any increase.
        let answered = try latency(120, baseline: .infinity, .absolute(0))
        #expect(answered.status == .pass && answered.margin == .infinity)
        #expect(
            answered.message
                == "observed 120.0 ms (n=1) (baseline never (n=1)), max increase 0.0 ms = never, margin unbounded (the bound is never)"
        )
        // No answer now where the baseline had one: a regression past any allowance.
        let unanswered = try latency(.infinity, baseline: 120, .percent(50))
        #expect(unanswered.status == .fail && unanswered.margin == -.infinity)
        #expect(
            unanswered.message
                == "observed never (n=1) (baseline 120.0 ms), max increase 50% = 180.0 ms, over the limit: never")
    }

    @Test("absolute increase: at the limit passes, just over fails, just under passes")
    func absoluteIncrease() throws {
        #expect(try latency(105, baseline: 100, .absolute(5)).status == .pass)
        #expect(try latency(105.000001, baseline: 100, .absolute(5)).status == .fail)
        #expect(try latency(104.999999, baseline: 100, .absolute(5)).status == .pass)
        // An improvement is never a regression.
        #expect(try latency(50, baseline: 100, .absolute(0)).status == .pass)
    }

    @Test("absolute decrease of a rate: at the limit passes, just over fails, just under passes")
    func absoluteDecrease() throws {
        // Baseline 0.95, at most 0.05 lower: bound 0.9 (0.95 - 0.05 is 0.8999999999999999 in binary,
        // compared at 6 decimals).
        let at = try cancelRate(900_000, baseline: 950_000, .absolute(0.05))
        #expect(at.status == .pass && at.limit == 0.9 && at.margin == 0)
        #expect(
            at.message
                == "observed 90.0% (n=1000000) (baseline 95.0%: -5.0 pts, -5.3%), max decrease 5.0 pts = 90.0%, margin 0.0 pts"
        )
        let over = try cancelRate(899_999, baseline: 950_000, .absolute(0.05))
        #expect(over.status == .fail)
        #expect(
            over.message
                == "observed 90.0% (n=1000000) (baseline 95.0%: -5.0 pts, -5.3%),"
                + " max decrease 5.0 pts = 90.0%, under by <0.1 pts (<0.1%)"
        )
        #expect(try cancelRate(900_001, baseline: 950_000, .absolute(0.05)).status == .pass)
    }

    @Test("percent decrease: at the limit passes, just over fails, just under passes")
    func percentDecrease() throws {
        // Baseline 0.8, at most 10% lower: bound 0.72.
        #expect(try cancelRate(720_000, baseline: 800_000, .percent(10)).status == .pass)
        #expect(try cancelRate(719_999, baseline: 800_000, .percent(10)).status == .fail)
        #expect(try cancelRate(720_001, baseline: 800_000, .percent(10)).status == .pass)
        #expect(try latency(90, baseline: 100, .percent(10), increase: false).status == .pass)
        #expect(try latency(89.999999, baseline: 100, .percent(10), increase: false).status == .fail)
    }

    @Test("a percent limit on a baseline of 0 allows no change; an absolute one does")
    func zeroBaseline() throws {
        let same = try latency(0, baseline: 0, .percent(50))
        #expect(same.status == .pass && same.limit == 0)
        let up = try latency(0.000001, baseline: 0, .percent(50))
        #expect(up.status == .fail)
        #expect(
            up.message
                == "observed 0.0 ms (n=1) (baseline 0.0 ms: +<0.1 ms), max increase 50% = 0.0 ms, over by <0.1 ms"
        )
        #expect(try latency(2, baseline: 0, .absolute(2)).status == .pass)
    }

    @Test("a summary gated against its own summary.csv has no regression, even with a zero allowance")
    func selfBaseline() throws {
        // Statistics with more than 6 decimals: the baseline read back from the CSV is rounded.
        let summary = [
            GateFixture.distribution(DistributionSummary([16.7, 33.4, 50.1, 83.5, 100.2 / 3])),
            GateFixture.rate(2, of: 3),
        ]
        let baseline = try SummaryTable.parse(csvText: SummaryTable.table(summary).encoded())
        var assertions: [GateAssertion] = GateStatistic.allowed(for: .firstTouchLatency).map {
            GateAssertion(
                metric: .firstTouchLatency, statistic: $0, engine: .fluid,
                maxIncrease: .absolute(0), maxDecrease: .absolute(0))
        }
        assertions.append(
            GateAssertion(
                metric: .cancelSuccess, statistic: .rate, engine: .fluid,
                maxIncrease: .percent(0), maxDecrease: .percent(0)))
        let evaluation = try GateEvaluator.evaluate(
            try GateConfiguration(assertions: assertions), summary: summary, baseline: baseline)
        #expect(evaluation.results.allSatisfy { $0.status == .pass && $0.margin == 0 })
        #expect(evaluation.outcome == .passed)
    }

    @Test("an empty baseline statistic fails the regression limit and says to refresh the baseline")
    func emptyBaseline() throws {
        let assertion = GateAssertion(
            metric: .cancelSuccess, statistic: .rate, engine: .fluid, maxDecrease: .percent(5))
        let result = try GateFixture.result(
            assertion, summary: [GateFixture.rate(9, of: 10)], baseline: [GateFixture.rate(0, of: 0)])
        #expect(result.status == .fail)
        #expect(result.baseline == nil && result.limit == nil)
        #expect(
            result.message
                == "observed 90.0% (n=10) (baseline: no data, count 0 in overall; refresh the baseline), max decrease 5%, "
                + "cannot be checked without a baseline value"
        )
    }
}
