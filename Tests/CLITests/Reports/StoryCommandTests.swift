import Foundation
import Testing
import _TestSupport

/// What a reader sees first (docs/reports.md "The verdict", "What went wrong"): the verdict and the
/// findings at the top of the text, report.html and the gate's Markdown; the per-scenario tables
/// only with `--by scenario`; what-ifs that cannot apply left out with their reason.
@Suite("Report story")
struct StoryCommandTests {
    @Test("a tap-to-close app replayed on the drag-only models: both left out, with the reason")
    func tapToCloseWhatIfLeftOut() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("r").path
        let run = try CommandRunner.run([
            "analyze", "Tests/Fixtures/third-party/basiclightbox/", "--engine", "recorded", "--engine", "legacy",
            "--engine", "fluid", "--out", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        for engine in ["legacy", "fluid"] {
            #expect(run.stdout.contains("  \(engine) (what-if) left out of the verdict and findings: it leaves "))
        }
        #expect(run.stdout.contains("the recording 12/132 (9.1%)"))
        #expect(!run.stdout.contains(" against recorded"), "a left-out engine is compared")
        #expect(run.stdout.contains("not for legacy and fluid, left out of the verdict"))
        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(page.components(separatedBy: "class=\"what-if left-out\"").count - 1 == 2)
        let findings = try #require(
            page.components(separatedBy: "<section id=\"findings\">").last?.components(separatedBy: "</section>").first)
        #expect(!findings.contains("--engine legacy") && !findings.contains("--engine fluid"))
        #expect(findings.contains("--engine recorded"))
    }

    @Test("the text opens on the verdict and the findings; per-scenario tables only with --by scenario")
    func textTellsTheStory() throws {
        let base = ["analyze", "traces/synthetic/quick-dismiss", "traces/synthetic/grab-in-flight"]
        let short = try CommandRunner.run(base)
        #expect(short.status == 0, "\(short.stderr)")
        let first = short.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(30).joined(
            separator: "\n")
        #expect(first.contains("Verdict (a difference is real when the 95 % intervals do not overlap)"))
        #expect(first.contains("cancellation success: better on fluid"))
        #expect(first.contains("What went wrong ("))
        #expect(first.contains("failed cancels (the screen did not come back)"))
        #expect(!short.stdout.contains("Scenario quick-dismiss"))
        #expect(short.stdout.contains("a table for each with --by scenario"))
        let long = try CommandRunner.run(base + ["--by", "scenario"])
        #expect(long.stdout.contains("\nScenario quick-dismiss\n"))
        #expect(long.stdout.hasPrefix(short.stdout.components(separatedBy: "\nOverall\n")[0]))
    }

    @Test("every never-achieved and unanswered intent and failed cancel is reachable from report.html")
    func everyProblemReachable() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("r").path
        let run = try CommandRunner.run(["analyze", "traces/scenarios", "traces/synthetic/open-dismiss", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        let intents = try String(contentsOfFile: out + "/intents.csv", encoding: .utf8)
        let lines = intents.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = lines[0].map(String.init)
        let column = { (name: String) in header.firstIndex(of: name) ?? 0 }
        var problems = 0
        for cells in lines.dropFirst() {
            let failed =
                cells[column("unanswered")] == "true" || cells[column("achieved")] == "false"
                || cells[column("cancel_ok")] == "false"
            guard failed else { continue }
            problems += 1
            let item =
                "<li><code>\(cells[column("trace")])</code> intent <code>\(cells[column("intent_id")])</code>: "
                + "<code>gesturetrace replay \(cells[column("trace")]) --engine \(cells[column("engine")])</code></li>"
            #expect(page.contains(item), "\(cells)")
        }
        #expect(problems > 0)
    }

    @Test("the gate's Markdown opens on the verdict")
    func gateMarkdownVerdict() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gates = directory.appendingPathComponent("gates.json").path
        try Data(
            #"{"version": 1, "assertions": [{"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.5}, {"metric": "cancel_success", "statistic": "rate", "engine": "legacy", "min": 0}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: gates))
        let markdown = directory.appendingPathComponent("gate.md").path
        let run = try CommandRunner.run([
            "gate", "traces/synthetic/quick-dismiss", "--gates", gates, "--markdown", markdown,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(text.contains("**Verdict** (a difference is real when the 95 % intervals do not overlap):"))
        #expect(text.contains("- **legacy against fluid** (different users, each engine on its own traces):"))
        #expect(
            text.contains("  - cancellation success: better on fluid (10/10 (100.0%)) than on legacy (0/10 (0.0%))"))
        #expect(text.range(of: "**Verdict**")!.lowerBound < text.range(of: "| Check |")!.lowerBound)
    }
}
