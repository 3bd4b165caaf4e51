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
        #expect(written == Self.reportFiles.sorted(), "an unexpected report appeared: \(written)")
    }
}
