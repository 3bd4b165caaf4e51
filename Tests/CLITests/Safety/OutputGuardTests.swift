import Foundation
import Testing
import _TestSupport

/// An output never replaces what the command reads (docs/output-safety.md "Never over an input"),
/// and a node swapped in after the first check is not replaced either.
@Suite("Output guard")
struct OutputGuardTests {
    static let root = TestPaths.packageRoot.path
    static let sample = root + "/traces/samples/two-fingers.jsonl"
    /// One tap, as `getevent -lt` prints it.
    static let tapLog = """
        [    1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
        [    1.000000] EV_ABS       ABS_MT_POSITION_X    00000100
        [    1.000000] EV_ABS       ABS_MT_POSITION_Y    00000200
        [    1.000000] EV_SYN       SYN_REPORT           00000000
        [    1.050000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [    1.050000] EV_SYN       SYN_REPORT           00000000

        """

    /// Runs `arguments` (with `DIR` replaced by a fresh folder holding `files`, in their text too)
    /// and checks that it exits 64 naming `expected`, with every file unchanged.
    func expectRefusal(_ arguments: [String], files: [String: String], expected: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = files.mapValues { $0.replacingOccurrences(of: "DIR", with: directory.path) }
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let sameInode = directory.appendingPathComponent("hard.jsonl")
        if files["in.jsonl"] != nil {
            try FileManager.default.linkItem(at: directory.appendingPathComponent("in.jsonl"), to: sameInode)
        }
        let result = try CommandRunner.run(arguments.map { $0.replacingOccurrences(of: "DIR", with: directory.path) })
        #expect(result.status == 64, "\(arguments) \(result.stderr)")
        #expect(
            result.stderr.contains(expected.replacingOccurrences(of: "DIR", with: directory.path)), "\(result.stderr)")
        for (name, text) in files {
            #expect(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) == text, "\(name)")
        }
    }

    @Test("import, convert, gate, merge, analyze and synth refuse an output that is one of their inputs")
    func sameFileRefused() throws {
        let trace = try String(contentsOfFile: Self.sample, encoding: .utf8)
        let pointer =
            #"{"type": "pointerdown", "pointerId": 7, "pointerType": "touch", "clientX": 50, "clientY": 60, "timeStamp": 1}"#
        let same = "is the same file as the input"
        try expectRefusal(
            ["import", "--from", "pointer-events", "DIR/in.jsonl", "DIR/in.jsonl"], files: ["in.jsonl": pointer + "\n"],
            expected: "DIR/in.jsonl: \(same) DIR/in.jsonl")
        try expectRefusal(
            ["import", "--from", "pointer-events", "DIR/logs", "DIR/logs"], files: ["logs/a.jsonl": pointer + "\n"],
            expected: "DIR/logs/a.jsonl: \(same) DIR/logs/a.jsonl")
        try expectRefusal(
            ["convert", "DIR/in.jsonl", "DIR/hard.jsonl"], files: ["in.jsonl": trace],
            expected: "DIR/hard.jsonl: \(same) DIR/in.jsonl")
        try expectRefusal(
            [
                "gate", Self.sample, "--gates", Self.root + "/traces/gates.json", "--baseline", "DIR/base.csv",
                "--junit", "DIR/base.csv",
            ], files: ["base.csv": "kept"],
            expected: "--junit DIR/base.csv: \(same) DIR/base.csv (--baseline)")
        try expectRefusal(
            ["analyze", "DIR/corpus", "--partial", "DIR/corpus/old.jsonl"], files: ["corpus/old.jsonl": trace],
            expected: "--partial DIR/corpus/old.jsonl: \(same) DIR/corpus/old.jsonl")
        try expectRefusal(
            ["analyze", "DIR/corpus", "--out", "DIR/corpus"], files: ["corpus/a.jsonl": trace],
            expected: "--out DIR/corpus: is the same folder as the input DIR/corpus")
        try expectRefusal(
            [
                "synth", "--scenario", "browse", "--engine", "fluid", "--users", "1", "--out", "DIR",
                "--config", "DIR/browse/fluid-user00.jsonl",
            ], files: ["browse/fluid-user00.jsonl": "{}"],
            expected: "--out DIR/browse/fluid-user00.jsonl: \(same) DIR/browse/fluid-user00.jsonl (--config)")
    }

    /// The traces a folder walk or a trace list finds are compared as the run opens them
    /// (`OutputGuard.checkForCorpusRun`): refused before a byte is read, valid trace or not, with
    /// the first in input order named whatever the jobs, and nothing written.
    @Test("analyze and gate refuse a trace found by a walk or a list that is one of their outputs", arguments: [1, 3])
    func walkedAndListedTracesRefused(jobs: Int) throws {
        let trace = try String(contentsOfFile: Self.sample, encoding: .utf8)
        let partial = #"{"not": "a trace"}"# + "\n"
        let same = "is the same file as the input"
        let jobs = ["--jobs", "\(jobs)"]
        try expectRefusal(
            ["analyze", "DIR/corpus", "--partial", "DIR/corpus/old.jsonl", "--skip-invalid"] + jobs,
            files: ["corpus/a.jsonl": trace, "corpus/old.jsonl": partial],
            expected: "--partial DIR/corpus/old.jsonl: \(same) DIR/corpus/old.jsonl")
        let list = #"{"type":"trace","path":"DIR/a.jsonl"}"# + "\n" + #"{"type":"trace","path":"DIR/b.jsonl"}"# + "\n"
        try expectRefusal(
            ["analyze", "--traces-from", "DIR/list.jsonl", "--partial", "DIR/b.jsonl", "--skip-invalid"] + jobs,
            files: ["a.jsonl": trace, "b.jsonl": partial, "list.jsonl": list],
            expected: "--partial DIR/b.jsonl: \(same) DIR/b.jsonl; an output never replaces")
        try expectRefusal(
            ["analyze", "--traces-from", "DIR/list.jsonl", "--partial", "DIR/list.jsonl"] + jobs,
            files: ["a.jsonl": trace, "b.jsonl": trace, "list.jsonl": list],
            expected: "--partial DIR/list.jsonl: \(same) DIR/list.jsonl (--traces-from)")
        // A report folder inside the corpus: its schema.json is a trace to the walk the second time.
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try Data(trace.utf8).write(to: corpus.appendingPathComponent("a.jsonl"))
        let reports = corpus.appendingPathComponent("reports").path
        let first = try CommandRunner.run(["analyze", corpus.path, "--out", reports] + jobs)
        #expect(first.status == 0, "\(first.stderr)")
        let schema = try Data(contentsOf: URL(fileURLWithPath: reports + "/schema.json"))
        let again = try CommandRunner.run(["analyze", corpus.path, "--out", reports] + jobs)
        #expect(again.status == 64)
        #expect(
            again.stderr.contains(
                "--out \(reports): holds \(reports)/schema.json, which \(same) \(reports)/schema.json"),
            "\(again.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: reports + "/schema.json")) == schema)
        #expect(try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() == ["a.jsonl", "reports"])
        try expectRefusal(
            ["gate", "DIR/corpus", "--gates", Self.root + "/traces/gates.json", "--junit", "DIR/corpus/b.jsonl"] + jobs,
            files: ["corpus/a.jsonl": trace, "corpus/b.jsonl": trace],
            expected: "--junit DIR/corpus/b.jsonl: \(same) DIR/corpus/b.jsonl")
    }

    @Test("merge refuses --partial over one of the partials it merges")
    func mergeOverItsInput() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let partial = directory.appendingPathComponent("a.partial").path
        #expect(try CommandRunner.run(["analyze", Self.sample, "--partial", partial]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: partial))
        let result = try CommandRunner.run(["merge", partial, "--partial", partial])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--partial \(partial): is the same file as the input \(partial)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: partial)) == before)
    }
}
