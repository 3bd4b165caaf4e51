import TraceModel

/// Counts the open connections against `EndpointLimits.maximumConnections`. A connection over the
/// limit is answered 503 with `Retry-After` at once and closed, before anything of it is read, so
/// descriptors stay below the process's limit and the listening socket never spins on `EMFILE`.
final class ConnectionGate: @unchecked Sendable {
    let capacity: Int
    private let lock = ThreadLock()
    private var open = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Counts one more connection; false when the limit is reached (nothing counted).
    func enter() -> Bool {
        lock.withLock {
            guard open < capacity else { return false }
            open += 1
            return true
        }
    }

    /// Counts a connection closed.
    func leave() {
        lock.withLock { open -= 1 }
    }

    /// Connections open now.
    var count: Int { lock.withLock { open } }
}
