import TraceModel

/// The bounded buffer between the threads that record and the session's writer.
///
/// A caller holds its lock only to append to or swap out an array, never while anything is
/// written, so recording never waits for I/O. When the buffer is full the events offered are
/// counted (with the time of the first and last of them) instead of kept, and the writer turns the
/// count into a `recorder.dropped` marker: memory stays bounded and nothing is lost silently.
final class RecordingInbox: @unchecked Sendable {
    /// The events dropped since the writer last took the buffer.
    struct DropRun: Equatable {
        var count: Int
        var firstT: Double
        var lastT: Double
    }

    private let lock = ThreadLock()
    private let capacity: Int
    private var events: [TraceEvent] = []
    private var dropRun: DropRun?
    private var drainRequested = false
    private var closed = false
    private(set) var accepted = 0
    private(set) var dropped = 0
    private(set) var refusedAfterClose = 0

    init(capacity: Int) {
        self.capacity = capacity
        events.reserveCapacity(capacity)
    }

    /// Offers a group of events (one touch with its coalesced and predicted samples is one group:
    /// kept or dropped whole). Returns true when the writer should be woken (the buffer is half
    /// full and nobody asked yet).
    func offer(_ group: [TraceEvent]) -> Bool {
        guard let first = group.first, let last = group.last else { return false }
        lock.lock()
        defer { lock.unlock() }
        if closed {
            refusedAfterClose += group.count
            return false
        }
        if events.count + group.count > capacity {
            dropped += group.count
            if dropRun == nil {
                dropRun = DropRun(count: 0, firstT: first.t, lastT: last.t)
            }
            dropRun!.count += group.count
            dropRun!.firstT = min(dropRun!.firstT, first.t)
            dropRun!.lastT = max(dropRun!.lastT, last.t)
        } else {
            events.append(contentsOf: group)
            accepted += group.count
        }
        guard !drainRequested, events.count * 2 >= capacity else { return false }
        drainRequested = true
        return true
    }

    /// Swaps out what was buffered and what was dropped.
    func take() -> (events: [TraceEvent], dropped: DropRun?) {
        lock.lock()
        defer { lock.unlock() }
        let taken = (events, dropRun)
        events = []
        events.reserveCapacity(capacity)
        dropRun = nil
        drainRequested = false
        return taken
    }

    /// Refuses (and counts) every later offer.
    func close() {
        lock.lock()
        closed = true
        lock.unlock()
    }

    /// The counters, read together.
    func counters() -> (accepted: Int, dropped: Int, refusedAfterClose: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (accepted, dropped, refusedAfterClose)
    }
}
