import RegressionGates
import Testing
import TraceAnalysis

/// The gate summary a pull request reads (docs/gates.md "Output"): baseline, observed and change
/// in a reader's units, `never (k of n)` for infinite values, names a person reads.
@Suite("Gate summary table")
struct GateSummaryTableTests {
    /// A p95 latency over 40 intents, 3 unanswered (so the p95 is infinite), against a baseline
    /// whose p95 was 120 ms.
    static func neverRows(p95: Double, unanswered: Int) -> [SummaryRow] {
        [
            GateFixture.distribution(
                DistributionSummary(count: 40, mean: p95, p50: 50, p90: 90, p95: p95, p99: p95, max: p95)),
            GateFixture.rate(unanswered, of: 40, metric: .unanswered),
        ]
    }

    @Test("an infinite statistic reads never (k of n), k from the unanswered rate; the change is n/a")
    func neverCounts() throws {
        let assertion = GateAssertion(
            metric: .firstTouchLatency, statistic: .p95, engine: .fluid, maxIncrease: .percent(10))
        let result = try GateFixture.result(
            assertion, summary: Self.neverRows(p95: .infinity, unanswered: 3),
            baseline: Self.neverRows(p95: 120, unanswered: 0))
        #expect(result.observedNeverCount == 3)
        let row = GateTableRow(result)
        #expect(row.check == "fluid: first-touch latency p95 vs baseline")
        #expect(row.baseline == "120.0 ms")
        #expect(row.observed == "never (3 of 40)")
        #expect(row.change == "n/a")
        #expect(row.limit == "max increase 10% = 132.0 ms")
        #expect(row.verdict == "❌ fail: over the limit: never")
        #expect(result.message.hasPrefix("observed never (3 of 40) (baseline 120.0 ms)"))
        #expect(!result.message.contains("inf"))
    }

    @Test("the change column is absolute and percent; a rate's change is in points")
    func changes() throws {
        let latency = try GateFixture.result(
            GateAssertion(metric: .firstTouchLatency, statistic: .p95, engine: .fluid, maxIncrease: .percent(50)),
            baseline: [GateFixture.distribution(DistributionSummary([80]))])
        #expect(GateTableRow(latency).change == "+15.0 ms (+18.8%)")
        #expect(GateTableRow(latency).baseline == "80.0 ms")
        let rate = try GateFixture.result(
            GateAssertion(metric: .cancelSuccess, statistic: .rate, engine: .fluid, maxDecrease: .absolute(0.2)),
            baseline: [GateFixture.rate(19, of: 20)])
        #expect(GateTableRow(rate).change == "-5.0 pts (-5.3%)")
        #expect(GateTableRow(rate).observed == "90.0%" && GateTableRow(rate).n == "10")
        #expect(GateTableRow(rate).limit == "max decrease 20.0 pts = 75.0%")
    }

    @Test("units: ms with one decimal, percentages, gestures with two, counts whole")
    func units() {
        #expect(GateUnit.milliseconds.format(286.312067) == "286.3 ms")
        #expect(GateUnit.share.format(0.393939) == "39.4%")
        #expect(GateUnit.gestures.format(1.1) == "1.10 gestures")
        #expect(GateUnit.count.format(20) == "20")
        #expect(GateUnit.share.difference(-0.05) == "-5.0 pts")
        #expect(GateUnit.milliseconds.difference(0.00001) == "+<0.1 ms")
        #expect(GateUnit.milliseconds.difference(0) == "0.0 ms")
    }

    @Test("a configured name is kept; a default name reads as words, JUnit keeps the identifier")
    func titles() {
        let named = GateAssertion(
            name: "fluid latency", metric: .firstTouchLatency, statistic: .p95, engine: .fluid, max: 1)
        #expect(named.title == "fluid latency")
        let rate = GateAssertion(
            metric: .cancelSuccess, statistic: .rate, engine: .fluid, scenario: "grab-in-flight", min: 0.9)
        #expect(rate.name == "fluid cancel_success rate (grab-in-flight)")
        #expect(rate.title == "fluid: cancellation success (grab-in-flight)")
    }
}
