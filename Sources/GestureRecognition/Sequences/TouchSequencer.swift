import TraceModel

/// Groups touch events by touch id into `TouchSequence`s, event by event, and sequences that
/// overlap in time into multi-touch groups.
///
/// Lenient with input the reader would reject: a `moved` (or `ended`) for an id that is not down
/// starts a sequence there; a second `began` for an id that is down is treated as a move.
package struct TouchSequencer: Sendable {
    /// What one touch event did.
    package struct Step: Sendable, Hashable {
        /// Index into `sequences`.
        package var sequence: Int
        package var group: Int
        package var startsSequence: Bool
        package var startsGroup: Bool
        package var endsSequence: Bool
        /// The last touch of the group lifted: no touch is down any more.
        package var endsGroup: Bool
    }

    /// Every sequence so far, in order of their downs.
    package private(set) var sequences: [TouchSequence] = []
    /// How many groups have started.
    package private(set) var groupCount = 0
    /// Open sequences by touch id.
    private var active: [Int: Int] = [:]
    /// The last open sequence looked up, while it stays open: the next sample is nearly always
    /// of the same finger, and then hashes no touch id.
    private var lastActive: (id: Int, index: Int)?

    package init() {}

    package var isIdle: Bool { active.isEmpty }

    /// Feeds one touch sample at `t` milliseconds.
    package mutating func add(_ touch: TouchEvent, at t: Double) -> Step {
        var startsSequence = false
        var startsGroup = false
        let index: Int
        if let lastActive, lastActive.id == touch.id {
            index = lastActive.index
        } else if let existing = active[touch.id] {
            index = existing
            lastActive = (touch.id, existing)
        } else {
            startsGroup = active.isEmpty
            if startsGroup { groupCount += 1 }
            index = sequences.count
            sequences.append(
                TouchSequence(
                    touchId: touch.id, group: groupCount - 1, tBegin: t,
                    start: touch.location, target: touch.target))
            active[touch.id] = index
            lastActive = (touch.id, index)
            startsSequence = true
        }
        sequences[index].tLast = t
        if touch.predicted {
            sequences[index].predictedCount += 1
        } else {
            sequences[index].sampleCount += 1
            sequences[index].end = touch.location
            if !startsSequence && touch.phase != .cancelled {
                sequences[index].verticalTravel.add(touch.location.y - sequences[index].start.y)
                sequences[index].horizontalTravel.add(touch.location.x - sequences[index].start.x)
            }
        }
        var endsSequence = false
        if touch.phase.isTerminal {
            sequences[index].tEnd = t
            sequences[index].outcome = touch.phase == .ended ? .ended : .cancelled
            active[touch.id] = nil
            lastActive = nil
            endsSequence = true
        }
        return Step(
            sequence: index, group: sequences[index].group, startsSequence: startsSequence,
            startsGroup: startsGroup, endsSequence: endsSequence,
            endsGroup: endsSequence && active.isEmpty)
    }

    /// When each touch sequence goes down, as `TouchSequencer` starts them (a sample of an id
    /// not down starts one; a lift or cancel ends it), and nothing else: for a reading that
    /// needs only the downs of a long trace, not its sequences (8 bytes a sequence, not 150).
    package struct Downs: Sendable {
        /// The times of the downs so far, in order.
        package private(set) var times: [Double] = []
        private var down: Set<Int> = []

        package init() {}

        /// Feeds one touch sample at `t` milliseconds.
        package mutating func add(_ touch: TouchEvent, at t: Double) {
            if !down.contains(touch.id) {
                times.append(t)
                if !touch.phase.isTerminal { down.insert(touch.id) }
            } else if touch.phase.isTerminal {
                down.remove(touch.id)
            }
        }
    }

    /// The sequences of a whole event array (non-touch events ignored); those still down at the
    /// end are reported `open`.
    package static func sequences(in events: [TraceEvent]) -> [TouchSequence] {
        var sequencer = TouchSequencer()
        for event in events {
            if case .touch(let touch) = event.payload { _ = sequencer.add(touch, at: event.t) }
        }
        return sequencer.sequences
    }
}
