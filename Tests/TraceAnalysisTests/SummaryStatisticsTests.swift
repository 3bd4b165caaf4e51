import Testing
import TraceAnalysis

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
