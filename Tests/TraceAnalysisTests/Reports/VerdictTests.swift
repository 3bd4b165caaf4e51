import Testing
import TraceModel
import TransitionSimulation

@testable import TraceAnalysis

/// The verdict at the top of the text, report.html and the gate's Markdown (docs/reports.md
/// "The verdict"): real only when the 95 % intervals do not overlap.
@Suite("Report verdict")
struct VerdictTests {
    static func rate(
        _ engine: EngineKind, _ metric: MetricName, _ k: Int, _ n: Int, population: SummaryPopulation = .own
    ) -> SummaryRow {
        SummaryRow(
            engine: engine, population: population, scope: .overall, metric: metric,
            rate: RateSummary(numerator: k, denominator: n))
    }

    static func p50(_ engine: EngineKind, _ value: Double, _ low: Double, _ high: Double, n: Int = 40) -> SummaryRow {
        var row = SummaryRow(
            engine: engine, scope: .overall, metric: .firstTouchLatency,
            distribution: DistributionSummary(
                count: n, mean: value, p50: value, p90: value, p95: value, p99: value, max: value))
        row.intervals[.p50] = ConfidenceInterval(lower: low, upper: high)
        return row
    }

    @Test("intervals that do not overlap are a real difference, said with both numbers and the better side")
    func realDifference() throws {
        let rows = [Self.rate(.legacy, .cancelSuccess, 11, 33), Self.rate(.fluid, .cancelSuccess, 33, 33)]
        let verdict = Verdict(rows: rows, engines: [.legacy, .fluid], sameTraces: false)
        let comparison = try #require(verdict.comparisons.first)
        #expect(comparison.title == "fluid against legacy")
        #expect(comparison.populations.hasPrefix("different users"))
        #expect(comparison.real.count == 1)
        #expect(
            comparison.real[0].hasPrefix(
                "cancellation success: better on fluid (33/33 (100.0%)) than on legacy (11/33 (33.3%)); a real "
                    + "difference (95 % intervals [89.6%, 100.0%] and [19.8%, 50.4%] do not overlap)"))
        #expect(comparison.noise.isEmpty)
    }

    @Test("overlapping intervals are within noise, however far apart the numbers")
    func withinNoise() throws {
        let rows = [
            Self.rate(.legacy, .cancelSuccess, 10, 20), Self.rate(.fluid, .cancelSuccess, 14, 20),
            Self.p50(.legacy, 120, 100, 150), Self.p50(.fluid, 90, 70, 101),
        ]
        let comparison = try #require(
            Verdict(rows: rows, engines: [.legacy, .fluid], sameTraces: true).comparisons.first)
        #expect(comparison.real.isEmpty)
        #expect(comparison.noise.map(\.label) == ["first-touch latency p50", "cancellation success"])
        #expect(comparison.noise[0].detail == "first-touch latency p50 90.0 ms on fluid against 120.0 ms on legacy")
        #expect(comparison.populations == "the same traces replayed on both (what-if)")
        // A p50 without an interval (too few values) is never called real or noise.
        let few = Verdict(
            rows: [
                Self.p50(.legacy, 120, 100, 150),
                SummaryRow(
                    engine: .fluid, scope: .overall, metric: .firstTouchLatency,
                    distribution: DistributionSummary([10, 11, 12])),
            ],
            engines: [.legacy, .fluid], sameTraces: false)
        #expect(few.comparisons.first?.tooFew == ["first-touch latency p50", "first-touch latency p95"])
        #expect(few.comparisons.first?.real.isEmpty == true)
    }

    @Test("against a baseline: each engine in both, this run against the baseline's rows")
    func baseline() throws {
        let now = [Self.p50(.fluid, 100, 90, 110)]
        let before = [Self.p50(.fluid, 200, 180, 220)]
        let verdict = Verdict(rows: now, engines: [.fluid], sameTraces: false, baseline: before)
        let comparison = try #require(verdict.comparisons.first)
        #expect(comparison.title == "fluid against the baseline")
        #expect(
            comparison.real.first?.hasPrefix(
                "first-touch latency p50: better in this run (100.0 ms) than in the baseline (200.0 ms)") == true)
        #expect(Verdict(rows: now, engines: [.fluid], sameTraces: false).comparisons.isEmpty)
    }

    @Test("a what-if model that leaves most intents unanswered is left out, with the reason; own rows never")
    func whatIfLeftOut() {
        let whatIf = [
            Self.rate(.legacy, .unanswered, 103, 132, population: .whatIf),
            Self.rate(.fluid, .unanswered, 102, 132, population: .whatIf),
            Self.rate(.recorded, .unanswered, 12, 132, population: .recorded),
        ]
        let verdict = Verdict(rows: whatIf, engines: [.recorded, .legacy, .fluid], sameTraces: false)
        #expect(verdict.leftOut.map(\.engine) == [.legacy, .fluid])
        #expect(verdict.comparisons.isEmpty)
        #expect(verdict.leftOut[0].reason.contains("103/132 (78.0%) of the intents unanswered, the recording 12/132"))
        // The recording did not answer either: the model is no worse, and stays.
        let appSilent = [
            Self.rate(.legacy, .unanswered, 103, 132, population: .whatIf),
            Self.rate(.recorded, .unanswered, 100, 132, population: .recorded),
        ]
        #expect(WhatIfApplicability(rows: appSilent, engines: [.recorded, .legacy]).leftOut.isEmpty)
        // Its own users' numbers are never left out, however bad.
        let own = [Self.rate(.legacy, .unanswered, 103, 132)]
        #expect(WhatIfApplicability(rows: own, engines: [.legacy]).leftOut.isEmpty)
        // Half unanswered is not most.
        let half = [Self.rate(.legacy, .unanswered, 66, 132, population: .whatIf)]
        #expect(WhatIfApplicability(rows: half, engines: [.legacy]).leftOut.isEmpty)
    }
}
