import TraceModel

/// A seeded percentile bootstrap (Efron and Tibshirani 1993, "An Introduction to the Bootstrap",
/// ch. 13) for a distribution's mean and percentiles: `resamples` samples of n values drawn with
/// replacement, the statistic of each, and the 2.5th and 97.5th percentiles of those statistics.
///
/// Deterministic: the values are sorted first and the draws come from a fixed-seed SplitMix64
/// stream, so the same multiset of values gives the same bytes whatever the input order, the
/// number of jobs or the machine. A resample is drawn as counts per sorted index, so each
/// percentile is read off the cumulative counts without sorting (O(n) per resample).
public struct BootstrapInterval: Sendable {
    /// Resamples per interval (2,000: Efron and Tibshirani's advice for percentile intervals is
    /// 1,000 or more; more narrows the Monte Carlo error of the bounds, not the interval).
    public static let resamples = 2000
    /// The stream's seed; part of the definition, so it never changes between runs.
    public static let seed: UInt64 = 0x6765_7374_7572_6574  // "gesturet"

    /// What is estimated of each resample.
    public enum Statistic: Sendable, Hashable {
        case mean
        case percentile(Double)
    }

    /// The 95 % intervals of `statistics` over `values` (any order; `+infinity` allowed), in the
    /// order asked; nil for each when there are fewer than two values.
    public static func intervals(of statistics: [Statistic], values: [Double]) -> [ConfidenceInterval?] {
        let sorted = values.sorted()
        let n = sorted.count
        guard n >= 2 else { return statistics.map { _ in nil } }
        var generator = SplitMix64(seed: seed)
        var estimates = [[Double]](repeating: [], count: statistics.count)
        for index in estimates.indices { estimates[index].reserveCapacity(resamples) }
        var counts = [Int](repeating: 0, count: n)
        for _ in 0..<resamples {
            for index in counts.indices { counts[index] = 0 }
            for _ in 0..<n { counts[Int(generator.next() % UInt64(n))] += 1 }
            for (index, statistic) in statistics.enumerated() {
                estimates[index].append(estimate(statistic, sorted: sorted, counts: counts))
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

    /// The statistic of one resample given as counts per sorted index.
    static func estimate(_ statistic: Statistic, sorted: [Double], counts: [Int]) -> Double {
        let n = sorted.count
        switch statistic {
        case .mean:
            var sum = 0.0
            for index in 0..<n where counts[index] > 0 { sum += sorted[index] * Double(counts[index]) }
            return sum / Double(n)
        case .percentile(let p):
            let rank = Double(n - 1) * min(max(p, 0), 100) / 100
            let lowerRank = Int(rank.rounded(.down))
            let fraction = rank - Double(lowerRank)
            let low = value(atRank: lowerRank, sorted: sorted, counts: counts)
            guard fraction > 0 else { return low }
            let high = value(atRank: min(lowerRank + 1, n - 1), sorted: sorted, counts: counts)
            if high == low { return low }
            if high.isInfinite || low.isInfinite { return .infinity }
            return low + (high - low) * fraction
        }
    }

    /// The value at 0-based `rank` of the resample (the sorted values repeated by their counts).
    private static func value(atRank rank: Int, sorted: [Double], counts: [Int]) -> Double {
        var seen = 0
        for index in sorted.indices {
            seen += counts[index]
            if seen > rank { return sorted[index] }
        }
        return sorted[sorted.count - 1]
    }
}
