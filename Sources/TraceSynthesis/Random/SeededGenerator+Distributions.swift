/// Sampling helpers with fixed, documented algorithms, so that a seed gives the same numbers on
/// every platform and Swift version (the standard library's `random(in:using:)` algorithms are
/// unspecified and may change). Each helper draws a fixed number of 64-bit words, except
/// `index(below:)`, which rejects rarely (Lemire's method).
extension SeededGenerator {
    /// Uniform in [0, 1): the top 53 bits of one word, times 2^-53. Every result is a multiple
    /// of 2^-53.
    package mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Uniform in (0, 1]: `1 - unitInterval()`, safe for a logarithm.
    package mutating func openUnitInterval() -> Double {
        1 - unitInterval()
    }

    /// Uniform in [lower, upper): lower + (upper - lower) * u. One word. A degenerate range
    /// (lower == upper) returns lower and still draws the word, so draw counts never depend on
    /// parameter values.
    package mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        let u = unitInterval()
        return lower + (upper - lower) * u
    }

    /// Uniform over a closed range, as `uniform(lower, upper)` (the upper bound has probability 0).
    package mutating func uniform(in range: ClosedRange<Double>) -> Double {
        uniform(range.lowerBound, range.upperBound)
    }

    /// An integer uniform in 0..<bound, unbiased: Lemire's multiply-and-reject ("Fast random
    /// integer generation in an interval", ACM TOMS 2019). `bound` must be positive.
    package mutating func index(below bound: Int) -> Int {
        precondition(bound > 0, "index(below:) needs a positive bound")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// An integer uniform over a closed range.
    package mutating func integer(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + index(below: range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `probability` (u < p). One word.
    package mutating func bernoulli(_ probability: Double) -> Bool {
        unitInterval() < probability
    }

    /// A standard normal deviate by the Box–Muller transform (Box and Muller 1958), cosine
    /// branch only: z = sqrt(-2 ln u1) * cos(2 pi u2), u1 in (0, 1], u2 in [0, 1). Exactly two
    /// words per call; the sine branch is discarded rather than cached, so the generator carries
    /// no hidden state and every call costs the same. Chosen over Marsaglia's polar method,
    /// whose rejection loop makes the number of words drawn vary.
    package mutating func standardNormal() -> Double {
        let u1 = openUnitInterval()
        let u2 = unitInterval()
        return (-2 * Math.ln(u1)).squareRoot() * Math.cosine(2 * Double.pi * u2)
    }

    /// A normal deviate: mean + standardDeviation * z. Two words.
    package mutating func normal(mean: Double, standardDeviation: Double) -> Double {
        mean + standardDeviation * standardNormal()
    }

    /// A log-normal deviate given its median: median * exp(sigma * z), sigma being the standard
    /// deviation of the logarithm. Two words.
    package mutating func logNormal(median: Double, sigma: Double) -> Double {
        median * Math.exponential(sigma * standardNormal())
    }
}
