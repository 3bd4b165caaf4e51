import TraceModel

/// Incremental, multi-pointer velocity tracking with the rules of AOSP's `VelocityTracker`
/// (Android 14), fed with touch events in time order. Used by the batch recognizer and by
/// engines that need a release velocity at the moment a finger lifts.
///
/// Rules, per touch event:
/// - `began` with no other touch down clears every pointer (AOSP `ACTION_DOWN`); `began` while
///   others are down clears that pointer only (`ACTION_POINTER_DOWN`). Both then add the sample.
/// - `moved` and `stationary` add a sample. `predicted` samples are never added (AOSP skips
///   resampled ones), whatever their phase; a predicted `began` still clears.
/// - Adding a sample more than 40 ms after the previous sample clears history: AOSP's
///   `ASSUME_POINTER_STOPPED_TIME`, measured from the tracker's last sample of any pointer (as AOSP
///   does) and clearing every pointer; in addition, a sample more than 40 ms after the same
///   pointer's newest sample starts that pointer's history afresh (the per-pointer form of the
///   rule, which matters for traces that do not repeat stationary fingers in every event).
/// - `ended` adds no sample (AOSP: up events carry no new movement). If more than 40 ms passed
///   since the last sample, the pointers are assumed stopped: every pointer is cleared when
///   measured from the tracker's last sample (AOSP), and the lifting pointer is cleared when
///   measured from its own newest sample. Its velocity is then none.
/// - `cancelled` clears that pointer (AOSP's canceled `POINTER_UP`; when it was the last pointer
///   down this equals AOSP's `ACTION_CANCEL`, which clears all).
///
/// Query with `velocity(of:)` at any time, e.g. right after feeding the `ended` event.
package struct VelocityTracker: Sendable {
    /// AOSP `ASSUME_POINTER_STOPPED_TIME`: 40 ms, in nanoseconds.
    package static let assumePointerStoppedNanoseconds: Int64 = 40_000_000

    package let strategy: VelocityStrategy
    private let estimator: any VelocityEstimator
    /// Each pointer's history, at its slot in `slots` (touch id to index here).
    private var histories: [VelocityHistory] = []
    private var slots: [Int: Int] = [:]
    /// Pointers that have had a sample since they went down (AOSP `mCurrentPointerIdBits`).
    private var marked: Set<Int> = []
    /// Pointers currently down.
    private var down: Set<Int> = []
    /// The last pointer given a slot, known to be marked, and known to be down: consecutive
    /// samples are nearly always of one pointer, so most hash no touch id (each is forgotten
    /// when what it vouches for goes).
    private var lastSlot: (id: Int, slot: Int)?
    private var lastMarked: Int?
    private var lastDown: Int?
    /// Time of the last sample of any pointer (AOSP `mLastEventTime`).
    private var lastSampleNanoseconds: Int64?

    package init(strategy: VelocityStrategy = .defaultStrategy) {
        self.strategy = strategy
        self.estimator = strategy.estimator
    }

    /// Feeds one trace event; events other than touches are ignored.
    package mutating func add(_ event: TraceEvent) {
        if case .touch(let touch) = event.payload { add(touch, at: event.t) }
    }

    /// Feeds one touch sample at `t` milliseconds.
    package mutating func add(_ touch: TouchEvent, at t: Double) {
        let time = VelocitySample.nanoseconds(fromMilliseconds: t)
        switch touch.phase {
        case .began:
            if down.isEmpty { clearAll() } else { clear(pointer: touch.id) }
            markDown(touch.id)
            if !touch.predicted { addSample(touch, time: time) }
        case .moved, .stationary:
            markDown(touch.id)
            if !touch.predicted { addSample(touch, time: time) }
        case .ended:
            markUp(touch.id)
            if let last = lastSampleNanoseconds,
                VelocitySample.elapsed(from: last, to: time) > Self.assumePointerStoppedNanoseconds
            {
                clearHistories()
            }
            if let slot = slot(of: touch.id), let newest = histories[slot].newest,
                VelocitySample.elapsed(from: newest.nanoseconds, to: time) > Self.assumePointerStoppedNanoseconds
            {
                histories[slot].clear()
            }
        case .cancelled:
            markUp(touch.id)
            clear(pointer: touch.id)
        }
    }

    /// The pointer's current velocity in points per second, or nil when the strategy reports none
    /// (no samples, cleared by cancel or by the 40 ms stop rule, a single LSQ2 sample).
    package func velocity(of touchId: Int) -> Velocity? {
        guard let slot = slot(of: touchId), !histories[slot].isEmpty else { return nil }
        return estimator.velocity(of: histories[slot].window)
    }

    /// The samples currently retained for a pointer, oldest first (in place, not copied).
    package func samples(of touchId: Int) -> ArraySlice<VelocitySample> {
        slot(of: touchId).map { histories[$0].window } ?? []
    }

    /// Forgets everything.
    package mutating func reset() {
        clearAll()
        down.removeAll()
        lastDown = nil
    }

    private mutating func addSample(_ touch: TouchEvent, time: Int64) {
        // Marking first changes nothing: clearing the histories leaves the marks alone.
        let wasMarked: Bool
        if lastMarked == touch.id {
            wasMarked = true
        } else {
            wasMarked = !marked.insert(touch.id).inserted
            lastMarked = touch.id
        }
        if wasMarked, let last = lastSampleNanoseconds,
            VelocitySample.elapsed(from: last, to: time) > Self.assumePointerStoppedNanoseconds
        {
            clearHistories()
        }
        lastSampleNanoseconds = time
        let slot = slotCreating(touch.id)
        Self.add(VelocitySample(nanoseconds: time, x: touch.location.x, y: touch.location.y), to: &histories[slot])
    }

    /// Adds a sample to a pointer's history, cleared first when its newest sample is older than
    /// the stop rule allows (one dictionary access per sample instead of three).
    private static func add(_ sample: VelocitySample, to history: inout VelocityHistory) {
        if let newest = history.newest,
            VelocitySample.elapsed(from: newest.nanoseconds, to: sample.nanoseconds) > assumePointerStoppedNanoseconds
        {
            history.clear()
        }
        history.add(sample)
    }

    private mutating func clear(pointer: Int) {
        marked.remove(pointer)
        if lastMarked == pointer { lastMarked = nil }
        if let slot = slot(of: pointer) { histories[slot].clear() }
    }

    /// AOSP `clear()`: every pointer, and the marks. Called when nothing is down, so the entries
    /// themselves go (touch ids that never come back do not pile up).
    private mutating func clearAll() {
        marked.removeAll(keepingCapacity: true)
        histories.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        (lastMarked, lastSlot) = (nil, nil)
    }

    /// AOSP erasing the configured strategies: every history, marks kept.
    private mutating func clearHistories() {
        for index in histories.indices { histories[index].clear() }
    }

    /// The slot of `id`'s history, if it has one.
    private func slot(of id: Int) -> Int? {
        if let lastSlot, lastSlot.id == id { return lastSlot.slot }
        return slots[id]
    }

    /// The slot of `id`'s history, made (empty) when it has none.
    private mutating func slotCreating(_ id: Int) -> Int {
        if let lastSlot, lastSlot.id == id { return lastSlot.slot }
        let slot: Int
        if let existing = slots[id] {
            slot = existing
        } else {
            slot = histories.count
            histories.append(VelocityHistory())
            slots[id] = slot
        }
        lastSlot = (id, slot)
        return slot
    }

    private mutating func markDown(_ id: Int) {
        guard lastDown != id else { return }
        down.insert(id)
        lastDown = id
    }

    private mutating func markUp(_ id: Int) {
        down.remove(id)
        if lastDown == id { lastDown = nil }
    }
}
