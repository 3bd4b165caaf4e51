import TraceModel

/// The text table `gesturetrace analyze` prints: the headline statistics of every metric for each
/// engine side by side, and each engine's difference from the first one (the baseline column).
/// Built from summary rows of one scope, so the table and `summary.csv` always agree.
public enum SideBySideTable {
    /// The lines shown per scope: (label, metric, statistic).
    public static let lines: [(label: String, metric: MetricName, statistic: String)] = [
        ("first-touch latency p50 (ms)", .firstTouchLatency, "p50"),
        ("first-touch latency p95 (ms)", .firstTouchLatency, "p95"),
        ("first-touch latency max (ms)", .firstTouchLatency, "max"),
        ("unanswered intents", .unanswered, "rate"),
        ("gestures per intent (mean)", .gesturesPerIntent, "mean"),
        ("intents needing 2+ gestures", .multiGesture, "rate"),
        ("intents achieved", .achieved, "rate"),
        ("cancellation success", .cancelSuccess, "rate"),
        ("time to cancel p50 (ms)", .timeToCancel, "p50"),
    ]

    /// The table for `scope`, engines in the given order.
    public static func render(_ rows: [SummaryRow], scope: SummaryScope, engines: [String]) -> [String] {
        let labelWidth = 30
        let cellWidth = 18
        var header = pad("", labelWidth) + engines.map { pad($0, cellWidth) }.joined()
        for engine in engines.dropFirst() { header += pad("\(engine) - \(engines[0])", cellWidth) }
        var out = [header.trimmingTrailingSpaces()]
        for line in lines {
            let found = engines.map { engine in
                rows.first { $0.engine == engine && $0.scope == scope && $0.metric == line.metric }
            }
            var text = pad(line.label, labelWidth)
            for row in found { text += pad(cell(row, statistic: line.statistic), cellWidth) }
            let base = found.first.flatMap { $0?.value(of: line.statistic) }
            for row in found.dropFirst() {
                var difference = "n/a"
                if let base, let value = row?.value(of: line.statistic) {
                    difference = signed(value - base, rate: line.metric.isRate)
                }
                text += pad(difference, cellWidth)
            }
            out.append(text.trimmingTrailingSpaces())
        }
        return out
    }

    /// `12.3`, or for rates `3/20 (15.0%)`; `n/a` for an empty statistic.
    static func cell(_ row: SummaryRow?, statistic: String) -> String {
        guard let row else { return "n/a" }
        if let rate = row.rate, statistic == "rate" {
            guard let value = rate.rate else { return "0/0" }
            return "\(rate.numerator)/\(rate.denominator) (\(FixedDecimal.format(value * 100, decimals: 1))%)"
        }
        return row.value(of: statistic).map { FixedDecimal.format($0, decimals: 1) } ?? "n/a"
    }

    static func signed(_ value: Double, rate: Bool) -> String {
        let shown = rate ? value * 100 : value
        let text = FixedDecimal.format(shown, decimals: 1)
        return (text.hasPrefix("-") || text == "0.0" ? text : "+" + text) + (rate ? " pts" : "")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
