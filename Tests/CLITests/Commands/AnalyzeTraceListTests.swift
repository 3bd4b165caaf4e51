import Foundation
import Testing
import _TestSupport

/// `analyze --list-traces` and `analyze --traces-from FILE` (docs/scale-out.md, "The walk as a
/// list"): the walk printed item by item, and read back to analyse exactly what it named.
@Suite("gesturetrace analyze --list-traces and --traces-from")
struct AnalyzeTraceListTests {
    /// A folder whose names trip other readers: `_` and `.` first (hidden from Hadoop), a `:`, a
    /// space, a line feed, non-ASCII, a subfolder; and what the walk leaves out or skips: a hidden
    /// folder, a gate configuration, a text file and a link to a trace.
    private static func awkwardFolder(in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent("corpus")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent(".hid"), withIntermediateDirectories: true)
        let trace = try Data(contentsOf: TestPaths.trace("samples/cancelled-touch.jsonl"))
        for name in [
            "_x.jsonl", ".x.jsonl", "a:b.jsonl", "sp ace.jsonl", "new\nline.jsonl", "é.jsonl", "sub/y.ndjson",
            ".hid/z.jsonl",
        ] {
            try trace.write(to: folder.appendingPathComponent(name))
        }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("gate.json"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.jsonl").path,
            withDestinationPath: TestPaths.trace("samples/cancelled-touch.jsonl").path)
        return folder
    }

    @Test("--list-traces prints every item of the walk in its order, one JSON object a line")
    func listsTheWalk() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.awkwardFolder(in: directory)
        let result = try CommandRunner.run(["analyze", "corpus", "--list-traces"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = [
            #"{"type":"trace","path":"corpus/.x.jsonl"}"#,
            #"{"type":"trace","path":"corpus/_x.jsonl"}"#,
            #"{"type":"trace","path":"corpus/a:b.jsonl"}"#,
            #"{"type":"skipped","path":"corpus/link.jsonl","reason":"symbolic link, not followed (give the file itself)"}"#,
            #"{"type":"trace","path":"corpus/new\nline.jsonl"}"#,
            #"{"type":"trace","path":"corpus/sp ace.jsonl"}"#,
            #"{"type":"trace","path":"corpus/sub/y.ndjson"}"#,
            #"{"type":"trace","path":"corpus/é.jsonl"}"#,
        ]
        #expect(result.stdout == expected.map { $0 + "\n" }.joined())
        // What the walk leaves out is said on stderr, as for every command.
        #expect(result.stderr.contains("note: corpus/.hid: left out: hidden folder"))
        #expect(result.stderr.contains("note: corpus/gate.json: left out: a gate configuration"))
    }

    @Test("--traces-from the list gives the partial, the text and the exit status of the walk")
    func readsTheListBack() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.awkwardFolder(in: directory)
        let list = try CommandRunner.run(["analyze", "corpus", "--list-traces"], in: directory)
        try Data(list.stdout.utf8).write(to: directory.appendingPathComponent("list.jsonl"))
        let walked = try CommandRunner.run(
            ["analyze", "corpus", "--engine", "fluid", "--partial", "walked.partial"], in: directory)
        let listed = try CommandRunner.run(
            ["analyze", "--traces-from", "list.jsonl", "--engine", "fluid", "--partial", "listed.partial"],
            in: directory)
        // The link is skipped (and failed) both ways: exit 65, listed with its reason.
        #expect(walked.status == 65)
        #expect(listed.status == 65, "\(listed.stderr)")
        #expect(listed.stdout == walked.stdout)
        #expect(listed.stderr.contains("corpus/link.jsonl: failed: skipped: symbolic link, not followed"))
        let walkedPartial = try Data(contentsOf: directory.appendingPathComponent("walked.partial"))
        let listedPartial = try Data(contentsOf: directory.appendingPathComponent("listed.partial"))
        #expect(listedPartial == walkedPartial)
        #expect(String(decoding: listedPartial, as: UTF8.self).contains("trace\tcorpus/a:b.jsonl\nloaded"))
    }

    @Test("a bad line of the list is named with its file and line, exit 65")
    func badListLine() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = TestPaths.trace("samples/cancelled-touch.jsonl").path
        let list = try TestPaths.write(
            #"{"type":"trace","path":"\#(trace)"}"# + "\n" + #"{"type":"trace"}"# + "\n", named: "list.jsonl",
            in: directory)
        let result = try CommandRunner.run(["analyze", "--traces-from", list])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(list):2: error: field \"path\": missing"), "\(result.stderr)")
    }

    @Test("PATH and --traces-from together, or --list-traces with --out, are usage errors")
    func usage() throws {
        let both = try CommandRunner.run(["analyze", "traces/", "--traces-from", "list.jsonl"])
        #expect(both.status == 64)
        let neither = try CommandRunner.run(["analyze"])
        #expect(neither.status == 64)
        let writes = try CommandRunner.run(["analyze", "traces/", "--list-traces", "--out", "x"])
        #expect(writes.status == 64)
    }
}
