import TraceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or folder whose writes must reach the disk before the endpoint acknowledges them.
protocol SyncTarget: AnyObject, Sendable {
    /// The target's path, for messages.
    var path: String { get }
    /// Waits until what was written to it (or created, linked or removed in it) is on the disk.
    func sync() throws(EndpointIOError)
}

/// Group commit: the syncs that acknowledgements wait for, shared by every session.
///
/// `sync(_:then:)` asks for files and folders to be synced after the caller's writes to them, and
/// calls `then` once a sync of each of them that started after the request has returned: with
/// nil when all succeeded, or the first error. Requests are served in rounds. A round takes every
/// request made since the previous round started, syncs each target they name once (the same
/// folder named by 50 requests is synced once), all at the same time on up to `width` threads of
/// its own, and then calls every request's `then`; requests made meanwhile wait for the next round,
/// which starts as soon as this one has called back. So concurrent sessions share the disk's sync
/// latency rather than queueing behind each other, and no thread of the server's pool waits for
/// the disk. A target whose sync fails fails every request of the round that named it, and only
/// those.
final class GroupCommit: Sendable {
    /// How a target is synced: by default its own `sync()`; tests put pauses and faults here.
    typealias Syncer = @Sendable (any SyncTarget) throws(EndpointIOError) -> Void

    /// The syncs of a round that run at once by default.
    static let defaultWidth = 16

    private let rounds: Rounds

    /// `width`: the most syncs of a round that run at once (one thread each, started when first
    /// needed and kept until the committer is released).
    init(
        width: Int = GroupCommit.defaultWidth,
        syncer: @escaping Syncer = { target throws(EndpointIOError) in
            try target.sync()
        }
    ) {
        rounds = Rounds(width: max(1, width), syncer: syncer)
    }

    deinit { rounds.stop() }

    /// Syncs `targets` (each after everything written to it before this call) in the next round,
    /// then calls `then` on one of the committer's threads, with the first failure if any. With
    /// no targets, calls it at once.
    func sync(_ targets: [any SyncTarget], then: @escaping @Sendable (EndpointIOError?) -> Void) {
        guard !targets.isEmpty else { return then(nil) }
        rounds.request(Rounds.Request(targets: targets, then: then))
    }

    /// Rounds completed so far (for tests).
    var roundsCompleted: Int { rounds.completed }

    /// Starts `start` and waits on the calling thread until it calls back; returns what it passed.
    /// Never on a committer's thread, which would wait for itself.
    static func wait<Value: Sendable>(_ start: (@escaping @Sendable (Value) -> Void) -> Void) -> Value {
        let box = WaitBox<Value>()
        start { value in box.put(value) }
        return box.take()
    }

    /// The state the committer's threads share: the requests waiting for the next round, the round
    /// being synced, and the threads.
    private final class Rounds: @unchecked Sendable {
        struct Request {
            var targets: [any SyncTarget]
            var then: @Sendable (EndpointIOError?) -> Void
        }

        private let width: Int
        private let syncer: Syncer
        private let condition = ThreadCondition()
        /// Requests for the next round.
        private var waiting: [Request] = []
        /// Whether a round is being synced or calling back (then new requests wait).
        private var busy = false
        /// The current round: its requests, its distinct targets and each one's outcome.
        private var requests: [Request] = []
        private var targets: [any SyncTarget] = []
        private var positions: [ObjectIdentifier: Int] = [:]
        private var failures: [EndpointIOError?] = []
        /// The next target of the round no thread has taken yet, and the targets not synced yet.
        private var nextTarget = 0
        private var unfinished = 0
        private var threads = 0
        /// Threads waiting for a round.
        private var idle = 0
        private var stopping = false
        private var completedRounds = 0

        init(width: Int, syncer: @escaping Syncer) {
            self.width = width
            self.syncer = syncer
        }

        var completed: Int {
            condition.lock()
            defer { condition.unlock() }
            return completedRounds
        }

        func request(_ request: Request) {
            condition.lock()
            waiting.append(request)
            let refused = startRoundIfWaiting()
            condition.unlock()
            Self.fail(refused)
        }

