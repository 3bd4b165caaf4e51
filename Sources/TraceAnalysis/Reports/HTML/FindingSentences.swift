import TraceModel

/// What went wrong in a run (`Finding`, grouped worst first) as the sentences every output says it
/// in: the text of `analyze` and `gate`, and the gate's Markdown summary. The first `shown`
/// findings get a line each, with a first example; the rest are counted (all are in `report.html`).
package struct FindingSentences: Sendable, Hashable {
    /// Every finding, worst first, without the engines left out of the verdict.
    package var findings: [Finding]
    /// The engines left out of the verdict (`WhatIfApplicability`), whose findings are not listed.
    package var leftOut: [SummaryRow.Engine]
    /// How many findings get a line.
    package var shown: Int

    /// The findings of `set` for a run with these rows and engines, `shown` of them in lines.
    package init(_ set: FindingSet, rows: [SummaryRow], engines: [SummaryRow.Engine], shown: Int) {
        let applicability = WhatIfApplicability(rows: rows, engines: engines)
        findings = set.grouped(leaving: applicability)
        leftOut = applicability.leftOut.map(\.engine)
        self.shown = shown
    }

    /// `; not for legacy, left out of the verdict`, or nothing.
    var notFor: String {
        leftOut.isEmpty
            ? "" : "; not for " + leftOut.map(\.rawValue).joined(separator: " and ") + ", left out of the verdict"
    }

    /// `3 findings, worst first; every trace, id and replay command in report.html`, where
    /// `report` names where the full list is.
    package func heading(report: String) -> String {
        "\(counted(findings.count, "finding")), worst first; every trace, id and replay command in \(report)"
            + notFor
    }

    /// What the summary says when nothing went wrong.
    package var nothing: String {
        "nothing (every intent answered and achieved, no critical hitch or jump\(notFor))"
    }

    /// `recorded, scenario open-close: 2 unanswered open intents (no touch got an answer); e.g.
    /// a.jsonl intent o3`: one line per finding shown.
    package var lines: [String] {
        findings.prefix(shown).map { finding in
            let first = finding.items[0]
            let noun = finding.kind.isTransition ? "transition" : "intent"
            return "\(MessageQuoting.escaped(finding.place)): \(finding.headline); e.g. "
                + "\(MessageQuoting.escaped(first.trace)) \(noun) \(MessageQuoting.escaped(first.id))"
        }
    }

    /// `and 4 more findings`, when some are not shown.
    package var more: String? {
        findings.count > shown ? "and \(counted(findings.count - shown, "more finding"))" : nil
    }
}
