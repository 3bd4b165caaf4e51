import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace inspect and convert")
struct InspectConvertCommandTests {
    static let samples = [
        "samples/tap.jsonl", "samples/pan-dismiss.jsonl", "samples/cancelled-touch.jsonl",
        "samples/two-fingers.jsonl", "samples/open-close-with-intents.json",
    ]

    @Test("inspect --format json is the same for a trace in both forms", arguments: samples)
    func sameJSONInBothForms(sample: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = "traces/" + sample
        let otherForm = directory.appendingPathComponent(sample.hasSuffix(".json") ? "copy.jsonl" : "copy.json").path
        let converted = try CommandRunner.run(["convert", original, otherForm])
        #expect(converted.status == 0, "\(converted.stderr)")
        let a = try CommandRunner.run(["inspect", "--format", "json", original])
        let b = try CommandRunner.run(["inspect", "--format", "json", otherForm])
        #expect(a.status == 0 && b.status == 0)
        #expect(!a.stdout.isEmpty)
        #expect(a.stdout == b.stdout)
    }

    @Test("inspect reports sequences, simultaneous touches, predicted samples and the median interval")
    func inspectFigures() throws {
        let result = try CommandRunner.run(["inspect", "--format", "json", "traces/samples/two-fingers.jsonl"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let touches = json["touches"] as! [String: Any]
        #expect(touches["sequences"] as? Int == 2)
        #expect(touches["maxSimultaneous"] as? Int == 2)
        #expect(touches["predicted"] as? Int == 1)
        #expect(touches["openAtEnd"] as? Int == 0)
        let median = touches["medianSampleIntervalMs"] as! Double
        #expect(abs(median - 8.3) < 0.001)
        let header = json["header"] as! [String: Any]
        #expect((header["scene"] as! [String: Any])["transitionDistance"] as? Double == 422)
    }

    @Test("inspect of the document sample counts every event type")
    func inspectDocument() throws {
        let result = try CommandRunner.run([
            "inspect", "--format", "json", "traces/samples/open-close-with-intents.json",
        ])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let byType = (json["events"] as! [String: Any])["byType"] as! [String: Int]
        #expect(byType["intent"] == 2)
        #expect(byType["frame"] == 1)
        #expect(byType["marker"] == 1)
        #expect(byType["transition"] == 6)
        let transitions = json["transitions"] as! [String: Any]
        #expect(transitions["count"] as? Int == 2)
    }

    @Test("convert twice gives back the same JSON Lines, byte for byte")
    func convertRoundTrip() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let once = directory.appendingPathComponent("once.jsonl").path
        let document = directory.appendingPathComponent("doc.json").path
        let twice = directory.appendingPathComponent("twice.jsonl").path
        #expect(try CommandRunner.run(["convert", "traces/samples/two-fingers.jsonl", once]).status == 0)
        #expect(try CommandRunner.run(["convert", once, document]).status == 0)
        #expect(try CommandRunner.run(["convert", document, twice]).status == 0)
        let a = try String(contentsOfFile: once, encoding: .utf8)
        let b = try String(contentsOfFile: twice, encoding: .utf8)
        #expect(!a.isEmpty && a == b)
    }

    @Test("an invalid trace exits 65 and leaves no output behind")
    func invalidInput() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.json").path
        let result = try CommandRunner.run(["convert", "Tests/Fixtures/invalid/time-backwards.jsonl", out])
        #expect(result.status == 65)
        #expect(result.stderr.contains("time-backwards.jsonl:"))
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(!FileManager.default.fileExists(atPath: out + ".partial"))
        let inspect = try CommandRunner.run(["inspect", "Tests/Fixtures/invalid/time-backwards.jsonl"])
        #expect(inspect.status == 65)
    }

    @Test("an unknown extension is a usage error")
    func badExtension() throws {
        let result = try CommandRunner.run(["convert", "traces/samples/tap.jsonl", "/tmp/out.txt"])
        #expect(result.status == 64)
    }
}
