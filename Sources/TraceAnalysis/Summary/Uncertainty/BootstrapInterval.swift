import TraceModel

/// A seeded percentile bootstrap (Efron and Tibshirani 1993, "An Introduction to the Bootstrap",
/// ch. 13) for a distribution's mean and percentiles: `resamples` samples of n values drawn with
/// replacement, the statistic of each, and the 2.5th and 97.5th percentiles of those statistics.
///
/// Deterministic: the values are sorted first and the draws come from a fixed-seed SplitMix64
/// stream, so the same multiset of values gives the same bytes whatever the input order, the
/// number of jobs or the machine. A resample is drawn as counts per sorted index, so each
/// percentile is read off the cumulative counts without sorting: one O(n) pass per resample for
/// every percentile, and one more for the mean, each shared by four resamples at a time. Of the
/// 2,000 estimates per statistic only the two tails the bounds read are kept (`TailOrderStatistics`).
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
    public static func intervals(of statistics: [Statistic], valueSets: consuming [[Double]]) -> [[ConfidenceInterval?]]
    {
        var sets = consume valueSets  // sorted in place, not copied
        for index in sets.indices { sets[index].sort() }
        let n = sets.first?.count ?? 0
        precondition(sets.allSatisfy { $0.count == n }, "value sets of one bootstrap must have the same size")
        guard n >= 2 else { return sets.map { _ in statistics.map { _ in nil } } }
        // The ranks the percentiles read (type 7, `PercentileRule.ranks`), each once, ascending.
        let ranks = Array(
            Set(
                statistics.flatMap { statistic -> [Int] in
                    guard case .percentile(let p) = statistic else { return [] }
                    let (lower, upper, _) = PercentileRule.ranks(p, count: n)
                    return [lower, upper]
                })
        ).sorted()
        // Per percentile asked, where its lower and upper ranks sit in `ranks`, and its fraction.
        let reads: [(lower: Int, upper: Int, fraction: Double)] = statistics.map { statistic in
            guard case .percentile(let p) = statistic else { return (0, 0, 0) }
            let (lower, upper, fraction) = PercentileRule.ranks(p, count: n)
            return (ranks.firstIndex(of: lower)!, ranks.firstIndex(of: upper)!, fraction)
        }
        let wantsMean = statistics.contains(.mean)
        // Per set, how many values are finite (the others are +infinity, "no answer" or "never",
        // which sort last; no value is NaN or -infinity).
        let finiteCounts = sets.map { sorted in sorted.firstIndex(where: { $0.isInfinite }) ?? n }

        var generator = SplitMix64(seed: seed)
        // Per set and statistic, the two tails of its estimates the bounds read.
        let bounds = [2.5, 97.5].map { PercentileRule.ranks($0, count: resamples) }
        let empty = TailOrderStatistics(total: resamples, ranks: bounds.flatMap { [$0.lower, $0.upper] })
        var estimates = [TailOrderStatistics](repeating: empty, count: sets.count * statistics.count)
        // Resamples are drawn `lanes` at a time, one after the other from the stream as before, and
        // their counts interleaved per sorted index (`index * lanes + lane`), so that one pass over
        // the values sums four means at once: four independent additions instead of one chain,
        // each lane adding in the same order, so every sum has the same bits as alone. Counts are
        // 32-bit (n is far below 2^31) and read without bounds checks: the draws and sums are
        // most of a summary's time.
        let lanes = Self.lanes
        let counts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n * lanes)
        defer { counts.deallocate() }
        var indexAtSlot = [Int](repeating: 0, count: ranks.count * lanes)
        // Each set's four means of the block, at `set * lanes + lane`.
        var means = [Double](repeating: 0, count: sets.count * lanes)
        var block = 0
        while block < resamples {
            let width = min(lanes, resamples - block)
            block += width
            counts.initialize(repeating: 0)
            for lane in 0..<width { drawResample(n: n, lane: lane, counts: counts, generator: &generator) }
            if !ranks.isEmpty { readRanks(ranks, n: n, width: width, counts: counts, into: &indexAtSlot) }
            if wantsMean { sumMeans(of: sets, finite: finiteCounts, counts: counts, into: &means) }
            for (set, sorted) in sets.enumerated() {
                for lane in 0..<width {
                    for (index, statistic) in statistics.enumerated() {
                        let estimate: Double
                        if case .percentile = statistic {
                            let read = reads[index]
                            let slots = lane * ranks.count
                            estimate = PercentileRule.interpolate(
                                sorted[indexAtSlot[slots + read.lower]], sorted[indexAtSlot[slots + read.upper]],
                                fraction: read.fraction)
                        } else {
                            estimate = means[set &* lanes &+ lane]
                        }
                        estimates[set * statistics.count + index].add(estimate)
                    }
                }
            }
        }
        return sets.indices.map { set in
            statistics.indices.map { index in
                // The 2.5th and 97.5th percentiles of the estimates, read off their tails.
                let tails = estimates[set * statistics.count + index]
                guard let lower = PercentileRule.percentile(2.5, count: resamples, valueAtRank: tails.value(atRank:)),
                    let upper = PercentileRule.percentile(97.5, count: resamples, valueAtRank: tails.value(atRank:))
                else { return nil }
                return ConfidenceInterval(lower: lower, upper: upper)
            }
        }
    }

    @inline(__always)
    private static func drawResample(
        n: Int, lane: Int, counts: UnsafeMutableBufferPointer<Int32>, generator: inout SplitMix64
    ) {
        let divisor = UInt64(n)
        let reciprocal = UInt64.max / divisor
        var state = generator.state
        for _ in 0..<n {
            state &+= SplitMix64.increment
            let x = SplitMix64.finalize(state)
            // x % n, by a multiply-high with floor((2^64 - 1) / n) and one correction.
            var remainder = x &- x.multipliedFullWidth(by: reciprocal).high &* divisor
            if remainder >= divisor { remainder &-= divisor }
            counts[Int(truncatingIfNeeded: remainder) &* lanes &+ lane] &+= 1
        }
        generator = SplitMix64(seed: state)
    }

    /// The sorted index at each of `ranks` (ascending) in the resample counted in `lane`: the
    /// resample is the sorted values repeated by their counts, the same indices for every set.
    /// Into `indexAtSlot[lane * ranks.count + slot]`.
    /// For each of the `width` lanes of a block, the sorted index at each of `ranks` (ascending):
    /// the first index whose cumulative count exceeds the rank. One pass over the counts serves
    /// all four lanes (their counts at an index are adjacent), comparing the four running totals
    /// with each lane's next rank at once; a lane's ranks are filled only where it crosses one.
    @inline(__always)
    private static func readRanks(
        _ ranks: [Int], n: Int, width: Int, counts: UnsafeMutableBufferPointer<Int32>, into indexAtSlot: inout [Int]
    ) {
        ranks.withUnsafeBufferPointer { wanted in
            indexAtSlot.withUnsafeMutableBufferPointer { found in
                let raw = UnsafeRawPointer(counts.baseAddress!)
                var seen = SIMD4<Int32>(repeating: 0)
                var next = SIMD4<Int32>(repeating: 0)
                // A lane past `width` (or one whose ranks are all found) waits for a total it never reaches.
                var target = SIMD4<Int32>(repeating: .max)
                for lane in 0..<width { target[lane] = Int32(truncatingIfNeeded: wanted[0]) }
                var open = width
                var index = 0
                while index < n {
                    seen &+= raw.loadUnaligned(fromByteOffset: index &* 16, as: SIMD4<Int32>.self)
                    let crossed = seen .> target
                    if any(crossed) {
                        for lane in 0..<4 where crossed[lane] {
                            repeat {
                                found[lane &* wanted.count &+ Int(next[lane])] = index
                                next[lane] &+= 1
                                if Int(next[lane]) == wanted.count {
                                    target[lane] = .max
                                    open &-= 1
                                } else {
                                    target[lane] = Int32(truncatingIfNeeded: wanted[Int(next[lane])])
                                }
                            } while seen[lane] > target[lane]
                        }
                        if open == 0 { return }
                    }
                    index &+= 1
                }
            }
        }
    }

    private static let lanes = 4

    /// The mean of each of four resamples whose counts are interleaved in `counts`, for every set,
    /// into `means` (`set * 4 + lane`). Each lane sums the drawn values in sorted order, as one
    /// resample alone would: a value not drawn adds v * 0 = +0, which leaves the sum's bits as they
    /// are (it starts at +0 and never becomes -0). +infinity sorts last; drawn once, the mean is
    /// infinite. Sets are summed two at a time over the indices both have finite, so each pass
    /// reads the counts once for two independent chains of additions; each chain is the one a
    /// set alone would add, so the bits are the same.
    @inline(__always)
    private static func sumMeans(
        of sets: [[Double]], finite: [Int], counts: UnsafeMutableBufferPointer<Int32>, into means: inout [Double]
    ) {
        var set = 0
        while set + 1 < sets.count {
            sumMeans(of: sets[set], sets[set + 1], finite: finite[set], finite[set + 1], counts: counts) {
                for lane in 0..<4 {
                    means[set &* 4 &+ lane] = $0[lane]
                    means[(set &+ 1) &* 4 &+ lane] = $1[lane]
                }
            }
            set += 2
        }
        if set < sets.count {
            // An odd set out is summed with itself: the same chain twice, one of them ignored.
            sumMeans(of: sets[set], sets[set], finite: finite[set], finite[set], counts: counts) { first, _ in
                for lane in 0..<4 { means[set &* 4 &+ lane] = first[lane] }
            }
        }
    }

    /// The four means of two sets (`sumMeans(of:finite:counts:into:)`), handed to `found`.
    @inline(__always)
    private static func sumMeans(
        of a: [Double], _ b: [Double], finite finiteA: Int, _ finiteB: Int,
        counts: UnsafeMutableBufferPointer<Int32>, found: (SIMD4<Double>, SIMD4<Double>) -> Void
    ) {
        let n = a.count
        let raw = UnsafeRawPointer(counts.baseAddress!)
        var sumsA = SIMD4<Double>(repeating: 0)
        var sumsB = SIMD4<Double>(repeating: 0)
        var drawnFinite = SIMD4<Int32>(repeating: 0)
        let common = min(finiteA, finiteB)
        a.withUnsafeBufferPointer { valuesA in
            b.withUnsafeBufferPointer { valuesB in
                for index in 0..<common {
                    let drawn = raw.loadUnaligned(fromByteOffset: index &* 16, as: SIMD4<Int32>.self)
                    let weights = SIMD4<Double>(drawn)
                    sumsA += valuesA[index] * weights
                    sumsB += valuesB[index] * weights
                    drawnFinite &+= drawn
                }
                var drawnA = drawnFinite
                for index in common..<finiteA {
                    let drawn = raw.loadUnaligned(fromByteOffset: index &* 16, as: SIMD4<Int32>.self)
                    sumsA += valuesA[index] * SIMD4<Double>(drawn)
                    drawnA &+= drawn
                }
                var drawnB = drawnFinite
                for index in common..<finiteB {
                    let drawn = raw.loadUnaligned(fromByteOffset: index &* 16, as: SIMD4<Int32>.self)
                    sumsB += valuesB[index] * SIMD4<Double>(drawn)
                    drawnB &+= drawn
                }
                var meansA = SIMD4<Double>(repeating: 0)
                var meansB = SIMD4<Double>(repeating: 0)
                for lane in 0..<4 {
                    meansA[lane] = Int(drawnA[lane]) < n ? .infinity : sumsA[lane] / Double(n)
                    meansB[lane] = Int(drawnB[lane]) < n ? .infinity : sumsB[lane] / Double(n)
                }
                found(meansA, meansB)
            }
        }
    }
}
