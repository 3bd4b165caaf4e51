import TraceAnalysis
import TraceModel

/// What went wrong in a gate's run (`Finding`, grouped worst first), in the sentences the text
/// output of `analyze` and `gate` prints, for the Markdown summary: the first `shown` findings,
/// one line each with a first example, then how many more (docs/gates.md "Output").
package struct GateFindings: Sendable, Hashable {
    /// Findings listed; the rest are counted, and all are in `report.html`.
    package static let shown = 10

    /// Every finding, worst first, without the engines left out of the verdict.
    package var findings: [Finding]
    /// The engines left out of the verdict (`WhatIfApplicability`), whose findings are not listed.
    package var leftOut: [SummaryRow.Engine]

    /// The findings of `set` for a run with these rows and engines.
    package init(_ set: FindingSet, rows: [SummaryRow], engines: [SummaryRow.Engine]) {
        let applicability = WhatIfApplicability(rows: rows, engines: engines)
        findings = set.grouped(leaving: applicability)
        leftOut = applicability.leftOut.map(\.engine)
    }

    /// `; not for legacy, left out of the verdict`, or nothing.
    var notFor: String {
        leftOut.isEmpty
            ? "" : "; not for " + leftOut.map(\.rawValue).joined(separator: " and ") + ", left out of the verdict"
    }

    /// `3 findings, worst first; every trace, id and replay command in report.html`.
    var heading: String {
        "\(counted(findings.count, "finding")), worst first; every trace, id and replay command in report.html"
            + notFor
    }

    /// What the summary says when nothing went wrong.
    var nothing: String {
        "nothing (every intent answered and achieved, no critical hitch or jump\(notFor))"
    }

    /// `recorded, scenario open-close: 2 unanswered open intents (no touch got an answer); e.g.
    /// a.jsonl intent o3`: one line per finding shown.
    var lines: [String] {
        findings.prefix(Self.shown).map { finding in
            let first = finding.items[0]
            let noun = finding.kind.isTransition ? "transition" : "intent"
            return "\(MessageQuoting.escaped(finding.place)): \(finding.headline); e.g. "
                + "\(MessageQuoting.escaped(first.trace)) \(noun) \(MessageQuoting.escaped(first.id))"
        }
    }

    /// `and 4 more findings`, when some are not shown.
    var more: String? {
        findings.count > Self.shown ? "and \(counted(findings.count - Self.shown, "more finding"))" : nil
    }
}
