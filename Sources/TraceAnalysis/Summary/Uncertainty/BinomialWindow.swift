/// The probabilities of Binomial(n, p) over the values that carry any: a window around the mode,
/// outside which every probability is below 10^-30 of the mode's (their total is far below what a
/// `Double` sum of the window can hold). For `OrderStatisticInterval`'s coverages at any n up to
/// tens of millions.
///
/// Numerically stable and the same on every machine: the probabilities are built from the mode
/// outward by the recurrence P(i + 1) / P(i) = (n - i) p / ((i + 1) (1 - p)), starting from 1 at
/// the mode and normalised by their sum at the end, so nothing overflows or underflows (no
/// factorial, no power p^n) and only correctly rounded operations are used (no `log`, `exp` or
/// `lgamma`, whose last bits differ between C libraries). At n = 10 million and p = 0.5 the window
/// is about 37,000 values wide (11.8 standard deviations each side).
struct BinomialWindow {
    /// The smallest value of the window.
    let first: Int
    /// `prefix[k]`: the probability of the window's first k values, `first ..< first + k`.
    private let prefix: [Double]

    /// Below this share of the mode's probability a value is left out of the window.
    static let cutoff = 1e-30

    /// Binomial(`trials`, `p`) for p strictly between 0 and 1 and trials >= 1.
    init(trials n: Int, p: Double) {
        precondition(n >= 1 && p > 0 && p < 1, "Binomial(\(n), \(p)) has no window")
        let q = 1 - p
        let mode = min(n, Int((Double(n + 1) * p).rounded(.down)))
        var below: [Double] = []  // P(mode - 1), P(mode - 2), ... relative to P(mode)
        var weight = 1.0
        var i = mode
        while i > 0 {
            // P(i - 1) / P(i) = i (1 - p) / ((n - i + 1) p)
            weight = weight * (Double(i) * q) / (Double(n - i + 1) * p)
            if weight < Self.cutoff { break }
            below.append(weight)
            i -= 1
        }
        var weights = below.reversed() + [1.0]
        weight = 1
        i = mode
        while i < n {
            weight = weight * (Double(n - i) * p) / (Double(i + 1) * q)
            if weight < Self.cutoff { break }
            weights.append(weight)
            i += 1
        }
        first = mode - below.count
        // Summed in ascending order, then normalised: the window's probabilities add up to 1.
        let total = weights.reduce(0, +)
        var running = 0.0
        var prefix = [0.0]
        prefix.reserveCapacity(weights.count + 1)
        for weight in weights {
            running += weight / total
            prefix.append(running)
        }
        self.prefix = prefix
    }

    /// The largest value of the window.
    var last: Int { first + prefix.count - 2 }

    /// P(low <= B <= high); 0 for an empty range.
    func probability(from low: Int, through high: Int) -> Double {
        let low = max(low, first)
        let high = min(high, last)
        guard low <= high else { return 0 }
        return prefix[high - first + 1] - prefix[low - first]
    }
}
