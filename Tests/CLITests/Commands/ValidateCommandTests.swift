import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace validate")
struct ValidateCommandTests {
    @Test("the bundled corpus is valid: exit 0 and a closing count line")
    func bundledTracesAreValid() throws {
        let result = try CommandRunner.run(["validate", "traces/"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(" valid, 0 invalid"), "\(last)")
        #expect(!result.stdout.contains(": error:"))
    }

    @Test("every invalid fixture is named with its line, and the exit code is 65")
    func invalidFixturesFail() throws {
        let folder = TestPaths.fixture("invalid")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".json") || $0.hasSuffix(".ndjson") }
        #expect(files.count >= 10)
        let result = try CommandRunner.run(["validate", "Tests/Fixtures/invalid/"])
        #expect(result.status == 65)
        for file in files {
            let pattern = "Tests/Fixtures/invalid/\(file):[0-9]+:[0-9]+: error: "
            #expect(result.stdout.range(of: pattern, options: .regularExpression) != nil, "no error line for \(file)")
        }
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("\(files.count) traces: 0 valid, \(files.count) invalid"), "\(last)")
    }

    @Test("--format jsonl gives one object per problem, per trace, and a summary")
    func jsonlOutput() throws {
        let result = try CommandRunner.run([
            "validate", "--format", "jsonl", "Tests/Fixtures/invalid/time-backwards.jsonl",
        ])
        #expect(result.status == 65)
        let objects = try result.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        #expect(objects.map { $0["type"] as? String } == ["problem", "trace", "summary"])
        #expect(objects[0]["kind"] as? String == "timeWentBackwards")
        #expect(objects[1]["status"] as? String == "invalid")
    }

    @Test("--lenient keeps a trace with bad events usable, and counts what it skipped")
    func lenient() throws {
        let result = try CommandRunner.run(["validate", "--lenient", "Tests/Fixtures/invalid/time-backwards.jsonl"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains(": warning: "))
        #expect(result.stdout.contains("skipped"))
    }

    @Test("unknown event types warn by default and fail under --strict")
    func strictUnknownTypes() throws {
        let relaxed = try CommandRunner.run(["validate", "Tests/Fixtures/unknown-type.jsonl"])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains(": warning: "))
        let strict = try CommandRunner.run(["validate", "--strict", "Tests/Fixtures/unknown-type.jsonl"])
        #expect(strict.status == 65)
        #expect(strict.stdout.contains(": error: "))
    }

    @Test("a missing path is a usage error (64)")
    func missingPath() throws {
        let result = try CommandRunner.run(["validate", "no/such/folder"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("no/such/folder"))
    }
}
