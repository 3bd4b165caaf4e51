import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace gestures and velocity")
struct GesturesVelocityCommandTests {
    private func jsonObjects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    @Test("velocity matches AOSP on a recorded fling, through the whole CLI (ns clock, json-c reader)")
    func velocityOnRecordedFling() throws {
        let trace = "Tests/Fixtures/conformance/aosp/SailfishFlingUpSlow1.jsonl"
        let lsq2 = try jsonObjects(try CommandRunner.run(["velocity", "--format", "jsonl", trace]).stdout)
        #expect(lsq2.count == 1)
        let vx = lsq2[0]["vx"] as! Double
        let vy = lsq2[0]["vy"] as! Double
        #expect(abs(vx - 951.698181) <= 951.698181 * 1e-3)
        #expect(abs(vy - -3044.966064) <= 3044.966064 * 1e-3)
        let impulse = try jsonObjects(
            try CommandRunner.run(["velocity", "--velocity", "impulse", "--format", "jsonl", trace]).stdout)
        let ivy = impulse[0]["vy"] as! Double
        #expect(abs(ivy - -3604.819336) <= 3604.819336 * 0.2)
    }

    @Test("velocity is null where the finger stopped more than 40 ms before lifting")
    func noVelocity() throws {
        let result = try CommandRunner.run([
            "velocity", "--format", "jsonl", "Tests/Fixtures/conformance/aosp/LongDelayBeforeActionUp.jsonl",
        ])
        let records = try jsonObjects(result.stdout)
        #expect(records.count == 1)
        #expect(records[0]["vx"] is NSNull)
    }

    @Test("gestures: a tap, a downward swipe with its progress, a cancelled pan")
    func gestureRecords() throws {
        let tap = try jsonObjects(
            try CommandRunner.run(["gestures", "--format", "jsonl", "traces/samples/tap.jsonl"]).stdout)
        #expect(tap.map { $0["kind"] as? String } == ["tap"])
        #expect(tap[0]["releaseVelocity"] is NSNull)
        #expect(tap[0]["tEnd"] as? Double == 1083.3)

        let pan = try jsonObjects(
            try CommandRunner.run(["gestures", "--format", "jsonl", "traces/samples/pan-dismiss.jsonl"]).stdout)
        #expect(pan.count == 1)
        #expect(pan[0]["kind"] as? String == "swipe")
        #expect(pan[0]["direction"] as? String == "down")
        let velocity = pan[0]["releaseVelocity"] as! [String: Double]
        #expect(velocity["y"]! > 1200)
        // Starts on the destination (p = 1); 215.2 pt down of 422 pt: p = 1 - 215.2/422.
        let progress = pan[0]["progress"] as! Double
        #expect(abs(progress - (1 - 215.2 / 422)) < 1e-6)

        let cancelled = try jsonObjects(
            try CommandRunner.run(["gestures", "--format", "jsonl", "traces/samples/cancelled-touch.jsonl"]).stdout)
        #expect(cancelled.map { $0["state"] as? String } == ["cancelled"])
    }

    @Test("gestures --format csv has the gestures.csv header and one row per gesture")
    func csv() throws {
        let result = try CommandRunner.run([
            "gestures", "--format", "csv", "traces/samples/open-close-with-intents.json",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.first?.hasPrefix("trace,kind,touch_ids,t_begin_ms,") == true)
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("traces/samples/open-close-with-intents.json,tap,1,1000.000,"))
    }

    @Test("an invalid trace exits 65")
    func invalid() throws {
        #expect(try CommandRunner.run(["gestures", "Tests/Fixtures/invalid/began-twice.jsonl"]).status == 65)
        #expect(try CommandRunner.run(["velocity", "Tests/Fixtures/invalid/began-twice.jsonl"]).status == 65)
    }
}
