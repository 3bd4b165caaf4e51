import Testing
import TraceAnalysis

@Suite("Uncertainty: Wilson, MOVER differences, percentile rule, seeded bootstrap")
struct UncertaintyTests {
    /// Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I,
    /// method 3 (Wilson score without continuity correction), to four decimals.
    @Test(
        "Wilson intervals match Newcombe's published table",
        arguments: [
            (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718),
            (29, 29, 0.8830, 1.0),
        ])
    func wilsonMatchesPublishedValues(successes: Int, trials: Int, lower: Double, upper: Double) throws {
        let interval = try #require(WilsonInterval.interval(successes: successes, trials: trials))
        #expect(abs(interval.lower - lower) < 0.00005)
        #expect(abs(interval.upper - upper) < 0.00005)
    }

    @Test("no trials, no interval; the interval holds the rate and narrows as n grows")
    func wilsonEdges() throws {
        #expect(WilsonInterval.interval(successes: 0, trials: 0) == nil)
        let small = try #require(WilsonInterval.interval(successes: 3, trials: 10))
        let large = try #require(WilsonInterval.interval(successes: 300, trials: 1000))
        #expect(small.lower < 0.3 && 0.3 < small.upper)
        #expect(large.upper - large.lower < small.upper - small.lower)
    }

    /// Newcombe (1998), "Interval estimation for the difference between independent
    /// proportions", Table II, method 10 (hybrid score), examples (a) to (d).
    @Test(
        "MOVER with Wilson intervals is Newcombe's hybrid score interval",
        arguments: [
            (56, 70, 48, 80, 0.0524, 0.3339), (9, 10, 3, 10, 0.1705, 0.8090), (6, 7, 2, 7, 0.0582, 0.8062),
            (5, 56, 0, 29, -0.0381, 0.1926),
        ])
    func newcombeDifference(k1: Int, n1: Int, k2: Int, n2: Int, lower: Double, upper: Double) throws {
        let a = try #require(WilsonInterval.interval(successes: k1, trials: n1))
        let b = try #require(WilsonInterval.interval(successes: k2, trials: n2))
        let difference = try #require(
            ConfidenceInterval.difference(
                (Double(k1) / Double(n1), a), (Double(k2) / Double(n2), b)))
        #expect(abs(difference.lower - lower) < 0.00005)
        #expect(abs(difference.upper - upper) < 0.00005)
        #expect(difference.excludes(0) == (lower > 0 || upper < 0))
    }

    @Test("a difference with an infinite side has no interval")
    func infiniteDifference() {
        let finite = ConfidenceInterval(lower: 1, upper: 3)
        let open = ConfidenceInterval(lower: 2, upper: .infinity)
        #expect(ConfidenceInterval.difference((2, finite), (2.5, open)) == nil)
    }

    @Test("percentiles need n (1 - p) >= 1", arguments: [(50.0, 2), (90.0, 10), (95.0, 20), (99.0, 100)])
    func minimumCounts(p: Double, count: Int) {
        #expect(PercentileRule.minimumCount(for: p) == count)
        #expect(PercentileRule.reports(p, count: count))
        #expect(!PercentileRule.reports(p, count: count - 1))
    }

    @Test("an infinite value turns the percentiles that reach it infinite, never NaN")
    func infinitePercentiles() {
        let sorted = [10.0, 20, 30, 40, .infinity]
        #expect(PercentileRule.percentile(50, ofSorted: sorted) == 30)
        #expect(PercentileRule.percentile(75, ofSorted: sorted) == 40)
        #expect(PercentileRule.percentile(80, ofSorted: sorted) == .infinity)
        #expect(PercentileRule.percentile(100, ofSorted: [.infinity, .infinity]) == .infinity)
        #expect(PercentileRule.percentile(50, ofSorted: []) == nil)
        // Type 7 away from the top, as numpy: rank (5 - 1) * 0.3 = 1.2 -> 20 + 0.2 * 10.
        #expect(abs(PercentileRule.percentile(30, ofSorted: sorted)! - 22) < 1e-12)
    }

    @Test("the bootstrap is deterministic, order-free, holds the estimate and narrows with n")
    func bootstrap() throws {
        let values = (0..<60).map { Double(($0 * 37) % 101) }
        let statistics: [BootstrapInterval.Statistic] = [.mean, .percentile(50), .percentile(95)]
        let first = BootstrapInterval.intervals(of: statistics, values: values)
        let shuffled = BootstrapInterval.intervals(of: statistics, values: values.reversed())
        #expect(first == shuffled)
        let sorted = values.sorted()
        let mean = values.reduce(0, +) / Double(values.count)
        let median = try #require(PercentileRule.percentile(50, ofSorted: sorted))
        let meanInterval = try #require(first[0])
        let medianInterval = try #require(first[1])
        #expect(meanInterval.lower < mean && mean < meanInterval.upper)
        #expect(medianInterval.lower <= median && median <= medianInterval.upper)
        let many = BootstrapInterval.intervals(of: [.mean], values: values + values + values + values)
        let wide = meanInterval.upper - meanInterval.lower
        let narrow = try #require(many[0]).upper - (try #require(many[0])).lower
        #expect(narrow < wide * 0.7)
        #expect(BootstrapInterval.intervals(of: [.mean], values: [1]) == [nil])
    }

    @Test("a bootstrap over unanswered intents reaches infinity at the top")
    func bootstrapWithInfinity() throws {
        let values = Array(repeating: 100.0, count: 18) + [.infinity, .infinity]
        let intervals = BootstrapInterval.intervals(of: [.percentile(95), .percentile(50)], values: values)
        #expect(try #require(intervals[0]).upper == .infinity)
        #expect(try #require(intervals[1]) == ConfidenceInterval(lower: 100, upper: 100))
    }
}
