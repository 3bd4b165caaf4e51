import TraceAnalysis

/// A gate's results as GitHub-flavoured Markdown, for a pull-request comment or a CI job summary
/// (`$GITHUB_STEP_SUMMARY`, GitLab and Azure summaries):
///
/// ```markdown
/// ## ❌ GestureTrace gate failed
///
/// 1 failed, 1 passed.
///
/// | | Assertion | Observed | Limit | Margin |
/// | --- | --- | ---: | --- | ---: |
/// | ❌ fail | `fluid first_touch_latency_ms p95` | 131.5 | max 120 | -11.5 |
/// | ✅ pass | `fluid cancel_success rate` | 0.95 | min 0.9 | +0.05 |
///
/// - ❌ `fluid first_touch_latency_ms p95`: observed 131.5, max 120, over by 11.5 (9.6%)
/// ```
///
/// Statuses are an emoji and a word (✅ pass, ⚠️ warn, ❌ fail), so they read without colour or
/// emoji support. Assertion names are code spans with pipes escaped (`\|`) and line breaks turned
/// into spaces; the Limit column shows the binding limit; the margin is signed headroom. Every
/// assertion that did not pass is then listed with its full message (baseline and percentages).
enum GateMarkdown {
    static func render(_ evaluation: GateEvaluation, title: String) -> String {
        let passed = evaluation.outcome == .passed
        var md = "## \(passed ? "✅" : "❌") \(inline(title)) \(passed ? "passed" : "failed")\n\n"
        md += "\(evaluation.countsDescription).\n\n"
        md += "| | Assertion | Observed | n | Limit | Margin |\n"
        md += "| --- | --- | ---: | ---: | --- | ---: |\n"
        for result in evaluation.results {
            let cells = [
                status(result.status),
                codeSpan(result.assertion.name),
                result.observed.map { withUnit($0, result.assertion.unit) } ?? "no data",
                result.count.map(GateNumber.format) ?? "0",
                result.binding.map { inline($0.limitDescription) } ?? "—",
                result.margin.map { withUnit($0, result.assertion.unit, signed: true) } ?? "—",
            ]
            md += "| " + cells.joined(separator: " | ") + " |\n"
        }
        let notPassed = evaluation.results.filter { $0.status != .pass }
        if !notPassed.isEmpty {
            md += "\n"
            for result in notPassed {
                md += "- \(status(result.status)) \(codeSpan(result.assertion.name)): \(inline(result.message))\n"
            }
        }
        return md
    }

    static func status(_ status: GateStatus) -> String {
        switch status {
        case .pass: "✅ pass"
        case .warn: "⚠️ warn"
        case .fail: "❌ fail"
        }
    }

    /// A code span that shows `text` verbatim inside a table cell: pipes escaped (GFM splits
    /// cells before it parses code spans), line breaks as spaces, a fence longer than any run of
    /// backticks in the text.
    static func codeSpan(_ text: String) -> String {
        let flat = GateReport.singleLine(text).replacing("|", with: "\\|")
        var longest = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = Swift.max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") || (flat.hasPrefix(" ") && flat.hasSuffix(" ")) ? " " : ""
        return fence + pad + flat + pad + fence
    }

    /// Plain text with every Markdown-active ASCII punctuation character backslash-escaped and
    /// line breaks as spaces, safe inside a table cell or a list item.
    static func inline(_ text: String) -> String {
        var out = ""
        for character in GateReport.singleLine(text) {
            if "\\`*_[]<>|&#!~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `131.5 ms`, `+0.05 share`, `20`.
    static func withUnit(_ value: Double, _ unit: String, signed: Bool = false) -> String {
        (signed ? GateNumber.signed(value) : GateNumber.format(value)) + (unit.isEmpty ? "" : " " + unit)
    }
}
