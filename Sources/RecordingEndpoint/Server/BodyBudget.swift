import TraceModel

/// The request bytes all connections may hold in memory at once (`EndpointLimits.maximumBufferedBytes`).
/// A request reserves its declared `Content-Length` before its body is read (a chunked body
/// reserves as it arrives); one that does not fit is answered 503 with `Retry-After` and its body
/// is never buffered, so memory stays bounded whatever the number of clients.
final class BodyBudget: @unchecked Sendable {
    let capacity: Int
    private let lock = ThreadLock()
    private var used = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes `bytes` from the budget; false (and nothing taken) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        lock.withLock {
            guard bytes <= capacity - used else { return false }
            used += bytes
            return true
        }
    }

    /// Gives back `bytes` taken by `reserve`.
    func release(_ bytes: Int) {
        lock.withLock { used -= bytes }
    }

    /// Bytes reserved now.
    var inUse: Int { lock.withLock { used } }
}
