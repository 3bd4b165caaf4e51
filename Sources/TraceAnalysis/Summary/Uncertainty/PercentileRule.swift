/// When a percentile is worth printing, and how percentiles treat values that never happened.
///
/// **Too few values.** The p-th percentile of n values is reported only when at least one value
/// is expected at or beyond it: n (1 - p / 100) >= 1, so p50 needs 2 values, p90 10, p95 20 and
/// p99 100. Below that the "p95" of two values is only their maximum under another name; reports
/// print `n/a (n=2)` and leave the CSV cell empty, and a gate on it fails as "no data".
///
/// **Values that never happened.** An unanswered intent has a latency of "no answer" and a failed
/// cancel a time to cancel of "never": they enter the distribution as `+infinity`, so a headline
/// percentile cannot improve when answers go missing. A percentile that lands on them is
/// `+infinity`: reports print "no answer" (or "never"), CSV cells `inf` (which pandas and numpy read
/// as infinity).
package enum PercentileRule {
    /// The smallest count for which the `p`-th percentile (0...100) is reported.
    package static func minimumCount(for p: Double) -> Int {
        guard p < 100 else { return Int.max }
        // n (1 - p/100) >= 1, with the product rounded to absorb float error (p95: 1/0.05 = 20).
        let exact = 100 / (100 - p)
        let rounded = exact.rounded()
        return Int(abs(exact - rounded) < 1e-9 ? rounded : exact.rounded(.up))
    }

    /// Whether the `p`-th percentile of `count` values is reported.
    package static func reports(_ p: Double, count: Int) -> Bool { count >= minimumCount(for: p) }

    /// The p-th percentile (0...100) of sorted values by linear interpolation between closest ranks
    /// (Hyndman and Fan type 7, numpy's and pandas' default), with `+infinity` allowed at the top:
    /// a rank that touches an infinite value is infinite (never NaN). Nil when empty.
    package static func percentile(_ p: Double, ofSorted sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let (lower, upper, fraction) = ranks(p, count: sorted.count)
        return interpolate(sorted[lower], sorted[upper], fraction: fraction)
    }

    /// The ranks (0-based, in sorted order) the `p`-th percentile of `count` values reads, and the
    /// fraction of the way from the lower to the upper value (type 7).
    @inline(__always)
    static func ranks(_ p: Double, count: Int) -> (lower: Int, upper: Int, fraction: Double) {
        let rank = Double(count - 1) * min(max(p, 0), 100) / 100
        let lower = Int(rank.rounded(.down))
        return (lower, min(lower + 1, count - 1), rank - Double(lower))
    }

    /// The value `fraction` of the way from `low` (the value at the lower rank) to `high` (the
    /// next one): infinite when either is, exactly `low` when they are equal or `fraction` is 0.
    @inline(__always)
    static func interpolate(_ low: Double, _ high: Double, fraction: Double) -> Double {
        if fraction == 0 || high == low { return low }
        if high.isInfinite || low.isInfinite { return .infinity }
        return low + (high - low) * fraction
    }
}
