import TraceAnalysis

/// One check as the gate's summary table shows it, in plain text and the units a person reads:
/// the same cells in the Markdown summary (escaped there) and in `report.html`.
package struct GateTableRow: Sendable, Hashable {
    package var status: GateStatus
    package var check: String
    package var baseline: String
    package var observed: String
    package var change: String
    package var limit: String
    package var n: String
    package var verdict: String

    /// The column names, in order.
    package static let columns = ["Check", "Baseline", "Observed", "Change", "Limit", "n", "Verdict"]

    package init(_ result: GateResult) {
        let unit = result.assertion.unit
        let n = result.count.map { Int($0) } ?? 0
        status = result.status
        check = result.title
        baseline =
            result.baseline.map {
                GateEvaluator.valueText(
                    $0, unit: unit, never: result.baselineNeverCount, n: result.baselineN.map { Int($0) } ?? 0)
            } ?? "—"
        observed =
            result.observed.map { GateEvaluator.valueText($0, unit: unit, never: result.observedNeverCount, n: n) }
            ?? "no data"
        change = Self.change(result)
        limit = result.binding?.limitDescription ?? "—"
        self.n = String(n)
        verdict = Self.verdict(result)
    }

    /// The cells in column order.
    package var cells: [String] { [check, baseline, observed, change, limit, n, verdict] }

    /// `+11.5 ms (+9.6%)` against the baseline; `n/a` when a side is infinite; `—` without one.
    static func change(_ result: GateResult) -> String {
        guard let baseline = result.baseline, let observed = result.observed else { return "—" }
        guard let text = GateEvaluator.changeText(observed: observed, baseline: baseline, unit: result.assertion.unit)
        else { return "n/a" }
        guard let comma = text.firstIndex(of: ",") else { return text }
        let percent = text[text.index(after: comma)...].drop { $0 == " " }
        return "\(text[..<comma]) (\(percent))"
    }

    /// `❌ fail: over by 11.5 ms (9.6%)`, `✅ pass: margin 5.0 pts`, `❌ fail: no data`.
    static func verdict(_ result: GateResult) -> String {
        var text = GateMarkdown.status(result.status)
        if result.observed == nil {
            text += ": no data"
        } else if let minCount = result.assertion.minCount, Double(minCount) > (result.count ?? 0) {
            text += ": not enough data (minCount \(minCount))"
        } else if let binding = result.binding {
            text += ": " + (binding.marginDescription ?? binding.uncheckedReason)
        }
        return text
    }

    /// The row for `report.html` (`ReportCheck`).
    package var reportCheck: ReportCheck {
        ReportCheck(
            status: status.rawValue, title: check, baseline: baseline, observed: observed, change: change,
            limit: limit, n: n, verdict: verdict)
    }
}
