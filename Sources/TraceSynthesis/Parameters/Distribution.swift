/// A documented distribution of one human quantity (a time in ms, a distance in pt, a speed in
/// pt/s, a fraction), sampled only through `SeededGenerator`'s fixed algorithms.
///
/// Bounds clamp rather than resample: a draw outside `bounds` becomes the nearest bound. This
/// keeps the number of words drawn per sample fixed (two for normal and log-normal, one for
/// uniform, none for a constant), and leaves the median unchanged whenever the bounds lie on
/// both sides of it, which is how every default is chosen.
package enum Distribution: Sendable, Hashable {
    /// Always the value.
    case constant(Double)
    /// Uniform over the range.
    case uniform(ClosedRange<Double>)
    /// Normal with the given mean and standard deviation, clamped to `bounds`.
    case normal(mean: Double, standardDeviation: Double, bounds: ClosedRange<Double>)
    /// Log-normal given by its median and the standard deviation `sigma` of its logarithm,
    /// clamped to `bounds`. The right skew of human response times and movement speeds.
    case logNormal(median: Double, sigma: Double, bounds: ClosedRange<Double>)

    /// One draw.
    package func sample(using generator: inout SeededGenerator) -> Double {
        switch self {
        case .constant(let value):
            return value
        case .uniform(let range):
            return generator.uniform(in: range)
        case .normal(let mean, let standardDeviation, let bounds):
            return Self.clamp(generator.normal(mean: mean, standardDeviation: standardDeviation), to: bounds)
        case .logNormal(let median, let sigma, let bounds):
            return Self.clamp(generator.logNormal(median: median, sigma: sigma), to: bounds)
        }
    }

    /// The distribution's median (after clamping; the bounds of every default enclose it).
    package var median: Double {
        switch self {
        case .constant(let value): value
        case .uniform(let range): (range.lowerBound + range.upperBound) / 2
        case .normal(let mean, _, let bounds): Self.clamp(mean, to: bounds)
        case .logNormal(let median, _, let bounds): Self.clamp(median, to: bounds)
        }
    }

    /// The smallest and largest value a draw can take.
    package var support: ClosedRange<Double> {
        switch self {
        case .constant(let value): value...value
        case .uniform(let range): range
        case .normal(_, _, let bounds), .logNormal(_, _, let bounds): bounds
        }
    }

    static func clamp(_ value: Double, to bounds: ClosedRange<Double>) -> Double {
        min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}
