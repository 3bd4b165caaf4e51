import TraceModel
import TransitionSimulation

/// The text table `gesturetrace analyze` prints: the headline statistics of every metric for each
/// engine side by side, and each engine's difference from the first one (the baseline column).
/// Built from summary rows of one scope, so the table and `summary.csv` always agree.
package enum SideBySideTable {
    /// One line of the table: a label, and the statistic of a metric it shows.
    package struct Line: Sendable, Hashable {
        package var label: String
        package var metric: MetricName
        package var statistic: SummaryStatistic
    }

    /// The lines shown per scope.
    package static let lines: [Line] = [
        Line(label: "first-touch latency p50 (ms)", metric: .firstTouchLatency, statistic: .p50),
        Line(label: "first-touch latency p95 (ms)", metric: .firstTouchLatency, statistic: .p95),
        Line(label: "first-touch latency max (ms)", metric: .firstTouchLatency, statistic: .max),
        Line(label: "response latency p50 (ms)", metric: .responseLatency, statistic: .p50),
        Line(label: "response latency p95 (ms)", metric: .responseLatency, statistic: .p95),
        Line(label: "unanswered intents", metric: .unanswered, statistic: .rate),
        Line(label: "gestures per intent (mean)", metric: .gesturesPerIntent, statistic: .mean),
        Line(label: "intents needing 2+ gestures", metric: .multiGesture, statistic: .rate),
        Line(label: "intents achieved", metric: .achieved, statistic: .rate),
        Line(label: "time to goal p50 (ms)", metric: .timeToGoal, statistic: .p50),
        Line(label: "cancellation success", metric: .cancelSuccess, statistic: .rate),
        Line(label: "time to cancel p50 (ms)", metric: .timeToCancel, statistic: .p50),
        Line(label: "cancel depth (mean)", metric: .cancelDepth, statistic: .mean),
    ]

    /// The table for `scope`, engines in the given order. An engine whose rows in the scope are
    /// `what-if` (a model's replay of touches not given to it) says so in its column's title.
    package static func render(_ rows: [SummaryRow], scope: SummaryScope, engines: [EngineKind]) -> [String] {
        let labelWidth = 30
        var cells: [EngineKind: [MetricName: SummaryRow]] = [:]
        for row in rows where row.scope == scope && row.goal == .all && cells[row.engine]?[row.metric] == nil {
            cells[row.engine, default: [:]][row.metric] = row
        }
        let titles = engines.map { title($0, cells[$0]) }
        // 18 columns, wider when a title is (`fluid (what-if, inferred)`), so columns stay aligned.
        let cellWidth = max(18, (titles.map(\.count).max() ?? 0) + 1)
        let names = engines.map(\.rawValue)
        var header = pad("", labelWidth) + titles.map { pad($0, cellWidth) }.joined()
        for name in names.dropFirst() { header += pad("\(name) - \(names[0])", cellWidth) }
        var out = [header.trailingSpacesRemoved]
        for line in lines {
            let found = engines.map { cells[$0]?[line.metric] }
            var text = pad(line.label, labelWidth)
            for row in found { text += pad(cell(row, statistic: line.statistic), cellWidth) }
            let base = found.first.flatMap { $0?.value(of: line.statistic) }
            for row in found.dropFirst() {
                var difference = "n/a"
                // A difference with an infinite side is not a number of ms, and one with a side
                // printed as n/a (a percentile of too few values) would show a value the cells
                // hide: n/a (the cells say why).
                if let base, let value = row?.value(of: line.statistic), base.isFinite, value.isFinite,
                    shows(found.first ?? nil, line.statistic), shows(row, line.statistic)
                {
                    difference = signed(value - base, rate: line.metric.isRate, decimals: decimals(line.metric))
                }
                text += pad(difference, cellWidth)
            }
            out.append(text.trailingSpacesRemoved)
        }
        return out
    }

    /// The column title of `engine`: its name, with `(what-if)` when its rows in the scope are, and
    /// `(inferred)` or `(partly inferred)` when their intents were (`IntentOrigin.mark`).
    package static func title(_ engine: EngineKind, _ rows: [MetricName: SummaryRow]?) -> String {
        let values = rows?.values
        let marks =
            (values?.contains { $0.population == .whatIf } == true ? ["what-if"] : [])
            + (values.flatMap { IntentOrigin.mark(of: $0.map(\.intents)) }.map { [$0] } ?? [])
        return marks.isEmpty ? engine.rawValue : "\(engine.rawValue) (\(marks.joined(separator: ", ")))"
    }

    /// `12.3 (n=20)`, or for rates `3/20 (15.0%)`; `n/a (n=2)` for a percentile of too few values,
    /// `n/a` for an empty set.
    package static func cell(_ row: SummaryRow?, statistic: SummaryStatistic) -> String {
        guard let row else { return "n/a" }
        if let rate = row.rate, statistic == .rate {
            guard let value = rate.rate else { return "0/0" }
            return "\(rate.numerator)/\(rate.denominator) (\(FixedDecimal.format(value * 100, decimals: 1))%)"
        }
        // Every statistic shows its n; a percentile with too few values (PercentileRule) is n/a.
        if let p = statistic.percentileLevel, row.n > 0, !PercentileRule.reports(p, count: row.n) {
            return "n/a (n=\(row.n))"
        }
        guard let value = row.value(of: statistic) else { return row.n > 0 ? "n/a (n=\(row.n))" : "n/a" }
        let shown = value.isInfinite ? never(row.metric) : FixedDecimal.format(value, decimals: decimals(row.metric))
        return "\(shown) (n=\(row.n))"
    }

    /// Whether `cell` prints a number for `statistic` of `row` (not `n/a`): a row with a value,
    /// and for a percentile enough values to report it (`PercentileRule`).
    static func shows(_ row: SummaryRow?, _ statistic: SummaryStatistic) -> Bool {
        guard let row, row.value(of: statistic) != nil else { return false }
        if row.rate != nil { return true }
        guard let p = statistic.percentileLevel else { return true }
        return PercentileRule.reports(p, count: row.n)
    }

    /// How an infinite statistic reads: "no answer" for latencies (unanswered intents), "never"
    /// for times to cancel (failed cancels) and to goal (goals not reached).
    static func never(_ metric: MetricName) -> String {
        metric == .timeToCancel || metric == .timeToGoal ? "never" : "no answer"
    }

    /// Decimals shown for `metric`'s statistics: 1 (ms, gestures), 3 for a share in 0...1 (cancel
    /// depth), which one decimal would round away.
    static func decimals(_ metric: MetricName) -> Int { metric == .cancelDepth ? 3 : 1 }

    static func signed(_ value: Double, rate: Bool, decimals: Int = 1) -> String {
        let shown = rate ? value * 100 : value
        let text = FixedDecimal.format(shown, decimals: rate ? 1 : decimals)
        return (text.hasPrefix("-") || Double(text) == 0 ? text : "+" + text) + (rate ? " pts" : "")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
