import Foundation
import Testing
import _TestSupport

@Suite("Recording endpoint killed with SIGKILL mid-stream", .timeLimit(.minutes(2)))
struct EndpointFaultTests {
    /// Synchronous on purpose: the uploads and this kill loop run on threads of their own and
    /// sleep with `Thread.sleep`, so their timing never waits for a free thread of Swift's shared
    /// concurrency pool, which other tests running in parallel may be holding (starved, the loop
    /// once saw every session finished before its first kill).
    @Test("clients retrying across kills and restarts: every acknowledged event on disk exactly once")
    func killAndRestart() throws {
        let directory = try TestPaths.temporaryDirectory("endpoint-fault")
        let server = RecordProcess(directory: directory)
        try server.start()
        defer { server.kill() }
        let url = URL(string: "http://127.0.0.1:\(server.port)")!
        let (sessions, events) = (4, 24_000)
        let uploads = ThreadResult {
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
                Thread.sleep(forTimeInterval: 0.005)
                waited += 1
            }
            Thread.sleep(forTimeInterval: 0.015 * Double(kill))
            acknowledged = Self.sessionBytes(in: directory)
            unfinishedAtKill.append(sessions - Self.finishedSessions(in: directory))
            server.kill()
            try server.start()
        }
        #expect(unfinishedAtKill.allSatisfy { $0 > 0 }, "sessions still uploading at each kill: \(unfinishedAtKill)")
        let errors = uploads.wait()
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

/// The result of `body`, run on a thread of its own (not on Swift's concurrency pool).
final class ThreadResult<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    init(_ body: @escaping @Sendable () -> Value) {
        Thread.detachNewThread {
            self.value = body()
            self.done.signal()
        }
    }

    /// Waits for `body` to return (the semaphore orders its write before this read).
    func wait() -> Value {
        done.wait()
        return value!
    }
}
