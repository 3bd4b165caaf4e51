import Foundation
import Testing
import _TestSupport

/// The bundled corpus's reports, byte for byte, against the copy under
/// `Tests/Fixtures/golden/bundled-corpus/`. A refactoring must leave them unchanged; a change of a
/// documented definition regenerates them with `make golden` in the same commit, so the diff of
/// the golden files shows reviewers exactly which numbers moved.
@Suite("Golden reports of the bundled corpus")
struct GoldenReportsTests {
    static let golden = TestPaths.fixture("golden/bundled-corpus")
    static let reportFiles = [
        "traces.csv", "gestures.csv", "intents.csv", "transitions.csv", "summary.csv", "schema.json",
    ]

    @Test("analyze traces/ writes the golden reports and text, byte for byte")
    func bundledCorpusReportsAreUnchanged() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run([
            "analyze", "traces/", "--engine", "legacy", "--engine", "fluid", "--out", directory.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let expectedText = try String(contentsOf: Self.golden.appendingPathComponent("analyze.txt"), encoding: .utf8)
        #expect(result.stdout == expectedText, "analyze's text output differs from golden/bundled-corpus/analyze.txt")
        for name in Self.reportFiles {
            let expected = try Data(contentsOf: Self.golden.appendingPathComponent(name))
            let actual = try Data(contentsOf: directory.appendingPathComponent(name))
            #expect(actual == expected, "\(name) differs from the golden copy (make golden regenerates it)")
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        // report.html is checked by ReportHTMLCommandTests (self-contained, byte-identical per input).
        #expect(
            written == (Self.reportFiles + ["report.html"]).sorted(), "an unexpected report appeared: \(written)")
    }

    /// Without `--out` the text still computes the intervals its verdict reads, and JSON none
    /// (nothing it prints shows one): every printed figure must be the same as with `--out`.
    @Test("without --out the text is the golden text, and JSON (no intervals computed) is as with --out")
    func sameOutputWithoutReports() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try CommandRunner.run(["analyze", "traces/", "--engine", "legacy", "--engine", "fluid"])
        #expect(text.status == 0, "\(text.stderr)")
        let expectedText = try String(contentsOf: Self.golden.appendingPathComponent("analyze.txt"), encoding: .utf8)
        #expect(text.stdout == expectedText, "analyze's text output without --out differs from golden analyze.txt")
        let json = ["analyze", "traces/", "--engine", "legacy", "--engine", "fluid", "--format", "json"]
        let bare = try CommandRunner.run(json)
        let reported = try CommandRunner.run(json + ["--out", directory.path])
        #expect(bare.status == 0 && reported.status == 0, "\(bare.stderr)\(reported.stderr)")
        #expect(bare.stdout == reported.stdout)
    }
}
