import Testing
import TraceAnalysis
import TransitionSimulation

@Suite("Distribution and rate summaries")
struct SummaryStatisticsTests {
    @Test("type-7 percentiles match numpy's default on known sets")
    func percentiles() {
        // numpy.percentile([1, 2, 3, 4], [50, 90, 95, 99]) = [2.5, 3.7, 3.85, 3.97]
        let s = DistributionSummary([4, 1, 3, 2])
        #expect(s.count == 4)
        #expect(s.mean == 2.5)
        #expect(s.p50 == 2.5)
        #expect(abs(s.p90! - 3.7) < 1e-12)
        #expect(abs(s.p95! - 3.85) < 1e-12)
        #expect(abs(s.p99! - 3.97) < 1e-12)
        #expect(s.max == 4)
        // numpy.percentile(range(1, 101), 90) = 90.1
        let hundred = DistributionSummary((1...100).map(Double.init))
        #expect(abs(hundred.p90! - 90.1) < 1e-9)
        #expect(hundred.value(of: .p50) == 50.5)
    }

    @Test("one value is every percentile; an empty set has none")
    func edges() {
        let one = DistributionSummary([350])
        #expect(one.p50 == 350 && one.p99 == 350 && one.max == 350 && one.mean == 350)
        let none = DistributionSummary([])
        #expect(none.count == 0)
        #expect(none.mean == nil && none.p50 == nil && none.max == nil)
        #expect(none.value(of: .count) == 0)
        #expect(none.value(of: .rate) == nil)
    }

    @Test("the mean does not depend on input order")
    func orderIndependent() {
        let values = [0.1, 1e16, -1e16, 0.2, 0.3]
        #expect(DistributionSummary(values).mean == DistributionSummary(values.reversed()).mean)
    }

    @Test("rates keep their counts, and an empty rate is nil, not zero")
    func rates() {
        let r = RateSummary([true, false, true, true], counting: { $0 })
        #expect(r.numerator == 3 && r.denominator == 4)
        #expect(r.rate == 0.75)
        #expect(RateSummary(numerator: 0, denominator: 0).rate == nil)
    }
}

/// Uncertainty in summary rows and text tables (docs/analysis.md "Uncertainty").
@Suite("Uncertainty in reports")
struct ReportUncertaintyTests {
    @Test("rates carry their Wilson interval, distributions theirs where reported and covered, text shows n")
    func intervalsAndN() throws {
        let rows = CorpusSummarizer.rows(BundledCorpusStoryTests.analysed, engines: [.legacy, .fluid], whatIf: true)
        let overall = rows.filter { $0.scope == .overall && $0.goal == .all && $0.engine == .fluid }
        let achieved = try #require(overall.first { $0.metric == .achieved })
        let rate = try #require(achieved.rate)
        #expect(
            achieved.intervals[.rate]
                == WilsonInterval.interval(successes: rate.numerator, trials: rate.denominator))
        let latency = try #require(overall.first { $0.metric == .firstTouchLatency })
        // 260 intents: every percentile up to p99 (100 values) is reported; up to p95 it has an
        // interval around its estimate, the p99 none (a pair of order statistics covers 95 % from
        // 299 values, `OrderStatisticInterval`).
        #expect(latency.n == 260)
        #expect(latency.value(of: .p99) != nil && latency.intervals[.p99] == nil)
        for statistic in [SummaryStatistic.mean, .p50, .p90, .p95] {
            let interval = try #require(latency.intervals[statistic], "\(statistic)")
            let value = try #require(latency.value(of: statistic))
            #expect(interval.lower <= value && value <= interval.upper, "\(statistic)")
        }
        // A trace's rows: no interval for a mean or percentile (too few values).
        let traceRow = try #require(
            rows.first { if case .trace = $0.scope { $0.metric == .firstTouchLatency } else { false } })
        #expect(traceRow.intervals.isEmpty)
    }

    @Test("a percentile of too few values prints n/a (n=2); a reported one shows its n")
    func tooFew() {
        let two = SummaryRow(
            engine: .fluid, scope: .overall, metric: .firstTouchLatency, distribution: DistributionSummary([10, 20]))
        #expect(SideBySideTable.cell(two, statistic: .p95) == "n/a (n=2)")
        #expect(SideBySideTable.cell(two, statistic: .p50) == "15.0 (n=2)")
        let unanswered = SummaryRow(
            engine: .fluid, scope: .overall, metric: .firstTouchLatency,
            distribution: DistributionSummary([10, .infinity]))
        #expect(SideBySideTable.cell(unanswered, statistic: .max) == "no answer (n=2)")
    }
}
