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
        let (sessions, events) = (4, 3_000)
        let uploads = Task.detached {
            UploadRun.upload(
                to: url, sessions: sessions, events: events, linesPerChunk: 50, prefix: "fault", maximumAttempts: 200)
        }
        var unfinishedAtKill: [Int] = []
        for kill in 0..<4 {
            try await Task.sleep(for: .milliseconds(100 + 100 * kill))
            unfinishedAtKill.append(sessions - Self.finishedSessions(in: directory))
            server.kill()
            try server.start()
        }
        // The kills did come mid-stream: sessions were still being uploaded at the first one.
        #expect(unfinishedAtKill[0] > 0, "\(unfinishedAtKill)")
        let errors = await uploads.value
        #expect(errors.isEmpty, "\(errors)")
        let problems = UploadRun.check(directory: directory, sessions: sessions, events: events, prefix: "fault")
        #expect(problems.isEmpty, "\(problems)")
    }

    static func finishedSessions(in directory: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".jsonl") }
            .count
    }
}
