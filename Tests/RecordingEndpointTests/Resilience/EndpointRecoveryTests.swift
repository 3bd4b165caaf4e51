import Foundation
import RecordingEndpoint
import Testing
import _TestSupport

@Suite("Recording endpoint after a restart or crash (docs/recording-endpoint.md)", .timeLimit(.minutes(1)))
struct EndpointRecoveryTests {
    let lines = TraceLines.session(events: 60)

    @Test("a restarted server resumes an unfinished session at the next sequence")
    func restartResumes() async throws {
        let first = try TestEndpoint()
        #expect(
            try await EndpointClient.post(first.url, path: "v1/sessions/s/chunks/0", body: lines[0..<21].joined())
                .status == 200)
        #expect(
            try await EndpointClient.post(first.url, path: "v1/sessions/s/chunks/1", body: lines[21..<41].joined())
                .status == 200)
        first.close()
        let second = try TestEndpoint(directory: first.directory)
        defer { second.close() }
        let duplicate = try await EndpointClient.post(
            second.url, path: "v1/sessions/s/chunks/1", body: lines[21..<41].joined())
        #expect(duplicate.status == 200 && duplicate.body.contains(#""status":"duplicate""#))
        let gap = try await EndpointClient.post(second.url, path: "v1/sessions/s/chunks/3", body: lines[41...].joined())
        #expect(gap.status == 409 && gap.body.contains("expected sequence 2"))
        // The reader's state is recovered too: the previous event's time (39 ms, line 41).
        let backwards = try await EndpointClient.post(
            second.url, path: "v1/sessions/s/chunks/2",
            body: #"{"type":"touch","t":5,"id":3,"phase":"began","x":0,"y":0}"# + "\n")
        #expect(backwards.status == 422 && backwards.body.contains(#""line":42"#))
        #expect(backwards.body.contains("before the previous event's 39 ms (line 41)"))
        #expect(
            try await EndpointClient.post(second.url, path: "v1/sessions/s/chunks/2", body: lines[41...].joined())
                .status == 200)
        #expect(try await EndpointClient.post(second.url, path: "v1/sessions/s/finish").status == 200)
        #expect(second.finishedText("s") == lines.joined())
    }

    @Test("bytes a crash left after the last acknowledged chunk are cut off; --finish-stale finishes sessions")
    func crashLeftovers() throws {
        let directory = try TestPaths.temporaryDirectory("endpoint")
        let partial = directory.appendingPathComponent(".partial")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        let acknowledged = lines[0..<21].joined()
        // Chunk 0 acknowledged; chunk 1 written but its index line torn (never acknowledged).
        try (acknowledged + lines[21..<30].joined()).write(
            to: partial.appendingPathComponent("s.jsonl"), atomically: false, encoding: .utf8)
        try "0 0 \(acknowledged.utf8.count)\n1 \(acknowledged.utf8.count) 9".write(
            to: partial.appendingPathComponent("s.chunks"), atomically: false, encoding: .utf8)
        // A data file with no index: nothing proves this server wrote it, so it is left as it is.
        try lines[0..<3].joined().write(
            to: partial.appendingPathComponent("empty.jsonl"), atomically: false, encoding: .utf8)
        // An index that acknowledges nothing (a crash before the first acknowledgement): removed.
        try lines[0..<3].joined().write(
            to: partial.appendingPathComponent("early.jsonl"), atomically: false, encoding: .utf8)
        try "".write(to: partial.appendingPathComponent("early.chunks"), atomically: false, encoding: .utf8)
        let result = try CommandRunner.run(["record", "--finish-stale", "--out", directory.path])
        #expect(result.stdout.contains("s.jsonl: finished: 20 events in 1 chunks"))
        #expect(result.stdout.contains("empty.jsonl: kept: \(partial.path)/empty.jsonl has no chunk index"))
        #expect(result.stdout.contains("early.jsonl: removed: no acknowledged chunk"))
        #expect(result.status == 65)
        let untouched = try String(contentsOf: partial.appendingPathComponent("empty.jsonl"), encoding: .utf8)
        #expect(untouched == lines[0..<3].joined())
        #expect(!FileManager.default.fileExists(atPath: partial.appendingPathComponent("early.jsonl").path))
        #expect(!FileManager.default.fileExists(atPath: partial.appendingPathComponent("early.chunks").path))
        let finished = try String(contentsOf: directory.appendingPathComponent("s.jsonl"), encoding: .utf8)
        #expect(finished == acknowledged)
        let validate = try CommandRunner.run(["validate", directory.appendingPathComponent("s.jsonl").path])
        #expect(validate.status == 0)
    }
}
