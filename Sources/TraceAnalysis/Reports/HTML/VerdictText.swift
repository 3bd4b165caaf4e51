import TraceModel

/// The verdict and the findings as plain lines (`analyze`'s text; the gate's Markdown escapes the
/// same sentences): one definition of the words, so the three renderings say the same.
package enum VerdictText {
    /// `11/33 (33.3%)`.
    package static func rate(_ rate: RateSummary) -> String {
        guard let value = rate.rate else { return "0/0" }
        return "\(rate.numerator)/\(rate.denominator) (\(FixedDecimal.format(value * 100, decimals: 1))%)"
    }

    /// The verdict's lines: a heading, then per comparison its title and populations, its real
    /// differences as bullets, then what is within noise and what has too few values.
    package static func lines(_ verdict: Verdict) -> [String] {
        var lines = ["Verdict (a difference is real when the 95 % intervals do not overlap)"]
        for comparison in verdict.comparisons {
            lines.append("  \(comparison.title) (\(comparison.populations)):")
            if comparison.real.isEmpty { lines.append("    no real difference") }
            for sentence in comparison.real { lines.append("    - \(sentence)") }
            if !comparison.noise.isEmpty {
                lines.append("    within noise: " + comparison.noise.map(\.label).joined(separator: ", "))
            }
            if !comparison.tooFew.isEmpty {
                lines.append("    too few values for an interval: " + comparison.tooFew.joined(separator: ", "))
            }
        }
        if verdict.comparisons.isEmpty { lines.append("  \(verdict.nothingCompared)") }
        for leftOut in verdict.leftOut { lines.append("  \(leftOut.reason)") }
        return lines
    }
}
