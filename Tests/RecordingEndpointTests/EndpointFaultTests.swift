import Foundation
import Testing
import _TestSupport

@Suite("Recording endpoint killed with SIGKILL mid-stream", .timeLimit(.minutes(2)))
struct EndpointFaultTests {
    @Test("clients retrying across kills and restarts: every acknowledged event on disk exactly once")
    func killAndRestart() async throws {
        let directory = try TestPaths.temporaryDirectory("endpoint-fault")
        let server = RecordProcess(directory: directory)
        try server.start()
        defer { server.kill() }
        let url = URL(string: "http://127.0.0.1:\(server.port)")!
        let (sessions, events) = (4, 24_000)
        let uploads = Task.detached {
            UploadRun.upload(
                to: url, sessions: sessions, events: events, linesPerChunk: 50, prefix: "fault", maximumAttempts: 200)
        }
        // Each kill comes right after the server acknowledged a new chunk (so it is mid-stream), at a
        // different distance from that chunk: 0, 15, 30, 45 ms.
        var unfinishedAtKill: [Int] = []
        // Progress is measured by the bytes of every session file, unfinished or finished, which
        // only grow (finishing renames a file; counting chunk-index lines would drop when a session
        // finishes and make the loop wait until every session is done).
        var acknowledged = 0
        for kill in 0..<4 {
            var waited = 0
            while Self.sessionBytes(in: directory) <= acknowledged && waited < 2_000 {
                try await Task.sleep(for: .milliseconds(5))
                waited += 1
            }
            try await Task.sleep(for: .milliseconds(15 * kill))
            acknowledged = Self.sessionBytes(in: directory)
            unfinishedAtKill.append(sessions - Self.finishedSessions(in: directory))
            server.kill()
            try server.start()
        }
        #expect(unfinishedAtKill.allSatisfy { $0 > 0 }, "sessions still uploading at each kill: \(unfinishedAtKill)")
        let errors = await uploads.value
        #expect(errors.isEmpty, "\(errors)")
        let problems = UploadRun.check(directory: directory, sessions: sessions, events: events, prefix: "fault")
        #expect(problems.isEmpty, "\(problems)")
    }

    static func finishedSessions(in directory: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".jsonl") }
            .count
    }

    /// The bytes of every session's data file, in `.partial/` or renamed into place.
    static func sessionBytes(in directory: URL) -> Int {
        let partial = directory.appendingPathComponent(".partial")
        var total = 0
        for folder in [directory, partial] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".jsonl") {
                let path = folder.appendingPathComponent(name).path
                total += ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            }
        }
        return total
    }

}
