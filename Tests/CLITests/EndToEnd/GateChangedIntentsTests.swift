import Foundation
import Testing
import _TestSupport

/// The gate's Markdown and report.html say which intents changed against the baseline, on the
/// committed recordings of a third-party engine (Tests/Fixtures/gate-experiment/README.md): its
/// release as the baseline, a build whose opens wait 150 ms, and an unchanged re-recording.
@Suite("gesturetrace gate: what changed against the baseline")
struct GateChangedIntentsTests {
    static let experiment = "Tests/Fixtures/gate-experiment"

    /// The baseline's summary.csv, written into `directory`.
    func baseline(in directory: URL) throws -> String {
        let out = directory.appendingPathComponent("baseline").path
        let run = try CommandRunner.run([
            "analyze", "\(Self.experiment)/baseline", "--engine", "recorded", "--out", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        return out + "/summary.csv"
    }

    /// Gates `runName` (or, with `--partial` in `extra`, the partials) against the baseline; the
    /// Markdown and report.html. Every call writes `out/gate.md` and `out/report.html` of
    /// `directory`, so outputs compare byte for byte (the Markdown names the page's path).
    func gate(
        _ runName: String, baseline: String, in directory: URL, extra: [String] = []
    ) throws -> (status: Int32, stdout: String, markdown: String, html: String) {
        let markdown = directory.appendingPathComponent("out/gate.md").path
        let html = directory.appendingPathComponent("out/report.html").path
        let source = extra.contains("--partial") ? [] : ["\(Self.experiment)/\(runName)"]
        let run = try CommandRunner.run(
            ["gate"] + source + [
                "--gates", "\(Self.experiment)/gates.json", "--baseline", baseline, "--markdown", markdown, "--html",
                html,
            ] + extra)
        return (
            run.status, run.stdout, try String(contentsOfFile: markdown, encoding: .utf8),
            try String(contentsOfFile: html, encoding: .utf8)
        )
    }

    @Test("slow-open: every failed check lists the slowed opens, worst first, the same for any --jobs")
    func slowOpen() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = try baseline(in: directory)
        let one = try gate("slow-open", baseline: baseline, in: directory, extra: ["--jobs", "1"])
        let four = try gate("slow-open", baseline: baseline, in: directory, extra: ["--jobs", "4"])
        #expect(one.status == 1)
        #expect(one.markdown == four.markdown && one.html == four.html)

        let lines = one.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each failed check's message is followed by what changed, and only those.
        let failed = lines.indices.filter { lines[$0].hasPrefix("- ❌ fail ") }
        #expect(failed.count == 4)
        #expect(lines.filter { $0.contains("changed against the baseline") }.count == failed.count)
        let p50 = try #require(failed.first { lines[$0].hasPrefix("- ❌ fail open: first-touch latency p50:") })
        let changed = lines[p50 + 1]
        // All 48 opens of the run were slowed by 150 ms: each is beyond the baseline's p50.
        #expect(
            changed.hasPrefix(
                "  - changed against the baseline: 48 of 48 intents beyond the baseline's p50 (174.7 ms); worst: "))
        let worst = try #require(changed.split(separator: "; worst: ").last).split(separator: ", ")
        #expect(worst.count == 5)
        #expect(worst.allSatisfy { $0.hasPrefix("`\(Self.experiment)/slow-open/") && $0.contains("-open` ") })
        let values = worst.compactMap { Double($0.split(separator: " ").dropLast().last ?? "") }
        #expect(values.count == 5 && values == values.sorted(by: >) && values.allSatisfy { $0 > 174.7 })

        // report.html: the same sentence under the gate's table, each intent with its replay command.
        #expect(one.html.contains("<div id=\"gate-changes\"><h3>Changed against the baseline</h3>"))
        #expect(
            one.html.contains(
                "<strong>open: first-touch latency p50</strong>: 48 of 48 intents beyond the baseline&#39;s p50 (174.7 ms)"
            ))
        #expect(
            one.html.contains(
                "<code>gesturetrace replay \(Self.experiment)/slow-open/open-close.jsonl --engine recorded</code>"))
        #expect(one.html.contains("the intents that changed against it are under each check that did not pass"))
    }

    @Test("the Markdown's What went wrong is the text output's findings; a gate over partials says the same")
    func findingsAndPartials() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = try baseline(in: directory)
        let traces = try gate("slow-open", baseline: baseline, in: directory)
        let text = try CommandRunner.run(["analyze", "\(Self.experiment)/slow-open", "--engine", "recorded"]).stdout
        let textLines = text.split(separator: "\n").map(String.init)
        let heading = try #require(textLines.firstIndex { $0.hasPrefix("What went wrong (") })
        let findings = textLines[(heading + 1)...].prefix { $0.hasPrefix("  ") }.map { $0.dropFirst(2) }
        #expect(!findings.isEmpty)
        // The Markdown escapes its punctuation with backslashes; the sentences are the same.
        let markdown = traces.markdown.replacing("\\", with: "")
        #expect(markdown.contains("**What went wrong** (\(findings.count) findings, worst first;"))
        for finding in findings { #expect(markdown.contains("\n- \(finding)\n")) }
        // It comes after the verdict and before the checks table.
        let order = ["**Verdict**", "**What went wrong**", "| Check |"].compactMap {
            markdown.range(of: $0)?.lowerBound
        }
        #expect(order.count == 3 && order == order.sorted())

        let partial = directory.appendingPathComponent("slow-open.partial").path
        let written = try CommandRunner.run([
            "analyze", "\(Self.experiment)/slow-open", "--engine", "recorded", "--partial", partial,
        ])
        #expect(written.status == 0, "\(written.stderr)")
        let merged = try gate("", baseline: baseline, in: directory, extra: ["--partial", partial])
        #expect(merged.markdown == traces.markdown)
    }

    @Test("an unchanged re-recording passes, and nothing is listed as changed")
    func passingGate() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = try baseline(in: directory)
        let passed = try gate("unchanged-1", baseline: baseline, in: directory)
        #expect(passed.status == 0, "\(passed.stdout)")
        #expect(!passed.markdown.contains("changed against the baseline"))
        #expect(!passed.html.contains("gate-changes") && !passed.html.contains("changed against it"))
    }
}
