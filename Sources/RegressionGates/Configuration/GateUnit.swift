import TraceAnalysis
import TraceModel

/// The unit of a gate assertion's statistic and how a person reads it (docs/gates.md "Output"):
/// times in ms with one decimal, rates as percentages (their changes in percentage points),
/// gestures with two decimals, counts as whole numbers. Comparisons never use these strings: they
/// stay at 6 decimals (`GateNumber`); this is only how reports print.
package enum GateUnit: Sendable, Hashable, CaseIterable {
    /// Milliseconds (`*_ms` metrics): `131.5 ms`.
    case milliseconds
    /// A rate's share in 0...1, printed as a percentage: `39.4%`; changes in points: `+5.0 pts`.
    case share
    /// Gestures per intent or per step: `1.10 gestures`.
    case gestures
    /// Hitch time per second of a transition: `4.2 ms/s`.
    case hitchRatio
    /// A fraction without a unit (cancel depth, 0 to 1): `0.412`.
    case fraction
    /// A count (a statistic's n): `20`.
    case count

    /// The unit of `statistic` of `metric`.
    package init(metric: MetricName, statistic: GateStatistic) {
        if statistic == .count {
            self = .count
        } else if statistic == .rate {
            self = .share
        } else if metric.rawValue.hasSuffix("_ms") {
            self = .milliseconds
        } else if metric == .gesturesPerIntent || metric == .stepWrongGestures {
            self = .gestures
        } else if metric == .hitchTimeRatio {
            self = .hitchRatio
        } else {
            self = .fraction
        }
    }

    /// The unit's name in JUnit properties and the raw summary: `ms`, `share`, `gestures`, `ms/s`,
    /// empty for a fraction and a count.
    package var symbol: String {
        switch self {
        case .milliseconds: "ms"
        case .share: "share"
        case .gestures: "gestures"
        case .hitchRatio: "ms/s"
        case .fraction, .count: ""
        }
    }

    /// Decimals printed (of the percentage for a share).
    var decimals: Int {
        switch self {
        case .milliseconds, .share, .hitchRatio: 1
        case .gestures: 2
        case .fraction: 3
        case .count: 0
        }
    }

    /// A finite value as a person reads it: `131.5 ms`, `95.0%`, `1.10 gestures`, `20`.
    package func format(_ value: Double) -> String {
        let shown = self == .share ? value * 100 : value
        return suffixed(FixedDecimal.format(shown, decimals: decimals))
    }

    /// A signed difference: `+11.5 ms`, `-5.0 pts`, `+0.12 gestures`; `<0.1 ms` (with its sign)
    /// when it is not zero but rounds to zero, so a failing margin never prints as nothing.
    package func difference(_ value: Double) -> String {
        let shown = self == .share ? value * 100 : value
        var text = FixedDecimal.format(shown, decimals: decimals)
        if Double(text) == 0 {
            guard shown != 0 else { return differenceSuffixed(FixedDecimal.format(0, decimals: decimals)) }
            let smallest = FixedDecimal.format(1 / Self.power(decimals), decimals: decimals)
            text = (shown < 0 ? "-" : "+") + "<" + smallest
            return differenceSuffixed(text)
        }
        return differenceSuffixed(shown > 0 ? "+" + text : text)
    }

    /// An amount of change without a sign (a regression allowance, "over by"): `11.5 ms`, `5.0 pts`.
    package func amount(_ value: Double) -> String {
        let text = difference(abs(value))
        return text.hasPrefix("+") ? String(text.dropFirst()) : text
    }

    private func suffixed(_ text: String) -> String {
        switch self {
        case .share: text + "%"
        case .fraction, .count: text
        default: text + " " + symbol
        }
    }

    private func differenceSuffixed(_ text: String) -> String {
        self == .share ? text + " pts" : suffixed(text)
    }

    private static func power(_ decimals: Int) -> Double {
        var result = 1.0
        for _ in 0..<decimals { result *= 10 }
        return result
    }
}
