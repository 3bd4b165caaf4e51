import Testing
import TraceModel

@testable import TraceAnalysis

@Suite("Uncertainty: Wilson, MOVER differences, percentile rule, order statistics, Hall's t")
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

    /// n = 10: [x(2), x(9)], coverage 1 - 2 (1 + 10) / 1024; n = 11: (2, 9) and (3, 10) tie in
    /// width and asymmetry at 1 - (12 + 67) / 2048, the lower l is kept.
    static let rankCases: [(Double, Int, Int, Int, Double)] = [
        (50, 10, 2, 9, 1 - 22.0 / 1024), (50, 11, 2, 9, 1 - 79.0 / 2048), (50, 6, 1, 6, 1 - 2.0 / 64),
        (90, 30, 22, 30, 0.9556), (95, 100, 91, 100, 0.9659), (50, 100, 40, 60, 0.9540), (99, 1000, 984, 997, 0.9635),
    ]

    @Test(
        "order-statistic ranks: the narrowest pair covering 95 %, the most symmetric around n p", arguments: rankCases)
    func orderStatisticRanks(p: Double, n: Int, lower: Int, upper: Int, coverage: Double) throws {
        let ranks = try #require(OrderStatisticInterval.ranks(p, count: n))
        #expect(ranks.lower == lower && ranks.upper == upper)
        #expect(abs(ranks.coverage - coverage) < 5e-5)
    }

    @Test("ranks found through a memo are the ranks found anew, for any order of asking")
    func orderStatisticMemo() {
        var memo = OrderStatisticInterval.Memo()
        var generator = SplitMix64(seed: 52)
        let asked = (0..<400).map { _ in
            ([50.0, 90, 95, 99].randomElement(using: &generator)!, Int.random(in: 1...400, using: &generator))
        }
        for (p, n) in asked + asked.reversed() {
            #expect(memo.ranks(p, count: n) == OrderStatisticInterval.ranks(p, count: n), "p\(p) n=\(n)")
        }
    }

    @Test(
        "no interval below the count where [x(1), x(n)] first covers 95 %",
        arguments: [(50.0, 6), (90.0, 29), (95.0, 59), (99.0, 299)])
    func orderStatisticMinimum(p: Double, n: Int) {
        #expect(OrderStatisticInterval.ranks(p, count: n) != nil)
        #expect(OrderStatisticInterval.ranks(p, count: n - 1) == nil)
        #expect(OrderStatisticInterval.interval(p, ofSorted: (0..<(n - 1)).map(Double.init)) == nil)
    }

    /// The coverage of every pair, summed term by term, and the pair the rule must choose.
    @Test("the chosen pair is the best of all pairs by direct summation", arguments: [7, 23, 64, 150])
    func orderStatisticExhaustive(n: Int) throws {
        for p in [50.0, 90.0, 95.0] {
            var pmf = [Double](repeating: 0, count: n + 1)
            for i in 0...n {
                var term = 1.0  // C(n, i) p^i (1 - p)^(n - i), as a product of n + ... factors
                for k in 0..<i { term *= Double(n - k) / Double(k + 1) * (p / 100) }
                for _ in 0..<(n - i) { term *= 1 - p / 100 }
                pmf[i] = term
            }
            var best: (Int, Double, Int, Int)?
            for l in 1..<n {
                for u in (l + 1)...n {
                    let coverage = pmf[l..<u].reduce(0, +)
                    guard coverage >= 0.95 else { continue }
                    let key = (u - l, abs(Double(l + u - 1) - 2 * Double(n) * p / 100), l, u)
                    if best == nil || key.0 < best!.0 || (key.0 == best!.0 && key.1 < best!.1 - 1e-9) { best = key }
                }
            }
            let ranks = OrderStatisticInterval.ranks(p, count: n)
            #expect(ranks.map { [$0.lower, $0.upper] } == best.map { [$0.2, $0.3] }, "p\(p) of \(n)")
        }
    }

    @Test("ten million values: ranks within a few standard deviations of n p, coverage just over 95 %")
    func orderStatisticLarge() throws {
        let n = 10_000_000
        for p in [50.0, 95.0, 99.0] {
            let ranks = try #require(OrderStatisticInterval.ranks(p, count: n))
            let mean = Double(n) * p / 100
            let deviation = (mean * (1 - p / 100)).squareRoot()
            // Over 95 % by less than two of the window's largest probabilities (1.9e-4 at p99).
            #expect(ranks.coverage >= 0.95 && ranks.coverage < 0.9503)
            #expect(abs(Double(ranks.lower) - (mean - 1.96 * deviation)) < 3)
            #expect(abs(Double(ranks.upper) - (mean + 1.96 * deviation)) < 3)
        }
    }

    @Test("a percentile's interval reads its order statistics, +infinity included")
    func orderStatisticInterval() throws {
        let values = (1...100).map { $0 > 96 ? Double.infinity : Double($0) * 10 }
        #expect(OrderStatisticInterval.interval(50, ofSorted: values) == ConfidenceInterval(lower: 400, upper: 600))
        #expect(
            try #require(OrderStatisticInterval.interval(95, ofSorted: values))
                == ConfidenceInterval(
                    lower: 910, upper: .infinity))
    }

    @Test("the mean's interval: Hall's transformed t, order-free, none below 10 values")
    func meanInterval() throws {
        // Reference: scipy's t(0.975, 10) and numpy's cube root on the same formula.
        let values: [Double] = [3, 5, 7, 8, 12, 13, 14, 18, 21, 40, 95]
        let interval = try #require(MeanInterval.interval(ofSorted: values))
        #expect(abs(interval.lower - 9.204438486176736) < 1e-9)
        #expect(abs(interval.upper - 87.12665297639529) < 1e-9)
        #expect(MeanInterval.interval(ofSorted: Array(values.prefix(9))) == nil)
        #expect(
            MeanInterval.interval(ofSorted: Array(repeating: 4, count: 12)) == ConfidenceInterval(lower: 4, upper: 4))
        // Symmetric values: no skewness, the plain t interval 5.5 -/+ t(9) s / sqrt(10).
        let symmetric = try #require(MeanInterval.interval(ofSorted: (1...10).map(Double.init)))
        let half = 2.262157162798205 * (55.0 / 6).squareRoot() / 10.0.squareRoot()
        #expect(abs(symmetric.lower - (5.5 - half)) < 1e-12 && abs(symmetric.upper - (5.5 + half)) < 1e-12)
    }

    @Test("a mean over unanswered intents is infinite, and so are both bounds")
    func meanWithInfinity() {
        let values = (1...19).map(Double.init) + [.infinity]
        #expect(MeanInterval.interval(ofSorted: values) == ConfidenceInterval(lower: .infinity, upper: .infinity))
    }

    @Test(
        "t(0.975): the table up to 30 degrees, the expansion above it",
        arguments: [
            (31, 2.039513446396408),
            (
                50, 2.008559112100761
            ), (100, 1.9839715185235518), (1000, 1.9623390808264083),
        ])
    func studentT(degrees: Int, expected: Double) {
        #expect(abs(StudentT.quantile975(degrees: degrees) - expected) < 3e-8)
    }

    @Test("the cube root is exact on cubes and odd", arguments: [1.0, 8, 27, 0.125, 1e-9, 3.375e12])
    func cubeRoot(x: Double) {
        let root = MeanInterval.cubeRoot(x)
        #expect(abs(root * root * root - x) <= 4 * x.ulp)
        #expect(MeanInterval.cubeRoot(-x) == -root)
    }

    @Test("rates add their counts, and a sum that would overflow is nil rather than a trap")
    func ratesAdd() {
        let sum = RateSummary(numerator: 3, denominator: 4).adding(RateSummary(numerator: 1, denominator: 6))
        #expect(sum == RateSummary(numerator: 4, denominator: 10))
        #expect(RateSummary(numerator: 1, denominator: .max).adding(RateSummary(numerator: 0, denominator: 1)) == nil)
        #expect(
            RateSummary(numerator: .max, denominator: .max).adding(RateSummary(numerator: 1, denominator: 0)) == nil)
    }
}
