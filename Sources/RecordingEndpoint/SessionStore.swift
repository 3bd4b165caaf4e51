import Dispatch
import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sessions of one output directory: finished ones as `DIR/ID.jsonl`, unfinished ones in
/// `DIR/.partial/`, open ones (with a request in the last `idleTimeout` seconds) in memory.
///
/// Every method does blocking file I/O and is meant for a thread pool, never an event loop.
package final class SessionStore: @unchecked Sendable {
    /// The folder finished sessions are renamed into.
    package let directory: String
    /// The folder of unfinished sessions (`DIR/.partial`).
    package let partialDirectory: String
    package let limits: EndpointLimits
    private let lock = ThreadLock()
    private var open: [String: RecordingSession] = [:]
    private let clock: @Sendable () -> Double

    /// Creates `directory` and its `.partial` folder when missing. `clock` gives monotonic seconds.
    package init(
        directory: String, limits: EndpointLimits = EndpointLimits(),
        clock: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) throws {
        self.directory = directory
        partialDirectory = directory + "/.partial"
        self.limits = limits
        self.clock = clock
        try FileManager.default.createDirectory(atPath: partialDirectory, withIntermediateDirectories: true)
    }

    /// Sessions open in memory now.
    package var openSessionCount: Int { lock.withLock { open.count } }

    /// The ids of unfinished sessions on disk, sorted.
    package func unfinishedSessionIDs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: partialDirectory)
            .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// `POST /v1/sessions/ID/chunks/SEQUENCE`.
    func appendChunk(session id: String, sequence: Int, chunk: [UInt8]) -> EndpointResponse {
        let session: RecordingSession
        switch acquireLocked(id) {
        case .failure(let refusal): return refusal.response
        case .success(let found): session = found
        }
        defer { session.lock.unlock() }
        session.lastActivity = clock()
        let response = session.append(sequence: sequence, chunk: chunk)
        if response.status >= 500 { drop(session) }
        return response
    }

    /// `POST /v1/sessions/ID/finish`: renames `.partial/ID.jsonl` to `ID.jsonl` (synced) and drops the
    /// index. Finishing a finished session again answers 200; a session with no chunk, 404.
    func finish(session id: String) -> EndpointResponse {
        let alreadyFinished = EndpointResponse(
            status: 200, members: [("session", .text(id)), ("status", .text("finished"))])
        if FileManager.default.fileExists(atPath: finishedPath(id)) { return alreadyFinished }
        guard FileManager.default.fileExists(atPath: partialPath(id)) else {
            return .error(404, "no session \(id): send chunk 0 first")
        }
        let session: RecordingSession
        switch acquireLocked(id) {
        case .failure(let refusal):
            // A finish that waited while another one of the same session went through.
            return FileManager.default.fileExists(atPath: finishedPath(id)) ? alreadyFinished : refusal.response
        case .success(let found): session = found
        }
        defer { session.lock.unlock() }
        guard session.nextSequence > 0 else { return .error(404, "no session \(id): send chunk 0 first") }
        let events = session.eventsAccepted
        do {
            try moveIntoPlace(id)
        } catch {
            return .error(500, "cannot finish session \(id): \(error)")
        }
        drop(session)
        return EndpointResponse(
            status: 200,
            members: [("session", .text(id)), ("status", .text("finished")), ("events", .integer(events))])
    }

    /// Finishes every unfinished session on disk (after a crash, with no server running): each is
    /// resumed (cut back to its acknowledged chunks, re-validated) and renamed into place.
    /// Returns one line per session saying what happened.
    package func finishStale() throws -> [StaleSessionOutcome] {
        try unfinishedSessionIDs().map { id in
            do {
                let session = try RecordingSession(id: id, partial: partialDirectory, now: clock())
                defer { session.close() }
                guard session.nextSequence > 0 else {
                    return StaleSessionOutcome(
                        id: id, finished: false, detail: "no acknowledged chunk; left in .partial")
                }
                try moveIntoPlace(id)
                return StaleSessionOutcome(
                    id: id, finished: true,
                    detail: "\(session.eventsAccepted) events in \(session.nextSequence) chunks")
            } catch SessionOpenError.unreadable(let reason) {
                return StaleSessionOutcome(id: id, finished: false, detail: reason)
            }
        }
    }

    /// Closes the sessions idle for longer than `limits.idleTimeout`, leaving their files unfinished
    /// in `.partial` (a later request for one resumes it from disk). Returns their ids.
    @discardableResult
    package func closeIdleSessions() -> [String] {
        let now = clock()
        let idle: [RecordingSession] = lock.withLock {
            let found = open.values.filter { session in
                guard session.lock.try() else { return false }  // busy: not idle
                defer { session.lock.unlock() }
                return now - session.lastActivity > limits.idleTimeout
            }
            for session in found { open[session.id] = nil }
            return found
        }
        for session in idle {
            session.lock.withLock { session.close() }
        }
        return idle.map(\.id).sorted()
    }

    /// Closes every open session (their files stay in `.partial`).
    package func closeAll() {
        let all = lock.withLock {
            defer { open.removeAll() }
            return Array(open.values)
        }
        for session in all { session.lock.withLock { session.close() } }
    }

    /// The open session `id` (opened or resumed when needed), with its lock held, never a closed one.
    private func acquireLocked(_ id: String) -> Result<RecordingSession, Refusal> {
        while true {
            switch acquire(id) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let session):
                session.lock.lock()
                if !session.isClosed { return .success(session) }
                session.lock.unlock()  // closed while we waited: open it again
            }
        }
    }

    private func acquire(_ id: String) -> Result<RecordingSession, Refusal> {
        lock.lock()
        defer { lock.unlock() }
        if let session = open[id] { return .success(session) }
        if FileManager.default.fileExists(atPath: finishedPath(id)) {
            return .failure(
                Refusal(
                    response: .error(409, "session \(id) is finished: \(id).jsonl is in place; start a new session id"))
            )
        }
        guard open.count < limits.maximumOpenSessions else {
            var response = EndpointResponse.error(
                503, "too many open sessions: \(limits.maximumOpenSessions) are open; retry later or finish some",
                [("maximumOpenSessions", .integer(limits.maximumOpenSessions))])
            response.retryAfterSeconds = 1
            return .failure(Refusal(response: response))
        }
        do {
            let session = try RecordingSession(id: id, partial: partialDirectory, now: clock())
            open[id] = session
            return .success(session)
        } catch {
            if case .unreadable(let reason) = error {
                return .failure(Refusal(response: .error(500, "cannot open session \(id): \(reason)")))
            }
            return .failure(Refusal(response: .error(500, "cannot open session \(id)")))
        }
    }

    private func drop(_ session: RecordingSession) {
        lock.withLock {
            if open[session.id] === session { open[session.id] = nil }
        }
        session.close()
    }

    private func moveIntoPlace(_ id: String) throws {
        if rename(partialPath(id), finishedPath(id)) != 0 {
            throw EndpointIOError(path: partialPath(id), operation: "rename into \(directory)")
        }
        try DurableFile.syncDirectory(directory)
        unlink(partialDirectory + "/\(id).chunks")
        try DurableFile.syncDirectory(partialDirectory)
    }

    private func partialPath(_ id: String) -> String { partialDirectory + "/\(id).jsonl" }
    private func finishedPath(_ id: String) -> String { directory + "/\(id).jsonl" }
}

/// A request the store answers without reaching a session (the answer says why).
struct Refusal: Error {
    var response: EndpointResponse
}

/// What `finishStale()` did with one unfinished session.
package struct StaleSessionOutcome: Sendable, Hashable {
    package var id: String
    /// Whether the session was renamed into place.
    package var finished: Bool
    package var detail: String
}
