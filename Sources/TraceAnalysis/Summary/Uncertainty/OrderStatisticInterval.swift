/// The distribution-free 95 % interval of a percentile from two order statistics (Hahn and Meeker
/// 1991, "Statistical Intervals", 5.2, the binomial method): no resampling and no assumption
/// about the shape of the distribution.
///
/// For sorted values x(1) <= ... <= x(n) of a continuous distribution and its p-th quantile q,
/// the number B of values at or below q is Binomial(n, p), and `x(l) <= q < x(u)` exactly when
/// `l <= B <= u - 1`; so the interval `[x(l), x(u)]` holds q with probability
/// `coverage(l, u) = sum_{i=l}^{u-1} C(n, i) p^i (1 - p)^(n - i)`, whatever the distribution.
/// With ties (counts such as gestures per intent, or "no answer" = +infinity) it holds q at
/// least that often.
///
/// **How the ranks are chosen.** Among the pairs 1 <= l < u <= n whose coverage is at least 0.95:
/// the fewest ranks apart (smallest u - l, the narrowest in ranks); among those, the most
/// symmetric around n p, that is the smallest |(l + u - 1) - 2 n p| (the covered range of B,
/// l...u - 1, centred on B's mean); then the larger coverage; then the smaller l. For the median
/// of 11 values that is the textbook [x(2), x(10)]; near the top of the data (p95 of 100 values)
/// the pair is as central as the last value allows.
///
/// **Too few values.** When no pair reaches 0.95 (the widest, [x(1), x(n)], covers
/// 1 - p^n - (1 - p)^n), there is no interval: the p50 needs n >= 6, the p90 n >= 29, the p95
/// n >= 59 and the p99 n >= 299. A narrower interval with its smaller coverage is never given
/// in a column that says 95 %.
///
/// The coverage is computed exactly (`BinomialWindow`), so it is the same on every machine; the
/// ranks depend only on n and p.
enum OrderStatisticInterval {
    /// The ranks (1-based) of the two order statistics and the exact coverage of the interval.
    struct Ranks: Sendable, Hashable {
        let lower: Int
        let upper: Int
        let coverage: Double
    }

    /// The confidence level every interval reaches.
    static let level = 0.95

    /// The ranks of the 95 % interval of the `p`-th percentile (0 < p < 100) of `count` values;
    /// nil when no pair of order statistics covers 95 %.
    static func ranks(_ p: Double, count n: Int) -> Ranks? {
        guard n >= 2, p > 0, p < 100 else { return nil }
        let share = p / 100
        let window = BinomialWindow(trials: n, p: share)
        let centre = 2 * Double(n) * share
        var best: (width: Int, asymmetry: Double, ranks: Ranks)?
        // For each l, the smallest u reaching the level; that u never falls as l rises, so one
        // pass of two pointers over the window finds every candidate (l < first only widens).
        let lowest = max(1, window.first)
        let highest = min(n - 1, window.last)
        guard lowest <= highest else { return nil }
        var top = lowest  // u - 1, the highest value of B covered
        for l in lowest...highest {
            top = max(top, l)
            var coverage = window.probability(from: l, through: top)
            while coverage < level && top < n - 1 {
                top += 1
                coverage = window.probability(from: l, through: top)
            }
            guard coverage >= level else { break }  // a higher l covers less
            let u = top + 1
            let candidate = (
                width: u - l, asymmetry: abs(Double(l + u - 1) - centre),
                ranks: Ranks(lower: l, upper: u, coverage: coverage)
            )
            if let current = best {
                let better =
                    candidate.width != current.width
                    ? candidate.width < current.width
                    : candidate.asymmetry != current.asymmetry
                        ? candidate.asymmetry < current.asymmetry
                        : candidate.ranks.coverage > current.ranks.coverage
                if better { best = candidate }
            } else {
                best = candidate
            }
        }
        return best?.ranks
    }

    /// The ranks already found, by percentile and count: a summary's distributions share their
    /// counts (the latencies and the gestures of one goal's touched intents; one trace set
    /// replayed against two engines), and a pair of ranks costs a pass over a binomial window.
    struct Memo {
        private var found: [Key: Ranks?] = [:]

        private struct Key: Hashable {
            var p: Double
            var count: Int
        }

        init() {}

        /// `OrderStatisticInterval.ranks(p, count:)`, found once for each `p` and `count`.
        mutating func ranks(_ p: Double, count: Int) -> Ranks? {
            let key = Key(p: p, count: count)
            if let known = found[key] { return known }
            let ranks = OrderStatisticInterval.ranks(p, count: count)
            found[key] = ranks
            return ranks
        }
    }

    /// The 95 % interval of the `p`-th percentile of ascending `sorted` values (`+infinity`
    /// allowed: a bound that lands on one is infinite); nil when `ranks` gives none.
    static func interval(_ p: Double, ofSorted sorted: [Double]) -> ConfidenceInterval? {
        var memo = Memo()
        return interval(p, ofSorted: sorted, memo: &memo)
    }

    /// `interval(_:ofSorted:)`, its ranks found through `memo`.
    static func interval(_ p: Double, ofSorted sorted: [Double], memo: inout Memo) -> ConfidenceInterval? {
        memo.ranks(p, count: sorted.count).map {
            ConfidenceInterval(lower: sorted[$0.lower - 1], upper: sorted[$0.upper - 1])
        }
    }
}
