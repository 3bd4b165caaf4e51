import Foundation
import TraceModel
import TraceRecording

/// A sink that keeps its lines in memory (thread-safe), can be made to block before a given line
/// (a slow disk, deterministically) and to throw from a given line on (a full disk).
final class CollectingSink: TraceLineSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storedLines: [String] = []
    private var storedThreads: [pthread_t] = []
    private let gate = DispatchSemaphore(value: 0)
    private let entered = DispatchSemaphore(value: 0)
    /// Lines from this index on wait for `open()`; nil: never wait.
    private let blockFrom: Int?
    /// Lines from this index on throw; nil: never throw.
    private let failFrom: Int?

    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    init(blockFrom: Int? = nil, failFrom: Int? = nil) {
        self.blockFrom = blockFrom
        self.failFrom = failFrom
    }

    func appendLine(_ line: String) throws {
        lock.lock()
        let index = storedLines.count
        lock.unlock()
        if let failFrom, index >= failFrom { throw DiskFull() }
        if let blockFrom, index == blockFrom {
            entered.signal()
            gate.wait()
        }
        lock.lock()
        if !storedLines.isEmpty { storedThreads.append(pthread_self()) }
        storedLines.append(line)
        lock.unlock()
    }

    /// The thread each event line (after the header) was written on.
    var eventThreads: [pthread_t] { lock.withLock { storedThreads } }

    /// Waits until the writer is blocked in `appendLine`.
    func waitUntilBlocked() { entered.wait() }
    /// Lets the blocked write (and every later one) through.
    func open() { gate.signal() }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storedLines
    }

    /// The event lines (after the header), decoded.
    var events: [[String: Any]] { lines.dropFirst().map(decodeLine) }

    /// Polls until `condition` holds on the events or `timeout` seconds have passed.
    func waitForEvents(timeout: Double = 5, _ condition: ([[String: Any]]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(events) { return true }
            usleep(2000)
        }
        return condition(events)
    }
}

/// An app clock the test sets by hand, in seconds since boot.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double

    init(_ seconds: Double) { self.seconds = seconds }

    var now: Double {
        get { lock.withLock { seconds } }
        set { lock.withLock { seconds = newValue } }
    }

    var recordingClock: RecordingClock { RecordingClock { self.now } }
}

/// One JSON line as a dictionary (fails the test loudly through an empty one when it does not parse).
func decodeLine(_ line: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
}

extension Dictionary where Key == String, Value == Any {
    var type: String? { self["type"] as? String }
    var t: Double? { (self["t"] as? NSNumber)?.doubleValue }
    var name: String? { self["name"] as? String }
    func number(_ key: String) -> Double? { (self[key] as? NSNumber)?.doubleValue }
}

/// A session recording into `sink` with no flush timer (the tests flush), origin 1000 s.
func manualSession(
    _ sink: CollectingSink, clock: ManualClock, window: Double = 50, capacity: Int = 8192,
    flushInterval: Double? = nil
) throws -> RecordingSession<CollectingSink> {
    try RecordingSession(
        header: TraceHeader(), sink: sink,
        configuration: RecordingConfiguration(
            reorderWindowMs: window, bufferCapacity: capacity, flushInterval: flushInterval),
        clock: clock.recordingClock, origin: 1000)
}

/// A marker event at `ms` milliseconds after the origin 1000 s.
func tick(_ session: RecordingSession<CollectingSink>, _ label: Int, atMs ms: Double) {
    session.recordMarker("e", fields: [JSONMember("n", .number(Double(label)))], at: 1000 + ms / 1000)
}
