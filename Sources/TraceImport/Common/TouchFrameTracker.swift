import TraceModel

/// Turns the contacts a log reports into touch samples with trace phases: a new contact is
/// `began`, a changed one `moved`, a vanished one `ended` (or `cancelled`) at its last position.
///
/// Trace ids are the lowest positive integer not held by another finger (as UIKit and Android
/// reuse pointer ids), so ids stay small and readable whatever the source's ids are; they come
/// from `FreeTouchIDs`, and contacts are found by key in a dictionary, so each sample costs
/// constant or logarithmic time however many fingers are down. At most `maximumOpen` contacts may
/// be down at once (the trace format's 32): one more is a `TooManyTouchesError` error. A contact that
/// reports the same position, force and radius again writes nothing; it is counted in
/// `unchangedSamples` so the report can say so.
struct TouchFrameTracker<Key: Hashable> {
    /// Contacts down at once beyond which `begin` fails.
    let maximumOpen: Int
    private(set) var samples: [TimedTouch] = []
    private(set) var sequenceCount = 0
    private(set) var unchangedSamples = 0
    /// The active contacts by key: their trace id, contact and the order they began in.
    private var active: [Key: (id: Int, contact: Contact, order: Int)] = [:]
    private var ids = FreeTouchIDs()
    private var began = 0

    init(maximumOpen: Int = ImportRanges.maximumOpenTouches) {
        self.maximumOpen = maximumOpen
    }

    var openCount: Int { active.count }

    func isActive(_ key: Key) -> Bool { active[key] != nil }

    /// Starts a touch sequence for `key` (which must not be active).
    mutating func begin(_ key: Key, _ contact: Contact, at ticks: Int64) throws(TooManyTouchesError) {
        guard active.count < maximumOpen else { throw TooManyTouchesError(maximum: maximumOpen) }
        let id = ids.take()
        active[key] = (id, contact, began)
        began += 1
        sequenceCount += 1
        append(ticks, id, .began, contact)
    }

    /// Moves the active contact `key`; writes nothing when nothing changed (counted in
    /// `unchangedSamples` when the source `reported` the contact again).
    mutating func move(_ key: Key, _ contact: Contact, at ticks: Int64, reported: Bool = true) {
        guard let current = active[key] else { return }
        guard current.contact != contact else {
            if reported { unchangedSamples += 1 }
            return
        }
        active[key]?.contact = contact
        append(ticks, current.id, .moved, contact)
    }

    /// Ends the active contact `key` at `last` when given (a lift that reports its position),
    /// otherwise at its last position.
    mutating func end(_ key: Key, at ticks: Int64, cancelled: Bool = false, last: Contact? = nil) {
        guard let ending = active.removeValue(forKey: key) else { return }
        ids.giveBack(ending.id)
        append(ticks, ending.id, cancelled ? .cancelled : .ended, last ?? ending.contact)
    }

    /// The active keys in the order they began.
    private var keysInOrder: [Key] {
        active.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// Ends (or cancels) every active contact, in the order they began.
    mutating func endAll(at ticks: Int64, cancelled: Bool = false) {
        for key in keysInOrder { end(key, at: ticks, cancelled: cancelled) }
    }

    /// Applies a whole frame (every contact down now): ends the missing ones first (freeing
    /// their ids), then moves the known ones and begins the new ones, in frame order.
    /// `isReported` tells which contacts the source sent again in this frame (protocol B sends
    /// only changed slots; the others are carried over, not reported).
    mutating func apply(
        frame: [(key: Key, contact: Contact)], at ticks: Int64, isReported: (Key) -> Bool = { _ in true }
    ) throws(TooManyTouchesError) {
        let present = Set(frame.map(\.key))
        for key in keysInOrder where !present.contains(key) {
            end(key, at: ticks)
        }
        for entry in frame {
            if isActive(entry.key) {
                move(entry.key, entry.contact, at: ticks, reported: isReported(entry.key))
            } else {
                try begin(entry.key, entry.contact, at: ticks)
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
