import Foundation
import Testing
import _TestSupport

/// `report.html` (docs/reports.md "report.html"): written by `analyze --out`, self-contained, the
/// same bytes for the same input.
@Suite("report.html")
struct ReportHTMLCommandTests {
    @Test("analyze --out writes report.html: self-contained, every figure titled, byte-identical across runs")
    func analyzeWritesReport() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages: [String] = []
        for name in ["a", "b"] {
            let out = directory.appendingPathComponent(name).path
            let run = try CommandRunner.run([
                "analyze", "traces/scenarios/", "--engine", "legacy", "--engine", "fluid", "--jobs",
                name == "a" ? "1" : "2",
                "--out", out,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            pages.append(try String(contentsOfFile: out + "/report.html", encoding: .utf8))
        }
        let page = pages[0]
        #expect(pages[0] == pages[1])
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // Nothing fetched: no script, no external reference.
        for banned in ["<script", "http://", "https://", "src=", "<link"] {
            #expect(!page.contains(banned), "\(banned)")
        }
        for figure in ["latency-cdf", "breakdown", "gestures", "cancel", "time-to-goal", "frames"] {
            #expect(page.contains("data-figure=\"\(figure)\""), "\(figure)")
        }
        // Every figure has a title, units and n, a reading guide and a text alternative.
        let figures = page.components(separatedBy: "<figure ").count - 1
        #expect(figures == 6)
        #expect(page.components(separatedBy: "class=\"guide\">How to read:").count - 1 == figures)
        #expect(page.components(separatedBy: "<summary>Data table</summary>").count - 1 == figures)
        #expect(page.components(separatedBy: "role=\"img\" aria-labelledby=").count - 1 == figures)
        #expect(page.contains("gesturetrace replay traces/scenarios/"))
    }
}
