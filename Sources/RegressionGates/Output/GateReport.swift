import TraceAnalysis
import TraceModel

/// Renders a gate's results: console lines, JUnit XML and Markdown. Every output is a pure
/// function of the evaluation (no clock, no durations, no locale), in configuration order.
package enum GateReport {
    /// Findings the Markdown summary lists; the rest are counted, and all are in `report.html`.
    package static let markdownFindingsShown = 10

    /// One line per assertion, then the verdict; each line ends in `\n`:
    ///
    /// ```text
    /// FAIL  fluid first_touch_latency_ms p95 (quick-dismiss): observed 131.5, max 120, over by 11.5 (9.6%)
    /// PASS  fluid cancel_success rate: observed 0.95, min 0.9, margin 0.05
    /// gate failed: 1 failed, 1 passed
    /// ```
    package static func console(_ evaluation: GateEvaluation) -> String {
        var text = ""
        for result in evaluation.results { text += consoleLine(result) + "\n" }
        text += verdictLine(evaluation) + "\n"
        return text
    }

    /// `STATUS  TITLE: MESSAGE`, the status padded to line up; line breaks in titles become spaces.
    /// The title is the name a person reads (`GateResult.title`).
    package static func consoleLine(_ result: GateResult) -> String {
        "\(result.status.label)  \(singleLine(result.title)): \(singleLine(result.message))"
    }

    /// `gate passed: 0 of 3 checks failed` or `gate failed: 1 of 5 checks failed, 1 warning`.
    package static func verdictLine(_ evaluation: GateEvaluation) -> String {
        "gate \(evaluation.outcome.rawValue): \(evaluation.headline)"
    }

    /// JUnit XML (`GateJUnitXML`): one test case per assertion, error-level failures as
    /// `<failure>`, warnings as passing test cases with a `<system-out>` note.
    package static func junitXML(_ evaluation: GateEvaluation, suiteName: String = "gesturetrace gate") -> String {
        GateJUnitXML.render(evaluation, suiteName: suiteName)
    }

    /// A Markdown summary (`GateMarkdown`) for a pull-request comment or a CI job summary;
    /// `htmlReport` is the path of the run's `report.html`, which it points to (nil: it says how to
    /// get one).
    package static func markdown(
        _ evaluation: GateEvaluation, title: String = "GestureTrace gate", htmlReport: String? = nil
    ) -> String {
        GateMarkdown.render(evaluation, title: title, htmlReport: htmlReport)
    }

    /// The Markdown summary with the run's verdict (`Verdict`) between its headline and its
    /// checks, then what went wrong (`FindingSentences`) when given; under each check that did not
    /// pass, what changed against the baseline (`GateResult.changed`).
    package static func markdown(
        _ evaluation: GateEvaluation, verdict: Verdict, findings: FindingSentences? = nil,
        title: String = "GestureTrace gate", htmlReport: String? = nil
    ) -> String {
        GateMarkdown.render(evaluation, title: title, htmlReport: htmlReport, verdict: verdict, findings: findings)
    }

    /// The gate's headline and checks for `report.html`.
    package static func reportSection(_ evaluation: GateEvaluation) -> (headline: String, checks: [ReportCheck]) {
        (evaluation.headline, evaluation.results.map { GateTableRow($0).reportCheck })
    }

    /// What changed against the baseline for each regression check that failed or warned, for
    /// `report.html` (`ReportGateChange`), in configuration order.
    package static func reportChanges(_ evaluation: GateEvaluation) -> [ReportGateChange] {
        evaluation.results.compactMap { result in
            guard result.status != .pass, let changed = result.changed else { return nil }
            return ReportGateChange(
                status: result.status.rawValue, title: result.title, summary: changed.summary,
                intents: changed.worst.map {
                    ReportGateChange.Intent(
                        trace: $0.trace, intentId: $0.intentId, value: $0.value, replay: changed.replayCommand($0))
                })
        }
    }

    /// The text on one line for a terminal: CR, LF and tabs turned into spaces, every other
    /// control character (ESC, BEL, ...) escaped as `\uXXXX` (`MessageQuoting.escaped`), since a
    /// gate's names and the reasons that quote them come from files.
    static func singleLine(_ text: String) -> String {
        MessageQuoting.escaped(
            String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\t" ? " " : $0 }))
    }
}
