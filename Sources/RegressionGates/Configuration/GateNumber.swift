import TraceAnalysis
import TraceModel

/// How gate reports and comparisons print and round numbers, deterministically and without a
/// locale.
///
/// Gates compare at the precision of `summary.csv` (6 decimals): the observed value, the baseline
/// and every bound are rounded half away from zero to 6 decimals first, so a gate gives the same
/// verdict on a live analysis and on the summary.csv it writes.
package enum GateNumber {
    /// Decimals kept in comparisons and reports (those of `summary.csv`).
    package static let decimals = 6

    /// `value` rounded to `decimals` (never -0).
    package static func rounded(_ value: Double) -> Double {
        FixedDecimal.rounded(value, decimals: decimals)
    }

    /// `value` with at most 6 decimals, trailing zeros and a trailing point removed:
    /// `131.5`, `120`, `0.9025`, `-11.5`.
    package static func format(_ value: Double) -> String {
        trim(FixedDecimal.format(value, decimals: decimals))
    }

    /// `value` with an explicit sign: `+78`, `-11.5`, `0`.
    package static func signed(_ value: Double) -> String {
        let text = format(value)
        return value > 0 && text != "0" ? "+" + text : text
    }

    /// A percentage with one decimal: `9.6%`.
    package static func percent(_ value: Double) -> String {
        FixedDecimal.format(value, decimals: 1) + "%"
    }

    static func trim(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.last == "0" { trimmed.removeLast() }
        if trimmed.last == "." { trimmed.removeLast() }
        return trimmed == "-0" ? "0" : String(trimmed)
    }
}
