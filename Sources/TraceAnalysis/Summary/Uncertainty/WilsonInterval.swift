/// Wilson's score interval for a proportion (Wilson 1927; recommended over the normal
/// approximation by Newcombe 1998 and by Brown, Cai and DasGupta 2001, "Interval Estimation for a
/// Binomial Proportion"): it stays inside 0...1 and keeps its coverage for small counts and for
/// rates near 0 or 1, which is where gate budgets live ("no touch goes unanswered").
///
/// For k successes in n trials, p = k / n and z = `ConfidenceInterval.z95`:
/// `centre = (p + z^2 / 2n) / (1 + z^2 / n)`,
/// `half = z / (1 + z^2 / n) * sqrt(p (1 - p) / n + z^2 / 4n^2)`.
package enum WilsonInterval {
    /// The 95 % interval of `successes / trials`; nil when there are no trials.
    package static func interval(successes: Int, trials: Int) -> ConfidenceInterval? {
        guard trials > 0, successes >= 0, successes <= trials else { return nil }
        let n = Double(trials)
        let p = Double(successes) / n
        let z = ConfidenceInterval.z95
        let z2 = z * z
        let denominator = 1 + z2 / n
        let centre = (p + z2 / (2 * n)) / denominator
        let half = z / denominator * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        // Exact at the edges: 0 successes has lower bound 0, all successes upper bound 1.
        let lower = successes == 0 ? 0 : max(0, centre - half)
        let upper = successes == trials ? 1 : min(1, centre + half)
        return ConfidenceInterval(lower: lower, upper: upper)
    }
}
