import TraceModel
import TransitionSimulation

/// The top of `report.html`: the verdict (`Verdict`) and what went wrong (`Finding`), each
/// finding with its evidence in a collapsed list (docs/reports.md "report.html").
extension ReportHTML {
    /// Items listed under a finding; the rest are named by the CSV rows that hold them.
    static let findingItemsListed = 100

    static func verdictSection(_ verdict: Verdict) -> String {
        var html = "<section id=\"verdict\"><h2>Verdict</h2>"
        html +=
            "<p class=\"guide\">A difference is real when the two 95 % intervals do not overlap; when they "
            + "overlap it is within noise, whatever the two numbers say.</p>"
        for comparison in verdict.comparisons {
            html += "<div class=\"comparison\"><h3>\(escape(comparison.title))</h3>"
            html += "<p class=\"guide\">\(escape(comparison.populations)).</p>"
            if comparison.real.isEmpty {
                html += "<p class=\"real none\">No real difference.</p>"
            } else {
                html += "<ul class=\"real\">" + comparison.real.map { "<li>\(escape($0)).</li>" }.joined() + "</ul>"
            }
            if !comparison.noise.isEmpty {
                html +=
                    "<p class=\"noise\"><strong>Within noise:</strong> "
                    + escape(comparison.noise.map(\.detail).joined(separator: "; ")) + ".</p>"
            }
            if !comparison.tooFew.isEmpty {
                html +=
                    "<p class=\"noise\"><strong>Too few values for an interval:</strong> "
                    + escape(comparison.tooFew.joined(separator: ", ")) + ".</p>"
            }
            html += "</div>"
        }
        if verdict.comparisons.isEmpty {
            let text = verdict.nothingCompared
            html += "<p>\(escape(text.prefix(1).uppercased() + text.dropFirst())).</p>"
        }
        for leftOut in verdict.leftOut {
            html += "<p class=\"what-if left-out\" role=\"note\">\(escape(leftOut.reason)).</p>"
        }
        return html + "</section>"
    }

    static func findingsSection(_ findings: [Finding], leftOut: [EngineKind]) -> String {
        var html = "<section id=\"findings\"><h2>What went wrong</h2>"
        if !leftOut.isEmpty {
            html +=
                "<p class=\"guide\">Not for \(escape(leftOut.map(\.rawValue).joined(separator: " and "))), left out "
                + "of the verdict (above).</p>"
        }
        guard !findings.isEmpty else {
            return html
                + "<p>Nothing: every intent was answered and reached its goal, every cancel worked, and no "
                + "transition hitched critically or jumped.</p></section>"
        }
        html +=
            "<p class=\"guide\">Alike problems are one finding with a count (by engine, kind, scenario and goal), "
            + "worst first. Open a finding for every intent or transition in it and the command that replays "
            + "its trace.</p><ol class=\"findings\">"
        for finding in findings {
            let noun = finding.kind.isTransition ? "transition" : "intent"
            html += "<li class=\"finding\"><p><strong>\(escape(finding.headline))</strong>, \(escape(finding.place))"
            html +=
                "</p><details><summary>The \(finding.count) \(noun)\(finding.count == 1 ? "" : "s")</summary><ul>"
            for item in finding.items.prefix(findingItemsListed) {
                html +=
                    "<li><code>\(escape(item.trace))</code> \(noun) <code>\(escape(item.id))</code>: "
                    + "<code>\(escape(finding.replayCommand(item)))</code></li>"
            }
            let more = finding.count - findingItemsListed
            if more > 0 {
                let file = finding.kind.isTransition ? "transitions.csv" : "intents.csv"
                html += "<li>and \(more) more: the rows of \(file) for \(escape(finding.place))</li>"
            }
            html += "</ul></details></li>"
        }
        return html + "</ol></section>"
    }
}

extension ReportHTML {
    /// Under the gate's table: for each check that failed or warned against the baseline, how many
    /// intents lie beyond the baseline's figure and the worst, each with its replay command.
    static func gateChangesList(_ changes: [ReportGateChange]) -> String {
        guard !changes.isEmpty else { return "" }
        var html = "<div id=\"gate-changes\"><h3>Changed against the baseline</h3>"
        html +=
            "<p class=\"guide\">For each check that did not pass: this run's intents beyond the baseline's figure "
            + "(or on a rate's bad side), the worst first. Run the command to see what the engine did.</p><ul>"
        for change in changes {
            html +=
                "<li class=\"check \(escape(change.status))\"><p><strong>\(escape(change.title))</strong>: "
                + "\(escape(change.summary))</p>"
            if !change.intents.isEmpty {
                html += "<ul>"
                for intent in change.intents {
                    html +=
                        "<li><code>\(escape(intent.trace))</code> intent <code>\(escape(intent.intentId))</code> "
                        + "\(escape(intent.value)): <code>\(escape(intent.replay))</code></li>"
                }
                html += "</ul>"
            }
            html += "</li>"
        }
        return html + "</ul></div>"
    }
}
