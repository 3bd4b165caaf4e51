import TraceModel

/// Turns the contacts a log reports into touch samples with trace phases: a new contact is
/// `began`, a changed one `moved`, a vanished one `ended` (or `cancelled`) at its last position.
///
/// Trace ids are the lowest positive integer not held by another finger (as UIKit and Android
/// reuse pointer ids), so ids stay small and readable whatever the source's ids are. A contact
/// that reports the same position, force and radius again writes nothing; it is counted in
/// `unchangedSamples` so the report can say so.
struct TouchFrameTracker<Key: Hashable> {
    private(set) var samples: [TimedTouch] = []
    private(set) var sequenceCount = 0
    private(set) var unchangedSamples = 0
    /// The active contacts in the order they began.
    private var active: [(key: Key, id: Int, contact: Contact)] = []

    var openCount: Int { active.count }

    func isActive(_ key: Key) -> Bool { active.contains { $0.key == key } }

    /// Starts a touch sequence for `key` (which must not be active).
    mutating func begin(_ key: Key, _ contact: Contact, at ticks: Int64) {
        var id = 1
        while active.contains(where: { $0.id == id }) { id += 1 }
        active.append((key, id, contact))
        sequenceCount += 1
        append(ticks, id, .began, contact)
    }

    /// Moves the active contact `key`; writes nothing when nothing changed (counted in
    /// `unchangedSamples` when the source `reported` the contact again).
    mutating func move(_ key: Key, _ contact: Contact, at ticks: Int64, reported: Bool = true) {
        guard let index = active.firstIndex(where: { $0.key == key }) else { return }
        guard active[index].contact != contact else {
            if reported { unchangedSamples += 1 }
            return
        }
        active[index].contact = contact
        append(ticks, active[index].id, .moved, contact)
    }

    /// Ends the active contact `key` at `last` when given (a lift that reports its position),
    /// otherwise at its last position.
    mutating func end(_ key: Key, at ticks: Int64, cancelled: Bool = false, last: Contact? = nil) {
        guard let index = active.firstIndex(where: { $0.key == key }) else { return }
        let ending = active.remove(at: index)
        append(ticks, ending.id, cancelled ? .cancelled : .ended, last ?? ending.contact)
    }

    /// Ends (or cancels) every active contact, in the order they began.
    mutating func endAll(at ticks: Int64, cancelled: Bool = false) {
        for key in active.map(\.key) { end(key, at: ticks, cancelled: cancelled) }
    }

    /// Applies a whole frame (every contact down now): ends the missing ones first (freeing
    /// their ids), then moves the known ones and begins the new ones, in frame order.
    /// `isReported` tells which contacts the source sent again in this frame (protocol B sends
    /// only changed slots; the others are carried over, not reported).
    mutating func apply(
        frame: [(key: Key, contact: Contact)], at ticks: Int64, isReported: (Key) -> Bool = { _ in true }
    ) {
        for key in active.map(\.key) where !frame.contains(where: { $0.key == key }) {
            end(key, at: ticks)
        }
        for entry in frame {
            if isActive(entry.key) {
                move(entry.key, entry.contact, at: ticks, reported: isReported(entry.key))
            } else {
                begin(entry.key, entry.contact, at: ticks)
            }
        }
    }

    /// Fills the report's touch counts, counting unchanged contacts under `unchangedReason`.
    func fill(_ report: inout ImportReport, unchangedReason: String) {
        report.skip(unchangedReason, count: unchangedSamples)
        report.touchSequences = sequenceCount
        report.touchEvents = samples.count
        report.openAtEnd = openCount
    }

    private mutating func append(_ ticks: Int64, _ id: Int, _ phase: TouchPhase, _ contact: Contact) {
        let touch = TouchEvent(
            id: id, phase: phase, location: contact.location, force: contact.force, radius: contact.radius)
        samples.append(TimedTouch(ticks: ticks, touch: touch))
    }
}
