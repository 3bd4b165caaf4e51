import TraceAnalysis

/// A gate's results as GitHub-flavoured Markdown, for a pull-request comment or a CI job summary
/// (`$GITHUB_STEP_SUMMARY`, GitLab and Azure summaries), in units a person reads without
/// converting (docs/gates.md "Output"):
///
/// ```markdown
/// ## ❌ 1 of 2 checks failed
///
/// GestureTrace gate. Figures, intervals and the worst intents: `build/gate/report.html`.
///
/// | Check | Baseline | Observed | Change | Limit | n | Verdict |
/// | --- | ---: | ---: | ---: | --- | ---: | --- |
/// | fluid: first-touch latency p95 | — | 131.5 ms | — | max 120.0 ms | 40 | ❌ fail: over by 11.5 ms (9.6%) |
/// | fluid: cancellation success | — | 95.0% | — | min 90.0% | 20 | ✅ pass: margin 5.0 pts |
/// ```
///
/// The first line is the count of failed checks. Rates are percentages (changes in percentage
/// points), times ms with one decimal, an infinite statistic `never (k of n)`. Statuses are an
/// emoji and a word, so they read without colour or emoji support. Titles are plain text with
/// Markdown punctuation escaped, so no name can break the table. The verdict and what went wrong
/// (`FindingSentences`) come before the table when given. Every check that did not pass is then listed
/// with its full message, and under a regression check what changed against the baseline
/// (`GateChangedIntents`).
enum GateMarkdown {
    static func render(
        _ evaluation: GateEvaluation, title: String, htmlReport: String?, verdict: Verdict? = nil,
        findings: FindingSentences? = nil
    ) -> String {
        let passed = evaluation.outcome == .passed
        var md = "## \(passed ? "✅" : "❌") \(evaluation.headline)\n\n"
        md += "\(inline(title)): \(evaluation.countsDescription). "
        if let htmlReport {
            md +=
                "Figures, intervals and the worst intents: \(codeSpan(htmlReport)) (open it from the CI artifacts).\n\n"
        } else {
            md += "For figures and the worst intents, run the gate with `--html report.html`.\n\n"
        }
        if let verdict { md += verdictMarkdown(verdict) }
        if let findings { md += findingsMarkdown(findings) }
        md += "| " + GateTableRow.columns.joined(separator: " | ") + " |\n"
        md += "| --- | ---: | ---: | ---: | --- | ---: | --- |\n"
        for result in evaluation.results {
            md += "| " + GateTableRow(result).cells.map(inline).joined(separator: " | ") + " |\n"
        }
        let notPassed = evaluation.results.filter { $0.status != .pass }
        if !notPassed.isEmpty {
            md += "\n"
            for result in notPassed {
                md += "- \(status(result.status)) \(inline(result.title)): \(inline(result.message))\n"
                if let changed = result.changed { md += "  - \(changedMarkdown(changed))\n" }
            }
        }
        return md
    }

    /// The run's verdict (`Verdict`, the same sentences as the text and `report.html`): per
    /// comparison its real differences as a list, then what is within noise; before the checks.
    static func verdictMarkdown(_ verdict: Verdict) -> String {
        var md = "**Verdict** (a difference is real when the 95 % intervals do not overlap):\n\n"
        for comparison in verdict.comparisons {
            md += "- **\(inline(comparison.title))** (\(inline(comparison.populations))):"
            md += comparison.real.isEmpty ? " no real difference.\n" : "\n"
            for sentence in comparison.real { md += "  - \(inline(sentence)).\n" }
            if !comparison.noise.isEmpty {
                md += "  - within noise: \(inline(comparison.noise.map(\.label).joined(separator: ", "))).\n"
            }
        }
        if verdict.comparisons.isEmpty { md += "- nothing to compare: one engine and no baseline.\n" }
        for leftOut in verdict.leftOut { md += "- \(inline(leftOut.reason)).\n" }
        return md + "\n"
    }

    /// What went wrong (`FindingSentences`, the sentences of the text output): at most
    /// `GateReport.markdownFindingsShown` findings, one line each, then how many more.
    static func findingsMarkdown(_ findings: FindingSentences) -> String {
        guard !findings.findings.isEmpty else { return "**What went wrong:** \(inline(findings.nothing)).\n\n" }
        var md = "**What went wrong** (\(inline(findings.heading(report: "report.html")))):\n\n"
        for line in findings.lines { md += "- \(inline(line))\n" }
        if let more = findings.more { md += "- \(inline(more))\n" }
        return md + "\n"
    }

    /// `changed against the baseline: 12 of 48 intents beyond the baseline's p50 (174.7 ms); worst:
    /// `a.jsonl#o3` 412.3 ms, ...`, or why there is no intent list.
    static func changedMarkdown(_ changed: GateChangedIntents) -> String {
        var md = "changed against the baseline: \(inline(changed.summary))"
        if !changed.worst.isEmpty {
            md +=
                "; worst: " + changed.worst.map { "\(codeSpan($0.place)) \(inline($0.value))" }.joined(separator: ", ")
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
}
