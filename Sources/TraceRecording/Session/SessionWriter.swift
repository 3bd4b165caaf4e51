import Dispatch
import TraceModel

/// The writing half of a `RecordingSession`: the trace writer, the reorder window and the
/// counters, touched only on the session's queue. A separate object so that a session released
/// without `finish()` can hand it to the queue (`deinit` must not write on the releasing thread,
/// which in an app is the main thread).
final class SessionWriter<Sink: RecordingSink>: @unchecked Sendable {
    private let inbox: RecordingInbox
    private let clock: RecordingClock
    private let timeline: TraceTimeline
    private let reorderWindowMs: Double
    private var writer: TraceWriter<Sink>
    private(set) var reorderer: EventReorderer
    private(set) var writtenLines = 0
    private(set) var unwritten = 0
    private(set) var sinkError: String?

    init(
        writer: TraceWriter<Sink>, inbox: RecordingInbox, clock: RecordingClock, timeline: TraceTimeline,
        configuration: RecordingConfiguration
    ) {
        self.writer = writer
        self.inbox = inbox
        self.clock = clock
        self.timeline = timeline
        reorderWindowMs = configuration.reorderWindowMs
        reorderer = EventReorderer(capacity: configuration.reorderCapacity)
    }

    /// Takes the buffer, runs it through the reorder window and writes what it releases
    /// (everything when `force`).
    func drain(force: Bool) {
        let (events, dropped) = inbox.take()
        for event in events { reorderer.insert(event) }
        if let dropped {
            let marker = TraceEvent(
                t: dropped.firstT,
                .marker(
                    name: RecordingSession<Sink>.droppedMarkerName,
                    fields: [
                        JSONMember("count", .number(Double(dropped.count))),
                        JSONMember("firstT", .number(dropped.firstT)), JSONMember("lastT", .number(dropped.lastT)),
                    ]))
            reorderer.insert(marker, announcesLateness: false)
        }
        let released: [TraceEvent]
        if force {
            released = reorderer.releaseAll()
        } else {
            let now = timeline.milliseconds(fromAppTime: clock.now())
            let latest = max(reorderer.latestTime ?? now, now)
            released = reorderer.release(upTo: latest - reorderWindowMs)
        }
        // Every drain hands its lines on (a buffered sink writes them in one go): with a buffered
        // FileLineSink that is one write(2) per drain, not one per event.
        write(released, handingOn: force || !released.isEmpty)
    }

    /// Writes `events`; `handingOn`: then flushes a `FlushableLineSink`.
    private func write(_ events: [TraceEvent], handingOn: Bool) {
        guard sinkError == nil else {
            unwritten += events.count
            return
        }
        for (index, event) in events.enumerated() {
            do {
                try writer.append(event)
                writtenLines += 1
            } catch {
                sinkError = "\(error)"
                unwritten += events.count - index
                return
            }
        }
        if handingOn, let flushable = writer.sink as? any FlushableLineSink {
            do { try flushable.flush() } catch { sinkError = "\(error)" }
        }
    }
}
