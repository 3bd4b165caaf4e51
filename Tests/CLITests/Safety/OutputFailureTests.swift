import Foundation
import Testing
import _TestSupport

/// docs/output-safety.md under failure: a full disk while `analyze --out` or `convert` writes, and
/// a `SIGTERM` while `convert` is half-way. Each leaves the old output as it was and nothing beside it.
@Suite("Output safety under failure")
struct OutputFailureTests {
    /// Runs the command with a file-size limit of `kilobytes` and `SIGXFSZ` ignored, so a write
    /// past the limit fails with `EFBIG` as a write to a full disk fails with `ENOSPC`.
    static func fullDisk(kilobytes: Int) -> [String] {
        ["/bin/bash", "-c", "trap '' XFSZ; ulimit -f \(kilobytes); exec \"$0\" \"$@\""]
    }

    /// Every file of `folder`, by name, with its bytes.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            found[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return found
    }

    static func hidden(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }.sorted()
    }

    @Test("a full disk during analyze --out: exit 64 naming the file, the old report set kept whole")
    func fullDiskDuringReports() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("reports")
        let first = try CommandRunner.run(["analyze", "traces/samples/", "--out", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.contents(out)
        // The bundled corpus's intents.csv alone is far over 16 KB.
        let full = try CommandRunner.run(
            ["analyze", "traces/", "--out", out.path], launcher: Self.fullDisk(kilobytes: 16))
        #expect(full.status == 64, "\(full.stderr)")
        #expect(full.stderr.contains("File too large"), "\(full.stderr)")
        #expect(full.stderr.contains(directory.path), "the message names the file: \(full.stderr)")
        #expect(try Self.contents(out) == before)
        #expect(try Self.hidden(in: directory).isEmpty)
    }

    @Test("a full disk during convert: exit 64, the old output kept, no temporary file left")
    func fullDiskDuringConvert() throws {
        let (directory, input, output) = try Self.convertFolder(cycles: 2000)
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = try CommandRunner.run(
            ["convert", input.path, output.path], launcher: Self.fullDisk(kilobytes: 16))
        #expect(full.status == 64, "\(full.stderr)")
        #expect(full.stderr.contains("File too large"), "\(full.stderr)")
        #expect(try Data(contentsOf: output) == Data("old".utf8))
        #expect(try Self.hidden(in: directory).isEmpty)
    }

    @Test("SIGTERM while convert writes: the temporary file is removed, the old output kept")
    func terminatedConvert() throws {
        let (directory, input, output) = try Self.convertFolder(cycles: 60_000)
        defer { try? FileManager.default.removeItem(at: directory) }

        let (process, seen) = try Self.terminateOnceWriting(["convert", input.path, output.path], in: directory)
        #expect(seen, "convert finished before its temporary file was seen: make the input longer")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try Data(contentsOf: output) == Data("old".utf8))
        let left = try Self.hidden(in: directory)
        #expect(left.isEmpty, "\(left)")
    }

    @Test("SIGTERM while analyze --out streams its reports: the new folder is removed, the old set kept")
    func terminatedAnalyze() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("reports")
        let first = try CommandRunner.run(["analyze", "traces/samples/", "--out", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.contents(out)

        let (process, seen) = try Self.terminateOnceWriting(
            ["analyze", "traces/", "--out", out.path, "--jobs", "1"], in: directory)
        #expect(seen, "analyze finished before its new folder was seen")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try Self.contents(out) == before)
        let left = try Self.hidden(in: directory)
        #expect(left.isEmpty, "\(left)")
    }

    /// Starts `gesturetrace ARGS` in the package root, waits until its output's temporary file or
    /// folder (a hidden name) appears in `directory`, sends `SIGTERM` and waits for the end
    /// (`waitBounded`). `seen`: the temporary output was there when the signal was sent.
    static func terminateOnceWriting(_ arguments: [String], in directory: URL) throws -> (Process, seen: Bool) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = TestPaths.packageRoot
        // Its own /dev/null handle, not the shared FileHandle.nullDevice: no descriptor shared
        // with processes other tests start at the same time.
        let null = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        process.standardOutput = null
        process.standardError = null
        try process.run()
        var seen = false
        for _ in 0..<20_000 where process.isRunning {
            if try !hidden(in: directory).isEmpty {
                seen = true
                break
            }
            usleep(500)
        }
        process.terminate()
        waitBounded(process)
        return (process, seen)
    }

    /// Waits for `process` to end, at most 30 s: a cleanup handler that deadlocks must fail the
    /// test, not hang the suite. Past that, the process is killed and the hang recorded.
    static func waitBounded(_ process: Process) {
        for _ in 0..<3000 where process.isRunning { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("the process did not end within 30 s of SIGTERM (a hang in its signal handler?)")
        }
        process.waitUntilExit()
    }

    /// A valid trace of `cycles` taps (about 3 lines each).
    /// A fresh folder holding a long trace to convert (`long.jsonl`) and an old output
    /// (`out.json`, holding "old") that a failed convert must leave as it was.
    static func convertFolder(cycles: Int) throws -> (directory: URL, input: URL, output: URL) {
        let directory = try TestPaths.temporaryDirectory()
        let input = directory.appendingPathComponent("long.jsonl")
        try longTrace(cycles: cycles).write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.json")
        try Data("old".utf8).write(to: output)
        return (directory, input, output)
    }

    static func longTrace(cycles: Int) -> String {
        var lines = [
            #"{"type":"header","format":"gesture-trace","version":1,"clock":"ms","device":{"refreshHz":60},"#
                + #""screen":{"width":390,"height":844},"scene":{"kind":"media-viewer","initial":"source"}}"#
        ]
        lines.reserveCapacity(cycles * 3 + 1)
        for cycle in 0..<cycles {
            let t = 1000 + cycle * 100
            let id = cycle + 1
            lines.append(#"{"type":"touch","t":\#(t),"id":\#(id),"phase":"began","x":100,"y":300}"#)
            lines.append(#"{"type":"touch","t":\#(t + 8),"id":\#(id),"phase":"moved","x":101,"y":300}"#)
            lines.append(#"{"type":"touch","t":\#(t + 40),"id":\#(id),"phase":"ended","x":101,"y":300}"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
