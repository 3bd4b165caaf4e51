import RegressionGates
import Testing
import TraceAnalysis
import TraceModel

@Suite("Significant regressions: a limit with \"significant\": true fails only on a real change")
struct GateSignificanceTests {
    /// The fluid overall cancel-success rate at `numerator` of `denominator`.
    static func cancels(_ numerator: Int, of denominator: Int) -> [SummaryRow] {
        [GateFixture.rate(numerator, of: denominator)]
    }

    static func assertion(significant: Bool) -> GateAssertion {
        GateAssertion(
            metric: .cancelSuccess, statistic: .rate, engine: .fluid,
            maxDecrease: GateRegressionLimit(amount: 0.05, unit: .absolute, significant: significant))
    }

    static func result(_ current: [SummaryRow], baseline: [SummaryRow], significant: Bool) throws -> GateResult {
        try GateFixture.result(assertion(significant: significant), summary: current, baseline: baseline)
    }

    @Test("few intents: 9/10 -> 8/10 exceeds the limit but is noise, so it passes with a note")
    func noiseDoesNotFail() throws {
        let plain = try Self.result(Self.cancels(8, of: 10), baseline: Self.cancels(9, of: 10), significant: false)
        #expect(plain.status == .fail)
        let tested = try Self.result(Self.cancels(8, of: 10), baseline: Self.cancels(9, of: 10), significant: true)
        #expect(tested.status == .pass)
        #expect(tested.message.contains("not significant: 95% interval of the difference ["), "\(tested.message)")
        #expect(tested.message.contains("includes 0"))
        #expect(tested.margin.map { $0 < 0 } == true)
        // Worded as an excess within noise, never as a bare pass over the limit.
        #expect(
            tested.message.contains("max decrease 5.0 pts = 85.0%, within noise, under by 5.0 pts"), "\(tested.message)"
        )
        #expect(!plain.message.contains("within noise"))
    }

    @Test("a check whose interval is wider than its limit at its n says so, and what n could tell")
    func tooFewToTell() throws {
        let few = try Self.result(Self.cancels(8, of: 10), baseline: Self.cancels(9, of: 10), significant: true)
        let check = try #require(few.checks.first)
        let interval = try #require(
            ConfidenceInterval.difference(
                (0.8, WilsonInterval.interval(successes: 8, trials: 10)!),
                (0.9, WilsonInterval.interval(successes: 9, trials: 10)!)))
        let half = (interval.upper - interval.lower) / 2
        #expect(half > 0.05)
        let needed = Int((10 * (half / 0.05) * (half / 0.05)).rounded(.up))
        #expect(check.sensitivityNote?.contains("from noise yet") == true)
        #expect(
            check.sensitivityNote?.hasSuffix("at n=10, wider than the 5.0 pts allowed; about n=\(needed) could") == true
        )
        #expect(few.message.contains("about n=\(needed) could"), "\(few.message)")
        // Many intents: the interval is narrower than the limit, nothing to say.
        let many = try Self.result(
            Self.cancels(800, of: 1000), baseline: Self.cancels(900, of: 1000), significant: true)
        #expect(many.checks.first?.sensitivityNote == nil)
        // Without "significant", no interval is drawn and nothing is said.
        let plain = try Self.result(Self.cancels(8, of: 10), baseline: Self.cancels(9, of: 10), significant: false)
        #expect(plain.checks.first?.sensitivityNote == nil)
    }

    @Test("many intents: 900/1000 -> 800/1000 is significant and fails")
    func realChangeFails() throws {
        let result = try Self.result(
            Self.cancels(800, of: 1000), baseline: Self.cancels(900, of: 1000), significant: true)
        #expect(result.status == .fail)
        #expect(
            result.message.contains("significant: 95% interval of the difference [-13.1 pts, -6.9 pts]"),
            "\(result.message)")
        #expect(result.message.contains("excludes 0"))
    }

    @Test("within the limit, a significant change still passes (significance only narrows failures)")
    func withinLimitPasses() throws {
        let result = try Self.result(
            Self.cancels(890, of: 1000), baseline: Self.cancels(900, of: 1000), significant: true)
        #expect(result.status == .pass)
    }

    @Test("the interval is the MOVER / Newcombe difference of the two Wilson intervals")
    func intervalMatchesPrimitives() throws {
        let now = try #require(WilsonInterval.interval(successes: 800, trials: 1000))
        let before = try #require(WilsonInterval.interval(successes: 900, trials: 1000))
        let difference = try #require(ConfidenceInterval.difference((0.8, now), (0.9, before)))
        let result = try Self.result(
            Self.cancels(800, of: 1000), baseline: Self.cancels(900, of: 1000), significant: true)
        let lower = FixedDecimal.format(difference.lower * 100, decimals: 1) + " pts"
        let upper = FixedDecimal.format(difference.upper * 100, decimals: 1) + " pts"
        #expect(result.message.contains("[\(lower), \(upper)]"), "\(result.message)")
    }

    @Test("a distribution without intervals: judged on its limit, and says so")
    func distributionUntested() throws {
        let assertion = GateAssertion(
            metric: .firstTouchLatency, statistic: .p95, engine: .fluid,
            maxIncrease: GateRegressionLimit(amount: 1, unit: .absolute, significant: true))
        let current = [
            GateFixture.distribution(
                DistributionSummary(count: 40, mean: 40, p50: 42, p90: 90, p95: 99, p99: 99, max: 131.5))
        ]
        let result = try GateFixture.result(assertion, summary: current, baseline: GateFixture.summary)
        #expect(result.status == .fail)
        #expect(result.message.contains("no 95% interval for p95 in this run"), "\(result.message)")
    }

    /// A p95 with its interval on both sides (summary.csv's `p95_ci_low`/`_ci_high`):
    /// 95 [90, 100] -> 130 [120, 140] is a real regression (the MOVER interval of the difference
    /// is 35 - sqrt(10^2 + 5^2) = 23.8 and up, above zero); 95 [85, 105] -> 99 [90, 110] is not
    /// (4 - sqrt(9^2 + 10^2) is below zero).
    @Test(
        "a distribution with intervals on both sides is tested for significance",
        arguments: [(130.0, 120.0, 140.0, 95.0, 90.0, 100.0, true), (99, 90, 110, 95, 85, 105, false)])
    func distributionTested(
        now: Double, nowLow: Double, nowHigh: Double, before: Double, beforeLow: Double, beforeHigh: Double,
        significant: Bool
    ) throws {
        func row(_ p95: Double, _ low: Double, _ high: Double) -> SummaryRow {
            var row = GateFixture.distribution(
                DistributionSummary(count: 40, mean: 40, p50: 42, p90: 90, p95: p95, p99: 150, max: 160))
            row.intervals[.p95] = ConfidenceInterval(lower: low, upper: high)
            return row
        }
        let assertion = GateAssertion(
            metric: .firstTouchLatency, statistic: .p95, engine: .fluid,
            maxIncrease: GateRegressionLimit(amount: 1, unit: .absolute, significant: true))
        let result = try GateFixture.result(
            assertion, summary: [row(now, nowLow, nowHigh)], baseline: [row(before, beforeLow, beforeHigh)])
        #expect(result.status == (significant ? .fail : .pass), "\(result.message)")
        #expect(result.message.contains("95% interval of the difference"), "\(result.message)")
    }

    @Test("\"significant\" is read from the file and must be a boolean")
    func reading() throws {
        let configuration = try GateConfiguration.parse(
            jsonText: GateFixture.withThird(
                #""name": "s", "metric": "achieved", "statistic": "rate", "engine": "fluid", "maxDecrease": {"absolute": 0.02, "significant": true}"#
            ))
        #expect(configuration.assertions[2].maxDecrease?.significant == true)
        let problems = GateFixture.problems(
            GateFixture.withThird(
                #""metric": "achieved", "statistic": "rate", "engine": "fluid", "maxDecrease": {"absolute": 0.02, "significant": "yes"}"#
            ))
        #expect(problems == ["assertions[2].maxDecrease.significant: expected true or false, got a string"])
    }
}