        func stop() {
            condition.lock()
            stopping = true
            // Every thread wakes and ends (none waits for a round any more).
            condition.broadcast()
            condition.unlock()
        }

        /// Starts a round with the waiting requests when none is running, and the threads it needs.
        /// Call holding the lock. Returns the requests to fail, when no thread could be started.
        private func startRoundIfWaiting() -> [Request] {
            guard !busy, !waiting.isEmpty else { return [] }
            busy = true
            requests = waiting
            waiting = []
            targets = []
            positions = [:]
            for request in requests {
                for target in request.targets where positions[ObjectIdentifier(target)] == nil {
                    positions[ObjectIdentifier(target)] = targets.count
                    targets.append(target)
                }
            }
            failures = Array(repeating: nil, count: targets.count)
            nextTarget = 0
            unfinished = targets.count
            // Wake as many waiting threads as there are targets (not all of them), then start more
            // up to `width` when there are not enough.
            for _ in 0..<min(idle, targets.count) { condition.signal() }
            while threads < min(width, targets.count) {
                guard Self.spawn({ self.work() }) else { break }
                threads += 1
            }
            guard threads > 0 else {
                // Not one thread to sync with: nothing of this round can be acknowledged.
                let refused = requests
                busy = false
                requests = []
                targets = []
                return refused
            }
            return []
        }

        /// A committer thread: takes the round's targets one at a time and syncs them; the thread
        /// that finishes the round's last one calls its requests back and starts the next round.
        private func work() {
            condition.lock()
            while true {
                if nextTarget < targets.count {
                    let position = nextTarget
                    nextTarget += 1
                    let target = targets[position]
                    condition.unlock()
                    var failure: EndpointIOError?
                    do throws(EndpointIOError) { try syncer(target) } catch { failure = error }
                    condition.lock()
                    failures[position] = failure
                    unfinished -= 1
                    if unfinished == 0 { finishRound() }
                } else if stopping {
                    threads -= 1
                    condition.unlock()
                    return
                } else {
                    idle += 1
                    condition.wait()
                    idle -= 1
                }
            }
        }

        /// Calls the round's requests back (without the lock, so that they may ask for the next
        /// round), then starts it. Call holding the lock; holds it again on return.
        private func finishRound() {
            let done = requests
            let outcome = positions.mapValues { failures[$0] }
            requests = []
            targets = []
            positions = [:]
            failures = []
            nextTarget = 0
            condition.unlock()
            for request in done {
                let failure = request.targets.lazy.compactMap { outcome[ObjectIdentifier($0)] ?? nil }.first
                request.then(failure)
            }
            condition.lock()
            completedRounds += 1
            busy = false
            let refused = startRoundIfWaiting()
            if !refused.isEmpty {
                condition.unlock()
                Self.fail(refused)
                condition.lock()
            }
        }

        private static func fail(_ requests: [Request]) {
            for request in requests {
                request.then(
                    EndpointIOError(path: request.targets[0].path, operation: "start a thread to sync", code: EAGAIN))
            }
        }

        /// Starts a detached thread running `body`; false when the system refuses one.
        private static func spawn(_ body: @escaping @Sendable () -> Void) -> Bool {
            let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            #if canImport(Darwin)
            var thread: pthread_t?
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, context)
            #else
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, context)
            #endif
            guard created == 0 else {
                Unmanaged<ThreadBody>.fromOpaque(context).release()
                return false
            }
            return true
        }
    }

    private final class ThreadBody {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// One value handed from the thread that calls back to the one that waits.
    private final class WaitBox<Value: Sendable>: @unchecked Sendable {
        private let condition = ThreadCondition()
        private var value: Value?
        private var isSet = false

        func put(_ value: Value) {
            condition.lock()
            self.value = value
            isSet = true
            condition.signal()
            condition.unlock()
        }

        func take() -> Value {
            condition.lock()
            defer { condition.unlock() }
            while !isSet { condition.wait() }
            return value!
        }
    }
}
