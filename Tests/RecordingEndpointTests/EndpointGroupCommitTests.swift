import Foundation
import Testing
import _TestSupport

@testable import RecordingEndpoint

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The group commit behind every acknowledgement (docs/recording-endpoint.md "Durability and
/// crashes"): the committer's syncs are replaced by `ScriptedSyncs`, which logs each one (with what
/// the file held when it started), can hold a round until released, and can fail chosen targets.
@Suite("Recording endpoint group commit: acknowledgements, faults and order", .timeLimit(.minutes(1)))
struct EndpointGroupCommitTests {
    let lines = TraceLines.session(events: 40)
    var chunk0: [UInt8] { Array(lines[0..<21].joined().utf8) }
    var chunk1: [UInt8] { Array(lines[21...].joined().utf8) }

    @Test("a chunk is answered only after the sync of its bytes, then the sync of its index line")
    func answerFollowsSyncs() throws {
        let syncs = ScriptedSyncs()
        let (store, directory) = try syncs.store()
        syncs.hold()
        let answers = Answers()
        store.appendChunk(session: "a", sequence: 0, chunk: chunk0, answer: answers.record("a0"))
        try syncs.waitForSyncs(2)  // the data file and the .partial folder (the files are new)
        Thread.sleep(forTimeInterval: 0.1)
        #expect(answers.all.isEmpty, "answered while its data was being synced")
        let partial = directory.appendingPathComponent(".partial")
        #expect(try Data(contentsOf: partial.appendingPathComponent("a.jsonl")) == Data(chunk0))
        #expect(try Data(contentsOf: partial.appendingPathComponent("a.chunks")).isEmpty, "index line before the sync")
        syncs.release()
        try answers.waitFor(1)
        #expect(answers.all.map(\.status) == [200])
        // Each sync started after the bytes it covers were written, and the answer came after the last.
        let data = try #require(syncs.log.first { $0.name == "a.jsonl" })
        #expect(data.contents == String(decoding: chunk0, as: UTF8.self) && data.round == 1)
        #expect(syncs.log.contains { $0.name == ".partial" && $0.round == 1 })
        let index = try #require(syncs.log.first { $0.name == "a.chunks" })
        #expect(index.contents == "0 0 \(chunk0.count)\n" && index.round == 2)
        #expect(syncs.log.allSatisfy { ($0.finished ?? .max) < answers.all[0].time })
        try syncs.waitForRounds(2)
    }

    @Test("chunks of many sessions that arrive during a sync share the next round")
    func roundsAreShared() throws {
        let syncs = ScriptedSyncs()
        let (store, _) = try syncs.store()
        syncs.hold()
        let answers = Answers()
        store.appendChunk(session: "first", sequence: 0, chunk: chunk0, answer: answers.record("first"))
        try syncs.waitForSyncs(1)
        for session in 0..<10 {
            store.appendChunk(session: "s\(session)", sequence: 0, chunk: chunk0, answer: answers.record("s\(session)"))
        }
        syncs.release()
        try answers.waitFor(11)
        #expect(answers.all.allSatisfy { $0.status == 200 })
        // Round 1: first's data and the folder; round 2: first's index, the ten data files and the
        // folder once; round 3: the ten index files.
        try syncs.waitForRounds(3)
        #expect(syncs.names(round: 2).filter { $0.hasSuffix(".jsonl") }.count == 10)
        #expect(syncs.names(round: 2).filter { $0 == ".partial" }.count == 1)
        #expect(syncs.names(round: 3).filter { $0.hasSuffix(".chunks") }.count == 10)
    }

    @Test("a failed sync fails every chunk it covered: none is acknowledged, and their retries store them")
    func failedSyncFailsItsChunks() throws {
        let syncs = ScriptedSyncs()
        let (store, directory) = try syncs.store()
        syncs.hold()
        let answers = Answers()
        store.appendChunk(session: "first", sequence: 0, chunk: chunk0, answer: answers.record("first"))
        try syncs.waitForSyncs(1)
        // The next round syncs the folder for five new sessions: it fails, and so do their chunks;
        // first's index sync in the same round does not name the folder, and succeeds.
        syncs.fail { $0 == ".partial" && syncs.currentRound == 2 }
        for session in 0..<5 {
            store.appendChunk(session: "s\(session)", sequence: 0, chunk: chunk0, answer: answers.record("s\(session)"))
        }
        syncs.release()
        try answers.waitFor(6)
        #expect(answers.status(of: "first") == 200)
        for session in 0..<5 {
            #expect(answers.status(of: "s\(session)") == 500)
            #expect(answers.body(of: "s\(session)").contains("cannot store chunk 0 of session s\(session)"))
            let index = directory.appendingPathComponent(".partial/s\(session).chunks")
            #expect(try Data(contentsOf: index).isEmpty, "an index line for a chunk whose data sync failed")
        }
        // A data file's failed sync fails its chunk alone; so does a failed index sync.
        syncs.fail { $0 == "s0.jsonl" }
        #expect(store.appendChunk(session: "s0", sequence: 0, chunk: chunk0).status == 500)
        syncs.fail { $0 == "s1.chunks" }
        #expect(store.appendChunk(session: "s1", sequence: 0, chunk: chunk0).status == 500)
        #expect(store.appendChunk(session: "s2", sequence: 0, chunk: chunk0).status == 200)
        // Retried with the disk healthy, each is stored once (s1's index line, written before its
        // failed sync, is synced when the session is reopened: the chunk is then a duplicate).
        syncs.fail { _ in false }
        for session in 0..<5 {
            #expect(store.appendChunk(session: "s\(session)", sequence: 0, chunk: chunk0).status == 200)
            #expect(store.appendChunk(session: "s\(session)", sequence: 1, chunk: chunk1).status == 200)
            #expect(store.finish(session: "s\(session)").status == 200)
            let text = try String(contentsOf: directory.appendingPathComponent("s\(session).jsonl"), encoding: .utf8)
            #expect(text == lines.joined())
        }
    }

    @Test("chunks of one session are stored and answered in order, each after the previous one's syncs")
    func orderWithinSession() throws {
        let syncs = ScriptedSyncs()
        let (store, directory) = try syncs.store()
        syncs.hold()
        let answers = Answers()
        store.appendChunk(session: "a", sequence: 0, chunk: chunk0, answer: answers.record("a0"))
        try syncs.waitForSyncs(1)
        // Chunk 1 and a retry of chunk 0 arrive while chunk 0 is being synced: they wait for it.
        let chunk0 = self.chunk0
        let chunk1 = self.chunk1
        Thread.detachNewThread {
            store.appendChunk(session: "a", sequence: 1, chunk: chunk1, answer: answers.record("a1"))
        }
        Thread.detachNewThread {
            store.appendChunk(session: "a", sequence: 0, chunk: chunk0, answer: answers.record("a0 again"))
        }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(answers.all.isEmpty)
        #expect(syncs.log.count == 2, "a later chunk synced while chunk 0 was in flight")
        syncs.release()
        try answers.waitFor(3)
        #expect(answers.all.first?.label == "a0")
        #expect(answers.all.allSatisfy { $0.status == 200 })
        #expect(answers.body(of: "a0 again").contains(#""status":"duplicate""#))
        #expect(answers.body(of: "a1").contains(#""sequence":1,"status":"stored","nextSequence":2"#))
        let text = try String(contentsOf: directory.appendingPathComponent(".partial/a.jsonl"), encoding: .utf8)
        #expect(text == lines.joined())
    }

    @Test("a sync already under way never covers a later request for the same file: that one gets the next round")
    func syncUnderWayDoesNotCoverLaterWrites() throws {
        let syncs = ScriptedSyncs()
        let commit = syncs.commit()
        let file = try TestFile("one\n")
        let answers = Answers()
        syncs.hold()
        commit.sync([file]) { failure in answers.record("first")(.error(failure == nil ? 200 : 500, "")) }
        try syncs.waitForSyncs(1)
        try file.append("two\n")
        commit.sync([file]) { failure in answers.record("second")(.error(failure == nil ? 200 : 500, "")) }
        Thread.sleep(forTimeInterval: 0.1)
        #expect(answers.all.isEmpty)
        syncs.release()
        try answers.waitFor(2)
        try syncs.waitForRounds(2)
        #expect(syncs.log.map(\.contents) == ["one\n", "one\ntwo\n"])
        #expect(answers.all.map(\.label) == ["first", "second"])
        #expect(answers.all.allSatisfy { $0.status == 200 })
    }

    /// Synchronous, with the request on a thread of its own: a task waiting for a thread of Swift's
    /// shared pool, which other tests may hold, could miss the sync it must wait for.
    @Test("over HTTP, the 200 is sent only once the chunk's syncs are done")
    func httpAnswerWaitsForSync() throws {
        let syncs = ScriptedSyncs()
        let (store, directory) = try syncs.store()
        let server = try RecordingServer(host: "127.0.0.1", port: 0, store: store, token: nil)
        defer { try? server.close() }
        syncs.hold()
        var post = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/v1/sessions/h/chunks/0")!)
        post.httpMethod = "POST"
        post.timeoutInterval = 20
        let request = post
        let answers = Answers()
        let answer = answers.record("h")
        let body = Data(chunk0)
        Thread.detachNewThread {
            let done = DispatchSemaphore(value: 0)
            URLSession.shared.uploadTask(with: request, from: body) { data, response, _ in
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                answer(.error(status, String(decoding: data ?? Data(), as: UTF8.self)))
                done.signal()
            }.resume()
            done.wait()
        }
        try syncs.waitForSyncs(1)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(answers.all.isEmpty, "answered before its syncs")
        #expect(syncs.log.allSatisfy { $0.finished == nil })
        syncs.release()
        try answers.waitFor(1)
        #expect(answers.status(of: "h") == 200)
        #expect(syncs.log.contains { $0.name == "h.chunks" && ($0.finished ?? .max) < answers.all[0].time })
        #expect(try Data(contentsOf: directory.appendingPathComponent(".partial/h.jsonl")) == body)
    }
}

/// The committer's syncs for a test: each is logged with its round and what the file held when
/// it started; `hold()` makes them wait until `release()`; `fail(_:)` chooses targets that fail
/// (after a real sync, with EIO).
private final class ScriptedSyncs: @unchecked Sendable {
    struct Entry {
        var round: Int
        var name: String
        /// A file's text when its sync started (nil for a folder).
        var contents: String?
        var finished: UInt64?
    }

    private let condition = NSCondition()
    private var entries: [Entry] = []
    private var held = false
    private var failing: @Sendable (String) -> Bool = { _ in false }
    private weak var committer: GroupCommit?

    /// A committer that syncs through this.
    func commit() -> GroupCommit {
        let commit = GroupCommit { [self] target throws(EndpointIOError) in try sync(target) }
        committer = commit
        return commit
    }

    /// A store in a fresh folder whose committer syncs through this.
    func store() throws -> (SessionStore, URL) {
        let directory = try TestPaths.temporaryDirectory("endpoint-commit")
        return (try SessionStore(directory: directory.path, commit: commit()), directory)
    }

    /// The round being synced (rounds completed so far, plus one).
    var currentRound: Int { (committer?.roundsCompleted ?? 0) + 1 }

    var log: [Entry] { condition.withLock { entries } }

    func names(round: Int) -> [String] { log.filter { $0.round == round }.map(\.name) }

    func hold() { condition.withLock { held = true } }

    func release() {
        condition.withLock {
            held = false
            condition.broadcast()
        }
    }

    func fail(_ predicate: @escaping @Sendable (String) -> Bool) { condition.withLock { failing = predicate } }

    /// Waits until `count` rounds have completed, and checks that no more start.
    func waitForRounds(_ count: Int) throws {
        let deadline = Date().addingTimeInterval(10)
        while currentRound <= count {
            guard Date() < deadline else { throw ScriptError("\(currentRound - 1) rounds, expected \(count)") }
            Thread.sleep(forTimeInterval: 0.005)
        }
        Thread.sleep(forTimeInterval: 0.05)
        guard currentRound == count + 1, !log.contains(where: { $0.round > count }) else {
            throw ScriptError("\(currentRound - 1) rounds, expected \(count)")
        }
    }

    /// Waits until `count` syncs have started.
    func waitForSyncs(_ count: Int) throws {
        let deadline = Date().addingTimeInterval(10)
        while log.count < count {
            guard Date() < deadline else { throw ScriptError("\(log.count) syncs started, expected \(count)") }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    private func sync(_ target: any SyncTarget) throws(EndpointIOError) {
        let name = String(target.path.split(separator: "/").last ?? "")
        let contents = target is SessionFolder ? nil : try? String(contentsOfFile: target.path, encoding: .utf8)
        let position = condition.withLock {
            entries.append(Entry(round: currentRound, name: name, contents: contents))
            let position = entries.count - 1
            while held { condition.wait() }
            return position
        }
        try target.sync()
        let fails = condition.withLock { failing(name) }
        condition.withLock { entries[position].finished = DispatchTime.now().uptimeNanoseconds }
        if fails { throw EndpointIOError(path: target.path, operation: "sync", code: EIO) }
    }
}

/// A file of the test's own for the committer to sync (its sync does nothing: `ScriptedSyncs` logs it).
private final class TestFile: SyncTarget {
    let path: String

    init(_ text: String) throws {
        path = try TestPaths.temporaryDirectory("endpoint-commit").appendingPathComponent("file").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func append(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    func sync() throws(EndpointIOError) {}
}

/// The answers a test's requests received, in the order they came.
private final class Answers: @unchecked Sendable {
    struct Answer {
        var label: String
        var status: Int
        var body: String
        var time: UInt64
    }

    private let lock = NSLock()
    private var answers: [Answer] = []

    var all: [Answer] { lock.withLock { answers } }

    /// The callback for the request `label`.
    func record(_ label: String) -> @Sendable (EndpointResponse) -> Void {
        { response in
            let answer = Answer(
                label: label, status: response.status, body: response.body, time: DispatchTime.now().uptimeNanoseconds)
            self.lock.withLock { self.answers.append(answer) }
        }
    }

    func status(of label: String) -> Int? { all.first { $0.label == label }?.status }
    func body(of label: String) -> String { all.first { $0.label == label }?.body ?? "" }

    func waitFor(_ count: Int) throws {
        let deadline = Date().addingTimeInterval(10)
        while all.count < count {
            guard Date() < deadline else { throw ScriptError("\(all.count) answers, expected \(count)") }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}

private struct ScriptError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
