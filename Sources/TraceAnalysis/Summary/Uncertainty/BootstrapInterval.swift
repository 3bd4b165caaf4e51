import TraceModel

/// A seeded percentile bootstrap (Efron and Tibshirani 1993, "An Introduction to the Bootstrap",
/// ch. 13) for a distribution's mean and percentiles: `resamples` samples of n values drawn with
/// replacement, the statistic of each, and the 2.5th and 97.5th percentiles of those statistics.
///
/// Deterministic: the values are sorted first and the draws come from a fixed-seed SplitMix64
/// stream, so the same multiset of values gives the same bytes whatever the input order, the
/// number of jobs or the machine. A resample is drawn as counts per sorted index, so each
/// percentile is read off the cumulative counts without sorting: one O(n) pass per resample for
/// every percentile, and one more for the mean.
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
        intervals(of: statistics, valueSets: [values])[0]
    }

    /// `intervals(of:values:)` for several sets of the same size at once (a summary row's latencies
    /// and gestures per intent): a resample's draws depend only on n and the seed, so they are drawn
    /// once for every set, and so is the sorted index behind each percentile's rank. Each set's
    /// intervals are exactly those it would get alone.
    public static func intervals(of statistics: [Statistic], valueSets: [[Double]]) -> [[ConfidenceInterval?]] {
        let sets = valueSets.map { $0.sorted() }
        let n = sets.first?.count ?? 0
        precondition(sets.allSatisfy { $0.count == n }, "value sets of one bootstrap must have the same size")
        guard n >= 2 else { return sets.map { _ in statistics.map { _ in nil } } }
        // Each percentile's lower rank and fraction (type 7), and the ranks whose values are read.
        let percentiles: [(lower: Int, upper: Int, fraction: Double)?] = statistics.map { statistic in
            guard case .percentile(let p) = statistic else { return nil }
            let rank = Double(n - 1) * min(max(p, 0), 100) / 100
            let lower = Int(rank.rounded(.down))
            return (lower, min(lower + 1, n - 1), rank - Double(lower))
        }
        let ranks = Array(Set(percentiles.compactMap { $0 }.flatMap { [$0.lower, $0.upper] })).sorted()
        var indexAtRank = [Int](repeating: 0, count: n)
        let wantsMean = statistics.contains(.mean)
        // Per set, how many values are finite (the others are +infinity, "no answer" or "never",
        // which sort last; no value is NaN or -infinity).
        let finiteCounts = sets.map { sorted in sorted.firstIndex(where: { $0.isInfinite }) ?? n }

        var generator = SplitMix64(seed: seed)
        let divisor = UInt64(n)
        let reciprocal = UInt64.max / divisor
        var estimates = [[[Double]]](
            repeating: [[Double]](repeating: [], count: statistics.count), count: sets.count)
        for set in estimates.indices {
            for index in statistics.indices { estimates[set][index].reserveCapacity(resamples) }
        }
        // Counts per sorted index, 32-bit (n is far below 2^31) and without bounds checks: the
        // draws are most of a summary's time.
        let counts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
        defer { counts.deallocate() }
        for _ in 0..<resamples {
            counts.initialize(repeating: 0)
            for _ in 0..<n {
                // generator.next() % n, by a multiply-high with floor((2^64 - 1) / n) and one correction.
                let x = generator.next()
                var remainder = x &- x.multipliedFullWidth(by: reciprocal).high &* divisor
                while remainder >= divisor { remainder &-= divisor }
                counts[Int(truncatingIfNeeded: remainder)] &+= 1
            }
            // The sorted index at each rank read: the resample is the sorted values repeated by
            // their counts, the same indices for every set.
            var seen = 0
            var next = 0
            for index in 0..<n where next < ranks.count {
                seen += Int(counts[index])
                while next < ranks.count, seen > ranks[next] {
                    indexAtRank[ranks[next]] = index
                    next += 1
                }
            }
            for (set, sorted) in sets.enumerated() {
                var mean = 0.0
                if wantsMean {
                    // The sum over the drawn values in sorted order. Without a branch: a value not
                    // drawn adds v * 0 = ±0, which leaves the sum's bits as they are (it starts at +0
                    // and never becomes -0). +infinity sorts last; drawn once, the mean is infinite.
                    let finite = finiteCounts[set]
                    var sum = 0.0
                    var drawnFinite = 0
                    sorted.withUnsafeBufferPointer { values in
                        for index in 0..<finite {
                            sum += values[index] * Double(counts[index])
                            drawnFinite &+= Int(counts[index])
                        }
                    }
                    mean = drawnFinite < n ? .infinity : sum / Double(n)
                }
                for (index, statistic) in statistics.enumerated() {
                    guard case .percentile = statistic, let rank = percentiles[index] else {
                        estimates[set][index].append(mean)
                        continue
                    }
                    let low = sorted[indexAtRank[rank.lower]]
                    let high = sorted[indexAtRank[rank.upper]]
                    let value: Double =
                        if rank.fraction <= 0 || high == low {
                            low
                        } else if high.isInfinite || low.isInfinite {
                            .infinity
                        } else {
                            low + (high - low) * rank.fraction
                        }
                    estimates[set][index].append(value)
                }
            }
        }
        return estimates.map { perStatistic in
            perStatistic.map { draws in
                let ordered = draws.sorted()
                guard let lower = PercentileRule.percentile(2.5, ofSorted: ordered),
                    let upper = PercentileRule.percentile(97.5, ofSorted: ordered)
                else { return nil }
                return ConfidenceInterval(lower: lower, upper: upper)
            }
        }
    }
}
