import Foundation
import Testing
import _TestSupport

/// A trace at or above `CorpusRunner.streamedTraceBytes` is analysed streamed: read twice, never held
/// (`TraceAnalyzer.analyze(path:header:streaming:...)`). `GESTURETRACE_STREAMED_TRACE_BYTES=0`
/// streams every trace, so the bundled corpus checks that both paths give the same bytes.
@Suite("Streamed traces")
struct StreamedTracesTests {
    /// Runs the command with every trace streamed.
    private func streamed(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, launcher: ["/usr/bin/env", "GESTURETRACE_STREAMED_TRACE_BYTES=0"])
    }

    @Test("every report, the text and stderr are the same, byte for byte, whether traces are held or streamed")
    func sameReports() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let held = directory.appendingPathComponent("held")
        let streamedOut = directory.appendingPathComponent("streamed")
        let flows = "traces/flows/highlight-onboarding.flows.json"
        let a = try CommandRunner.run(["analyze", "traces/", "--flows", flows, "--by", "device", "--out", held.path])
        let b = try streamed(["analyze", "traces/", "--flows", flows, "--by", "device", "--out", streamedOut.path])
        try expectSame(a, held, b, streamedOut)
    }

    /// Both runs succeeded with the same text, stderr and report files, byte for byte.
    private func expectSame(
        _ a: CommandRunner.Result, _ aFolder: URL, _ b: CommandRunner.Result, _ bFolder: URL
    ) throws {
        #expect(a.status == 0 && b.status == 0, "\(b.stderr)")
        #expect(a.stdout == b.stdout)
        #expect(a.stderr == b.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: aFolder.path).sorted()
        #expect(names.contains("intents.csv") && names.contains("report.html"))
        // No scratch file (a spool) is left behind.
        let bNames = try FileManager.default.contentsOfDirectory(atPath: bFolder.path).sorted()
        #expect(bNames == names)
        for name in names {
            let left = try Data(contentsOf: aFolder.appendingPathComponent(name))
            let right = try Data(contentsOf: bFolder.appendingPathComponent(name))
            #expect(left == right, "\(name) differs")
        }
    }

    /// Without flows, a streamed trace is measured in parts (`TraceParts`), each part's rows
    /// spooled (`HandedOverTrace`) and, without a summary partial, its intents and transitions
    /// spilled to scratch files the summary reads back; with one, kept as the partial keeps
    /// them. `GESTURETRACE_PART_SEQUENCES=1` cuts it wherever it can be cut. With two jobs,
    /// traces' spools are written while others are appended; `--recorded-with` leaves some out,
    /// spools, scratch files and all.
    @Test(
        "every report, the partial, the text and stderr are the same when streamed traces are cut wherever they can be",
        arguments: [
            (["traces/", "--what-if"], true), (["traces/", "--what-if"], false),
            (["Tests/Fixtures/third-party", "--what-if", "--infer-intents"], false),
            (["Tests/Fixtures/third-party", "--infer-intents"], true),
            (["traces/", "--recorded-with", "fluid", "--jobs", "2"], false),
            (["traces/", "--recorded-with", "fluid", "--jobs", "2"], true),
        ])
    func sameReportsInParts(arguments: [String], partial: Bool) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let held = directory.appendingPathComponent("held")
        let parted = directory.appendingPathComponent("parted")
        let (heldPartial, partedPartial) = (held.path + ".partial", parted.path + ".partial")
        let a = try CommandRunner.run(
            ["analyze"] + arguments + ["--out", held.path] + (partial ? ["--partial", heldPartial] : []))
        let b = try CommandRunner.run(
            ["analyze"] + arguments + ["--out", parted.path] + (partial ? ["--partial", partedPartial] : []),
            launcher: ["/usr/bin/env", "GESTURETRACE_STREAMED_TRACE_BYTES=0", "GESTURETRACE_PART_SEQUENCES=1"])
        try expectSame(a, held, b, parted)
        guard partial else { return }
        let heldBytes = try Data(contentsOf: URL(fileURLWithPath: heldPartial))
        let partedBytes = try Data(contentsOf: URL(fileURLWithPath: partedPartial))
        #expect(!heldBytes.isEmpty && heldBytes == partedBytes)
    }

    @Test(
        "an invalid trace fails with the same first error, held or streamed",
        arguments: [
            "time-backwards.jsonl", "malformed-json.jsonl", "began-twice.jsonl", "truncated-last-line.jsonl",
            "document-structure.json", "missing-header.jsonl",
        ])
    func sameFailure(name: String) throws {
        let path = "Tests/Fixtures/invalid/\(name)"
        let held = try CommandRunner.run(["analyze", path])
        let streamedRun = try streamed(["analyze", path])
        #expect(held.status == 65)
        #expect(streamedRun.status == held.status)
        #expect(streamedRun.stderr == held.stderr)
        #expect(held.stderr.hasPrefix("\(path): failed: "), "\(held.stderr)")
    }
}
