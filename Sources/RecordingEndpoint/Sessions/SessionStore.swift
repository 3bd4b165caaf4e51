import Dispatch
import TraceModel

/// The sessions of one output directory: finished ones as `DIR/ID.jsonl`, unfinished ones in
/// `DIR/.partial/`, open ones (with a request in the last `idleTimeout` seconds) in memory.
///
/// Both folders are held open by descriptor (`SessionFolder`): every file is reached relative to
/// them and never through a link. Only a session that has stored a chunk holds one of the
/// `maximumOpenSessions` slots and has files; a request that stores nothing (a gap, an invalid
/// first chunk, a finish of an unknown session) leaves neither.
///
/// Every method does blocking file I/O and is meant for a thread pool, never an event loop. A
/// chunk or finish is answered through a callback once its syncs are done: they are left to the
/// store's `GroupCommit`, which serves all sessions at once, so the calling thread never waits
/// for the disk.
package final class SessionStore: @unchecked Sendable {
    /// The folder finished sessions are moved into.
    package let directory: String
    /// The folder of unfinished sessions (`DIR/.partial`).
    package let partialDirectory: String
    package let limits: EndpointLimits
    private let finished: SessionFolder
    private let partial: SessionFolder
    private let lock = ThreadLock()
    private var open: [String: UploadSession] = [:]
    /// Open sessions holding a slot (those with files), at most `limits.maximumOpenSessions`.
    private var slotsHeld = 0
    private let clock: @Sendable () -> Double
    /// The syncs every acknowledgement waits for.
    let commit: GroupCommit

    /// Creates `directory` and its `.partial` folder when missing (`.partial` must be a real
    /// folder, not a link). `clock` gives monotonic seconds.
    package convenience init(
        directory: String, limits: EndpointLimits = EndpointLimits(),
        clock: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) throws(EndpointIOError) {
        try self.init(directory: directory, limits: limits, clock: clock, commit: GroupCommit())
    }

    /// `init(directory:limits:clock:)` with the given committer (tests pause or fail its syncs).
    init(
        directory: String, limits: EndpointLimits = EndpointLimits(),
        clock: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
        commit: GroupCommit
    ) throws(EndpointIOError) {
        self.directory = directory
        self.limits = limits
        self.clock = clock
        self.commit = commit
        finished = try SessionFolder(creating: directory)
        partial = try SessionFolder(creating: ".partial", in: finished)
        partialDirectory = partial.path
    }

    /// Sessions holding a slot now (open, with files).
    package var openSessionCount: Int { lock.withLock { slotsHeld } }

    /// The ids of unfinished sessions on disk (a data file or an index in `.partial`), sorted.
    package func unfinishedSessionIDs() throws(EndpointIOError) -> [String] {
        var ids = Set<String>()
        for name in try partial.names() {
            for suffix in [".jsonl", ".chunks"] where name.hasSuffix(suffix) {
                let id = String(name.dropLast(suffix.count))
                if SessionID.isValid(id) { ids.insert(id) }
            }
        }
        return ids.sorted()
    }

    /// `POST /v1/sessions/ID/chunks/SEQUENCE`: calls `answer` once, when the chunk is refused or
    /// durable (on a thread of `commit` then).
    func appendChunk(
        session id: String, sequence: Int, chunk: [UInt8], answer: @escaping @Sendable (EndpointResponse) -> Void
    ) {
        let session: UploadSession
        switch acquireLocked(id) {
        case .failure(let refusal): return answer(refusal.response)
        case .success(let found): session = found
        }
        session.lastActivity = clock()
        session.append(sequence: sequence, chunk: chunk, commit: commit) {
            reserveSlot(for: session)
        } answer: { response in
            if response.status >= 500 || !session.isOnDisk { self.drop(session) }
            // Answered before the gate opens, so that `closeAll()` returns only once every answer is out.
            answer(response)
            session.gate.unlock()
        }
    }

    /// `POST /v1/sessions/ID/finish`: moves `.partial/ID.jsonl` to `ID.jsonl` (synced, never
    /// replacing anything) and drops the index, then calls `answer`. Finishing a finished session
    /// again answers 200; a session with no chunk, 404; one whose chunks hold no header line (blank
    /// lines only), 409.
    func finish(session id: String, answer: @escaping @Sendable (EndpointResponse) -> Void) {
        let alreadyFinished = EndpointResponse(
            status: 200, members: [("session", .text(id)), ("status", .text("finished"))])
        switch finishedState(id) {
        case .finished:
            return answer(alreadyFinished)
        case .blocked(let refusal):
            return answer(refusal.response)
        case .absent:
            break
        }
        let session: UploadSession
        switch acquireLocked(id) {
        case .failure(let refusal):
            // A finish that waited while another one of the same session went through.
            if case .finished = finishedState(id) { return answer(alreadyFinished) }
            return answer(refusal.response)
        case .success(let found): session = found
        }
        let immediate: EndpointResponse? =
            if session.nextSequence == 0 {
                .error(404, "no session \(id): send chunk 0 first")
            } else if !session.hasHeader {
                .error(
                    409,
                    "session \(id) has no header line yet (its chunks hold blank lines only): send one before finishing"
                )
            } else {
                nil
            }
        if let immediate {
            if session.nextSequence == 0 { drop(session) }
            answer(immediate)
            return session.gate.unlock()
        }
        let events = session.eventsAccepted
        moveIntoPlace(session) { failure in
            self.drop(session)
            if let failure {
                answer(.error(failure.refusal == nil ? 500 : 409, "cannot finish session \(id): \(failure)"))
            } else {
                answer(
                    EndpointResponse(
                        status: 200,
                        members: [("session", .text(id)), ("status", .text("finished")), ("events", .integer(events))]))
            }
            session.gate.unlock()
        }
    }

    /// `appendChunk(session:sequence:chunk:answer:)` waiting for the answer (tests; never on a
    /// thread of `commit`).
    func appendChunk(session id: String, sequence: Int, chunk: [UInt8]) -> EndpointResponse {
        GroupCommit.wait { done in appendChunk(session: id, sequence: sequence, chunk: chunk, answer: done) }
    }

    /// `finish(session:answer:)` waiting for the answer (tests; never on a thread of `commit`).
    func finish(session id: String) -> EndpointResponse {
        GroupCommit.wait { done in finish(session: id, answer: done) }
    }

    /// Finishes every unfinished session on disk (after a crash, with no server running): each is
    /// resumed (cut back to its acknowledged chunks, re-validated) and moved into place. A session
    /// whose index acknowledges nothing has its files removed; files the server cannot prove it
    /// wrote (no index, a link, a FIFO) and sessions with no header line are kept as they are and
    /// reported. Returns one outcome per session.
    package func finishStale() throws(EndpointIOError) -> [StaleSessionOutcome] {
        try unfinishedSessionIDs().map { id in
            if case .finished(let identity) = finishedState(id), partial.entry("\(id).jsonl") == .regularFile(identity)
            {
                // A crash between the link into place and the removal from .partial.
                removeFiles(of: id)
                return StaleSessionOutcome(id: id, action: .finished, detail: "already in place; .partial cleaned up")
            }
            let session: UploadSession
            do throws(SessionOpenError) {
                session = try UploadSession(
                    id: id, partial: partial, maximumSessionBytes: .max, now: clock())
            } catch {
                return StaleSessionOutcome(id: id, action: .kept, detail: error.reason)
            }
            defer { session.close() }
            guard session.nextSequence > 0 else {
                guard session.isOnDisk else {
                    return StaleSessionOutcome(id: id, action: .kept, detail: "no data file or index")
                }
                removeFiles(of: id)
                return StaleSessionOutcome(
                    id: id, action: .removed, detail: "no acknowledged chunk; its files were removed")
            }
            guard session.hasHeader else {
                return StaleSessionOutcome(
                    id: id, action: .kept, detail: "no header line (blank lines only); left in .partial")
            }
            if let failure = GroupCommit.wait({ done in moveIntoPlace(session, then: done) }) {
                return StaleSessionOutcome(id: id, action: .kept, detail: failure.description)
            }
            return StaleSessionOutcome(
                id: id, action: .finished,
                detail: "\(session.eventsAccepted) events in \(session.nextSequence) chunks")
        }
    }

    /// Closes the sessions idle for longer than `limits.idleTimeout`, leaving their files unfinished
    /// in `.partial` (a later request for one resumes it from disk). Returns their ids.
    @discardableResult
    package func closeIdleSessions() -> [String] {
        let now = clock()
        let idle: [UploadSession] = lock.withLock {
            let found = open.values.filter { session in
                guard session.gate.try() else { return false }  // busy: not idle
                defer { session.gate.unlock() }
                return now - session.lastActivity > limits.idleTimeout
            }
            for session in found { forget(session) }
            return found
        }
        for session in idle {
            session.gate.withLock { session.close() }
        }
        return idle.map(\.id).sorted()
    }

    /// Closes every open session (their files stay in `.partial`).
    package func closeAll() {
        let all = lock.withLock {
            let sessions = Array(open.values)
            for session in sessions { forget(session) }
            return sessions
        }
        for session in all { session.gate.withLock { session.close() } }
    }

    /// The open session `id` (opened or resumed when needed), with its gate held, never a closed one.
    private func acquireLocked(_ id: String) -> Result<UploadSession, RefusalError> {
        while true {
            switch acquire(id) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let session):
                session.gate.lock()
                if !session.isClosed { return .success(session) }
                session.gate.unlock()  // closed while we waited: open it again
            }
        }
    }

    private func acquire(_ id: String) -> Result<UploadSession, RefusalError> {
        lock.lock()
        defer { lock.unlock() }
        if let session = open[id] { return .success(session) }
        switch finishedState(id) {
        case .absent: break
        case .finished:
            return .failure(
                RefusalError(
                    response: .error(409, "session \(id) is finished: \(id).jsonl is in place; start a new session id"))
            )
        case .blocked(let refusal): return .failure(refusal)
        }
        let session: UploadSession
        do throws(SessionOpenError) {
            session = try UploadSession(
                id: id, partial: partial, maximumSessionBytes: limits.maximumSessionBytes, now: clock())
        } catch {
            if case .refused(let reason) = error {
                return .failure(RefusalError(response: .error(409, "cannot open session \(id): \(reason)")))
            }
            return .failure(RefusalError(response: .error(500, "cannot open session \(id): \(error.reason)")))
        }
        if session.isOnDisk {
            // Resumed from its files: it holds a slot from now on.
            guard slotsHeld < limits.maximumOpenSessions else {
                session.close()
                return .failure(RefusalError(response: tooManySessions))
            }
            slotsHeld += 1
            session.holdsSlot = true
        }
        open[id] = session
        return .success(session)
    }

    /// Called by a session with no files before it creates them: takes a slot, or says why not.
    private func reserveSlot(for session: UploadSession) -> EndpointResponse? {
        lock.withLock {
            if session.holdsSlot { return nil }
            guard slotsHeld < limits.maximumOpenSessions else { return tooManySessions }
            slotsHeld += 1
            session.holdsSlot = true
            return nil
        }
    }

    private var tooManySessions: EndpointResponse {
        var response = EndpointResponse.error(
            503, "too many open sessions: \(limits.maximumOpenSessions) are open; retry later or finish some",
            [("maximumOpenSessions", .integer(limits.maximumOpenSessions))])
        response.retryAfterSeconds = 1
        return response
    }

    /// Removes `session` from the open ones, freeing its slot. Call with `lock` held.
    private func forget(_ session: UploadSession) {
        if open[session.id] === session { open[session.id] = nil }
        if session.holdsSlot {
            session.holdsSlot = false
            slotsHeld -= 1
        }
    }

    private func drop(_ session: UploadSession) {
        lock.withLock { forget(session) }
        session.close()
    }

    /// Whether `DIR/ID.jsonl` exists: a regular file is a finished session; anything else there (a
    /// link, a folder) blocks the id, refused.
    private func finishedState(_ id: String) -> FinishedState {
        switch finished.entry("\(id).jsonl") {
        case .absent: return .absent
        case .regularFile(let identity): return .finished(identity)
        case .other(let kind):
            return .blocked(
                RefusalError(
                    response: .error(
                        409, "\(directory)/\(id).jsonl is \(kind), not a finished session: refused; use another id")))
        }
    }

    private enum FinishedState {
        case absent
        case finished(FileIdentity)
        case blocked(RefusalError)
    }

    /// Moves the session's data file into place, if its name in `.partial` still is the file the
    /// session wrote, then removes the index, and calls `then` once both folders are synced: the
    /// file is linked into `DIR`, `DIR` is synced, and only then is the name in `.partial` removed
    /// (with the index), and `.partial` synced; so a crash at any point leaves the file in one of
    /// the folders at least. Both syncs go through `commit`, shared with other finishes and chunks.
    private func moveIntoPlace(_ session: UploadSession, then: @escaping @Sendable (EndpointIOError?) -> Void) {
        let path = "\(partialDirectory)/\(session.dataName)"
        let linked: Bool
        do throws(EndpointIOError) {
            guard let identity = try session.dataIdentity(), partial.entry(session.dataName) == .regularFile(identity)
            else {
                throw .refused(path, "is no longer the file this server wrote: refused, left as it is")
            }
            linked = try partial.link(session.dataName, into: finished)
        } catch {
            return then(error)
        }
        commit.sync([finished]) { failure in
            if let failure { return then(failure) }
            do throws(EndpointIOError) {
                if linked { try self.partial.unlink(session.dataName) }
            } catch {
                return then(error)
            }
            self.partial.remove(session.indexName)
            self.commit.sync([self.partial], then: then)
        }
    }

    private func removeFiles(of id: String) {
        partial.remove("\(id).jsonl")
        partial.remove("\(id).chunks")
        try? partial.sync()
    }
}

/// A request the store answers without reaching a session (the answer says why).
struct RefusalError: Error {
    var response: EndpointResponse
}
