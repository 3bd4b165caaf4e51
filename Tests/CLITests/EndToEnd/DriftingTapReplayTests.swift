import Foundation
import Testing
import _TestSupport

/// What the engines do with a drifting tap (a finger that slid 14 pt in 50 ms and lifted at
/// 69 ms), replayed through the CLI: on the source screen it is a tap and presents (the old rules
/// called it a swipe, which presents nothing); on the viewer the pan that began at 10 pt starts an
/// interactive dismiss and the release sends it back (docs/recognition.md, "Drifting taps").
@Suite("drifting taps, replayed")
struct DriftingTapReplayTests {
    private func replay(_ trace: String, _ engine: String) throws -> [[String: Any]] {
        let result = try CommandRunner.run([
            "replay", "Tests/Fixtures/recognition/\(trace).jsonl", "--engine", engine, "--format", "jsonl",
        ])
        #expect(result.status == 0)
        return try result.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    @Test("on the source a drifting tap presents", arguments: ["fluid", "legacy"])
    func presentsOnTheSource(engine: String) throws {
        let gestures = try CommandRunner.run([
            "gestures", "--format", "jsonl", "Tests/Fixtures/recognition/drifting-tap-on-source.jsonl",
        ])
        #expect(gestures.stdout.contains("\"kind\":\"tap\""))
        let records = try replay("drifting-tap-on-source", engine)
        let transition = try #require(records.first { $0["kind"] as? String == "transition" })
        #expect(transition["operation"] as? String == "present")
        #expect(transition["trigger"] as? String == "tap")
        #expect(transition["outcome"] as? String == "completed")
    }

    @Test("on the viewer the provisional pan's dismiss goes back", arguments: ["fluid", "legacy"])
    func dismissGoesBackOnTheViewer(engine: String) throws {
        let records = try replay("drifting-tap-on-destination", engine)
        let transitions = records.filter { $0["kind"] as? String == "transition" }
        #expect(transitions.count == 1)
        #expect(transitions.first?["operation"] as? String == "dismiss")
        #expect(transitions.first?["outcome"] as? String == "cancelled")
    }
}
