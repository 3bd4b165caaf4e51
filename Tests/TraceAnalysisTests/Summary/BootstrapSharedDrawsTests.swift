import Testing
import TraceModel

@testable import TraceAnalysis

/// `BootstrapInterval` draws each resample once for every value set of one size and reads every
/// percentile in one pass, sums four resamples' means in one pass and selects the bounds instead of
/// sorting the estimates; these tests hold it to the plain definition (each set alone, each
/// statistic read off its own scan, `%` for the draws, a sort of the estimates), bit for bit.
@Suite("Bootstrap with shared draws")
struct BootstrapSharedDrawsTests {
    /// The definition, as written before the draws were shared: one set, one scan per statistic.
    static func reference(_ statistics: [BootstrapInterval.Statistic], _ values: [Double]) -> [ConfidenceInterval?] {
        let sorted = values.sorted()
        let n = sorted.count
        guard n >= 2 else { return statistics.map { _ in nil } }
        var generator = SplitMix64(seed: BootstrapInterval.seed)
        var estimates = [[Double]](repeating: [], count: statistics.count)
        var counts = [Int](repeating: 0, count: n)
        func value(atRank rank: Int) -> Double {
            var seen = 0
            for index in sorted.indices {
                seen += counts[index]
                if seen > rank { return sorted[index] }
            }
            return sorted[n - 1]
        }
        for _ in 0..<BootstrapInterval.resamples {
            for index in counts.indices { counts[index] = 0 }
            for _ in 0..<n { counts[Int(generator.next() % UInt64(n))] += 1 }
            for (index, statistic) in statistics.enumerated() {
                switch statistic {
                case .mean:
                    var sum = 0.0
                    for i in 0..<n where counts[i] > 0 { sum += sorted[i] * Double(counts[i]) }
                    estimates[index].append(sum / Double(n))
                case .percentile(let p):
                    let rank = Double(n - 1) * min(max(p, 0), 100) / 100
                    let lowerRank = Int(rank.rounded(.down))
                    let fraction = rank - Double(lowerRank)
                    let low = value(atRank: lowerRank)
                    guard fraction > 0 else {
                        estimates[index].append(low)
                        continue
                    }
                    let high = value(atRank: min(lowerRank + 1, n - 1))
                    if high == low {
                        estimates[index].append(low)
                    } else if high.isInfinite || low.isInfinite {
                        estimates[index].append(.infinity)
                    } else {
                        estimates[index].append(low + (high - low) * fraction)
                    }
                }
            }
        }
        return estimates.map { draws in
            let ordered = draws.sorted()
            guard let lower = PercentileRule.percentile(2.5, ofSorted: ordered),
                let upper = PercentileRule.percentile(97.5, ofSorted: ordered)
            else { return nil }
            return ConfidenceInterval(lower: lower, upper: upper)
        }
    }

    static let statistics: [BootstrapInterval.Statistic] = [
        .mean, .percentile(50), .percentile(90), .percentile(95), .percentile(99),
    ]

    /// Latency-like values: fractional, with ties, and some unanswered (+infinity).
    static func values(count: Int, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let draw = generator.next()
            if draw % 13 == 0 { return .infinity }
            return draw % 5 == 0 ? 100 : Double(draw % 40_000) / 97
        }
    }

    @Test("each set's intervals are the definition's, bit for bit", arguments: [2, 3, 19, 20, 101, 700])
    func sameAsDefinition(count: Int) {
        let sets = (0..<5).map { Self.values(count: count, seed: UInt64(count * 10 + $0)) }
        let shared = BootstrapInterval.intervals(of: Self.statistics, valueSets: sets)
        for (index, set) in sets.enumerated() {
            #expect(shared[index] == Self.reference(Self.statistics, set))
            #expect(BootstrapInterval.intervals(of: Self.statistics, values: set) == shared[index])
        }
    }

    @Test("gestures per intent (small integers, many ties) match the definition")
    func integers() {
        let values = (0..<250).map { Double(($0 * 7) % 4 + 1) }
        #expect(
            BootstrapInterval.intervals(of: Self.statistics, values: values) == Self.reference(Self.statistics, values))
    }
}
