import Foundation
import Testing
import _TestSupport

/// Issue 14, "Outputs that destroy or lose data": each reproducer, kept as a test
/// (docs/output-safety.md).
@Suite("Output safety")
struct OutputSafetyTests {
    static let sample = "traces/samples/two-fingers.jsonl"

    /// Runs `gesturetrace ARGS REDIRECTIONS` through `/bin/sh`, for stdout set-ups a `Process`
    /// cannot make (closed, `/dev/full`, a closed pipe with `SIGPIPE` ignored).
    static func shell(_ script: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CommandRunner.executable.path]
        process.currentDirectoryURL = TestPaths.packageRoot
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func leftovers(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }.sorted()
    }

    @Test("convert to a folder refuses with 64 and leaves the folder and its files alone")
    func convertRefusesFolder() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim.json")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: victim.appendingPathComponent("keep"))
        let result = try CommandRunner.run(["convert", Self.sample, victim.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("victim.json: is a folder"))
        #expect(FileManager.default.contents(atPath: victim.appendingPathComponent("keep").path) == Data("keep".utf8))
        #expect(try Self.leftovers(in: directory).isEmpty)
    }

    @Test("convert does not follow a link planted at the old temporary name, and leaves no temporary file")
    func convertIgnoresPlantedLink() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: target)
        let out = directory.appendingPathComponent("out.json")
        try FileManager.default.createSymbolicLink(atPath: out.path + ".partial", withDestinationPath: target.path)
        let invalid = try CommandRunner.run(["convert", "Tests/Fixtures/invalid/time-backwards.jsonl", out.path])
        #expect(invalid.status == 65)
        let valid = try CommandRunner.run(["convert", Self.sample, out.path])
        #expect(valid.status == 0, "\(valid.stderr)")
        #expect(FileManager.default.contents(atPath: target.path) == Data("precious".utf8))
        #expect(try Self.leftovers(in: directory).isEmpty)
    }

    @Test("an invalid input keeps the existing output as it was")
    func invalidInputKeepsOutput() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.jsonl")
        #expect(try CommandRunner.run(["convert", Self.sample, out.path]).status == 0)
        let before = try Data(contentsOf: out)
        let result = try CommandRunner.run(["convert", "Tests/Fixtures/invalid/time-backwards.jsonl", out.path])
        #expect(result.status == 65)
        #expect(try Data(contentsOf: out) == before)
        #expect(try Self.leftovers(in: directory).isEmpty)
    }

    @Test("concurrent converts to one output all succeed and leave one complete output")
    func concurrentConverts() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = "traces/synthetic/browse/fluid-user01.jsonl"
        let reference = directory.appendingPathComponent("reference.json")
        #expect(try CommandRunner.run(["convert", input, reference.path]).status == 0)
        let out = directory.appendingPathComponent("out.json").path
        // Started together, waited for together (a shell's `wait` can hang here: the test
        // process's threads block SIGCHLD, and a spawned shell inherits that).
        let processes = (1...4).map { _ in
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["convert", input, out]
            process.currentDirectoryURL = TestPaths.packageRoot
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(FileManager.default.contents(atPath: out) == (try Data(contentsOf: reference)))
        #expect(try Self.leftovers(in: directory).isEmpty)
    }

    @Test(
        "lost stdout exits 64 with a message",
        arguments: [
            ("\"$0\" inspect \(sample) >&-", "Bad file descriptor"),
            ("\"$0\" inspect \(sample) > /dev/full", "No space left on device"),
            ("trap '' PIPE; { \"$0\" analyze traces/ --jobs 1; echo \"status=$?\" >&2; } | true", "Broken pipe"),
        ])
    func lostStandardOutput(script: String, reason: String) throws {
        let result = try Self.shell(script + (script.hasPrefix("trap") ? "" : "; echo \"status=$?\" >&2"))
        #expect(result.stderr.contains("cannot write the results to standard output: \(reason)"), "\(result.stderr)")
        #expect(result.stderr.contains("status=64"), "\(result.stderr)")
    }

    @Test("analyze --out replaces the whole report set and leaves nothing beside it")
    func reportSetSwapped() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("build/reports")
        let first = try CommandRunner.run(["analyze", "traces/scenarios/", "--out", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try CommandRunner.run(["analyze", "traces/samples/", "--out", out.path + "/"])
        #expect(second.status == 0, "\(second.stderr)")
        let traces = try String(contentsOf: out.appendingPathComponent("traces.csv"), encoding: .utf8)
        #expect(traces.contains("traces/samples/") && !traces.contains("traces/scenarios/"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("build").path)
                == ["reports"])
        let attributes = try FileManager.default.attributesOfItem(atPath: out.path)
        #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o055 != 0, "the folder is not left private")
    }

    @Test("analyze --out refuses a folder holding other files, and a file")
    func reportFolderRefusals() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notes = directory.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)
        let result = try CommandRunner.run(["analyze", "traces/samples/", "--out", directory.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("holds notes.txt, which is not a report"))
        #expect(FileManager.default.contents(atPath: notes.path) == Data("mine".utf8))
        let onFile = try CommandRunner.run(["analyze", "traces/samples/", "--out", notes.path])
        #expect(onFile.status == 64)
        #expect(onFile.stderr.contains("exists and is not a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
    }

    @Test("folder walks name what they skip, on stderr and in traces.csv, and a FIFO never blocks")
    func folderWalkSkips() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("corpus")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        for folder in [corpus, elsewhere] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let trace = try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(Self.sample))
        try trace.write(to: corpus.appendingPathComponent("good.jsonl"))
        try trace.write(to: elsewhere.appendingPathComponent("behind-link.jsonl"))
        try FileManager.default.createSymbolicLink(
            atPath: corpus.appendingPathComponent("linked").path, withDestinationPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(
            atPath: corpus.appendingPathComponent("dangling.jsonl").path, withDestinationPath: "/nonexistent.jsonl")
        #expect(mkfifo(corpus.appendingPathComponent("fifo.jsonl").path, 0o644) == 0)
        var name = Array(corpus.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".jsonl".utf8) + [0]
        let fd = name.withUnsafeMutableBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        close(fd)

        let validate = try CommandRunner.run(["validate", corpus.path])
        #expect(validate.status == 65)
        let expected = [
            "caf\\xE9.jsonl:0:0: error: skipped: the name is not UTF-8",
            "dangling.jsonl:0:0: error: skipped: dangling symbolic link",
            "fifo.jsonl:0:0: error: skipped: not a regular file (a FIFO)",
            "linked:0:0: error: skipped: symbolic link to a folder, not followed",
        ]
        for line in expected { #expect(validate.stdout.contains(line), "\(validate.stdout)") }
        #expect(validate.stdout.contains("5 traces: 1 valid, 4 invalid"))

        let reports = directory.appendingPathComponent("reports")
        let analyze = try CommandRunner.run(["analyze", corpus.path, "--skip-invalid", "--out", reports.path])
        #expect(analyze.status == 0, "\(analyze.stderr)")
        #expect(analyze.stderr.contains("fifo.jsonl: failed: skipped: not a regular file (a FIFO)"))
        let table = try String(contentsOf: reports.appendingPathComponent("traces.csv"), encoding: .utf8)
        #expect(table.contains("/linked,failed,\"skipped: symbolic link to a folder, not followed"))
        #expect(table.contains("/dangling.jsonl,failed,skipped: dangling symbolic link"))
        #expect(table.contains("/good.jsonl,loaded"))
        #expect(!table.contains("behind-link"))
    }

    /// As root every folder is readable: the unreadable-folder test then runs the tool as `nobody`
    /// through util-linux's `setpriv` (present on Debian), so it runs in CI too.
    static let unprivileged: [String]? =
        geteuid() != 0
        ? []
        : FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
            ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : nil

    @Test("an unreadable folder is named, not skipped silently", .enabled(if: unprivileged != nil))
    func unreadableFolder() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer {
            chmod(directory.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(Self.sample))
            .write(to: locked.appendingPathComponent("hidden.jsonl"))
        chmod(locked.path, 0)
        let result = try CommandRunner.run(["validate", directory.path], launcher: Self.unprivileged ?? [])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdout.contains("locked:0:0: error: skipped: cannot open the folder: Permission denied"))
    }
}
