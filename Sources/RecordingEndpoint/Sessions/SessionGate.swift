import TraceModel

/// A session's lock, held by one request from its start to its answer, which may be sent from
/// another thread than the one that took it: a chunk is taken on the server's pool and answered
/// by the group commit's thread once synced (`GroupCommit`). A POSIX mutex must be unlocked by
/// its owner, so this is a flag behind a condition instead.
final class SessionGate: @unchecked Sendable {
    private let condition = ThreadCondition()
    private var held = false

    /// Waits until no request holds the gate, then holds it.
    func lock() {
        condition.lock()
        while held { condition.wait() }
        held = true
        condition.unlock()
    }

    /// Holds the gate if no request does; false, without waiting, if one does.
    func `try`() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !held else { return false }
        held = true
        return true
    }

    /// Lets the next request in; from any thread.
    func unlock() {
        condition.lock()
        held = false
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` holding the gate.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
