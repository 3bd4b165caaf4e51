import TraceModel

/// The reorder window of a `RecordingSession`: puts events that arrive a little out of order back
/// in time order, and decides what happens to one that arrives too late. Single-threaded: the
/// session's writer owns it.
///
/// Events wait here sorted by `(t, arrival)`, so events with the same `t` keep their arrival
/// order. `release(upTo:)` hands over, in order, every event at or before a watermark (the session
/// passes `max(latest event time, app clock now) - reorderWindowMs`); `releaseAll()` hands over
/// everything (an on-demand flush, the end of the session).
///
/// **Late events** (the policy): an event whose `t` is before the last released event's is kept,
/// never dropped and never thrown: it is written at the earliest time still allowed (the last
/// released `t`), right after a `recorder.late` marker at the same time that gives its type, its
/// original time (`originalT`) and how late it was (`lateMs`). The recorder's own markers
/// (`recorder.dropped`) are moved the same way without a `recorder.late` marker: they carry their
/// original times in their fields.
struct EventReorderer {
    /// The marker written before a late event.
    static let lateMarkerName = "recorder.late"

    /// An event waiting in the window with its arrival number (the tie-break).
    private struct Waiting {
        var event: TraceEvent
        var arrival: UInt64
    }

    let capacity: Int
    private var waiting: [Waiting] = []
    private var nextArrival: UInt64 = 0
    /// The `t` of the last released event: nothing before it may be written any more.
    private(set) var floor: Double?
    /// The latest `t` seen, released or not.
    private(set) var latestTime: Double?
    /// How many late events were moved (each one announced by a `recorder.late` marker).
    private(set) var lateEvents = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { waiting.count }

    /// Takes one event. `announcesLateness` is false for the recorder's own markers.
    mutating func insert(_ event: TraceEvent, announcesLateness: Bool = true) {
        var event = event
        if let floor, event.t < floor {
            if announcesLateness {
                lateEvents += 1
                let lateness = ((floor - event.t) * 1000).rounded() / 1000
                let marker = TraceEvent(
                    t: floor,
                    .marker(
                        name: Self.lateMarkerName,
                        fields: [
                            JSONMember("event", .string(event.typeName)), JSONMember("originalT", .number(event.t)),
                            JSONMember("lateMs", .number(lateness)),
                        ]))
                append(marker)
            }
            event.t = floor
        }
        latestTime = max(latestTime ?? event.t, event.t)
        append(event)
    }

    private mutating func append(_ event: TraceEvent) {
        let entry = Waiting(event: event, arrival: nextArrival)
        nextArrival += 1
        // Most events arrive in order: search from the end for the first one not after `event`.
        var index = waiting.endIndex
        while index > waiting.startIndex, waiting[index - 1].event.t > event.t { index -= 1 }
        waiting.insert(entry, at: index)
    }

    /// Every waiting event with `t <= watermark`, in order, plus the oldest ones beyond the
    /// capacity (bounded memory: a burst larger than the window is written early rather than kept).
    mutating func release(upTo watermark: Double) -> [TraceEvent] {
        var end = 0
        while end < waiting.count, waiting[end].event.t <= watermark || waiting.count - end > capacity { end += 1 }
        return take(end)
    }

    /// Every waiting event, in order.
    mutating func releaseAll() -> [TraceEvent] { take(waiting.count) }

    private mutating func take(_ n: Int) -> [TraceEvent] {
        guard n > 0 else { return [] }
        let released = waiting[..<n].map(\.event)
        waiting.removeFirst(n)
        floor = released.last?.t
        return released
    }
}
