import Foundation
import Testing
import _TestSupport

/// Names and reasons from files reach the terminal escaped (docs/output-safety.md "Standard
/// output"), and a folder walk names a link loop as a loop.
@Suite("Terminal text")
struct TerminalTextTests {
    static let root = TestPaths.packageRoot.path
    static let sample = root + "/traces/samples/two-fingers.jsonl"

    /// The control characters in `text` other than the line feeds.
    static func controls(_ text: String) -> [UInt8] {
        text.utf8.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    }

    @Test("a gate's assertion name with ESC, BEL, CR and a line feed is printed escaped, on one line")
    func gateNameEscaped() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gates = directory.appendingPathComponent("evil.gates.json")
        let name = #"evil\u001B[2J\u0007name\r\nPASS  forged"#
        try Data(
            #"{"version": 1, "assertions": [{"name": "\#(name)", "metric": "achieved", "statistic": "rate", "engine": "fluid", "min": 0}]}"#
                .utf8
        ).write(to: gates)
        let trace = Self.root + "/traces/synthetic/browse/fluid-user01.jsonl"
        let result = try CommandRunner.run(["gate", trace, "--gates", gates.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.controls(result.stdout + result.stderr).isEmpty)
        #expect(result.stdout.contains(#"PASS  evil\u001B[2J\u0007name PASS  forged: observed"#), "\(result.stdout)")
        #expect(!result.stdout.contains("\nPASS  forged"))
    }

    @Test("a partial's failure reason and path with control characters are printed escaped")
    func partialFailureEscaped() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let partial = directory.appendingPathComponent("evil.partial")
        let header =
            "gesturetrace-partial\t4\nengines\tlegacy\tfluid\nwhat-if\tfalse\nrecorded-with\t\nflows\n"
            + "recognition\tplatform=\ttap-slop=\tpan-slop=\tlong-press-ms=\tlong-press-slop=\tswipe-distance=\t"
            + "velocity=lsq2\tinfer-intents=false\tengine-config=\nleft-out\t0\n"
        let text =
            header
            + "trace\tevil\u{1B}]0;title\u{07}.jsonl\nfailed\tbad \u{1B}[2J\u{07} reason%0Aforged: line\nend\t1\n"
        try Data(text.utf8).write(to: partial)
        let result = try CommandRunner.run(["merge", partial.path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(Self.controls(result.stdout + result.stderr).isEmpty)
        #expect(
            result.stderr.contains(
                #"evil\u001B]0;title\u0007.jsonl: failed: bad \u001B[2J\u0007 reason\u000Aforged: line"#),
            "\(result.stderr)")
        // A raw carriage return is no value analyze writes: the partial is refused, and the refusal
        // prints no raw control character either.
        try Data((header + "trace\tx.jsonl\nfailed\tline\rz\nend\t1\n").utf8).write(to: partial)
        let refused = try CommandRunner.run(["merge", partial.path])
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(Self.controls(refused.stdout + refused.stderr).isEmpty, "\(refused.stderr)")
    }

    @Test("a trace path with control characters is escaped in the failure line")
    func tracePathEscaped() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("a\u{1B}[31m\nb.jsonl")
        try Data("not json\n".utf8).write(to: bad)
        let result = try CommandRunner.run(["analyze", directory.path])
        #expect(result.status == 65)
        #expect(Self.controls(result.stdout + result.stderr).isEmpty)
        #expect(result.stderr.contains(#"a\u001B[31m\u000Ab.jsonl: failed: "#), "\(result.stderr)")
    }

    @Test("a symbolic link loop is reported as a loop, not as dangling")
    func linkLoop() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("a.jsonl").path, withDestinationPath: "b.jsonl")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("b.jsonl").path, withDestinationPath: "a.jsonl")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("gone.jsonl").path, withDestinationPath: "missing.jsonl")
        let result = try CommandRunner.run(["validate", directory.path])
        #expect(result.status == 65)
        #expect(result.stdout.contains("a.jsonl:0:0: error: skipped: symbolic link loop"), "\(result.stdout)")
        #expect(result.stdout.contains("b.jsonl:0:0: error: skipped: symbolic link loop"))
        #expect(result.stdout.contains("gone.jsonl:0:0: error: skipped: dangling symbolic link"))
        let named = try CommandRunner.run(["validate", directory.appendingPathComponent("a.jsonl").path])
        #expect(named.stdout.contains("a.jsonl:0:0: error: skipped: symbolic link loop"), "\(named.stdout)")
    }
}
