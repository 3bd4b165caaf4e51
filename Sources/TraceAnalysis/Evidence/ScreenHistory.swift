import GestureRecognition
import TraceModel
import TransitionSimulation

/// What one engine's screen did over a trace, as analysis asks it: which side showed at a time,
/// which transition was in flight and where it was heading, how each transition ended, and which
/// touch sequences caused each transition. Built from the replay's typed values (its transition
/// records with their steps, decisions, timeline, clock and touch sequences); transitions are
/// named by their index in `transitions`.
///
/// Times are displayed times (the engine's transition records carry the frame plus render
/// latency), so "in flight at t" means "the user could see it moving at t".
///
/// Causes are the engine's own: the sequence that started a transition, those that reversed it,
/// those that grabbed it. The recorded engine writes them by the same rule that decides whether
/// a touch was answered (`CausalCredit`), so "was this touch answered" and "did this touch cause
/// this transition" never disagree.
package struct ScreenHistory: Sendable {
    package let initialSide: SceneSide
    package let transitions: [TransitionRecord]
    /// For each transition i: the touch sequences that started, grabbed or reversed it,
    /// `causeSequences[causeStarts[i]..<causeStarts[i + 1]]`, in order and each once. Flat, like
    /// `causedTransitions`, so that a long trace costs no allocation per transition or sequence.
    private let causeStarts: [Int]
    private let causeSequences: [Int]
    /// For each transition: what is kept of its timeline frames (nil: it had none).
    private let trails: [TransitionTrail?]
    /// The touch sequences' down times, in order (`depth(of:at:)` is asked at one of them).
    private let downs: [Double]
    /// For each touch sequence s: the transitions it caused,
    /// `causedTransitions[causedStarts[s]..<causedStarts[s + 1]]`, in order.
    private let causedStarts: [Int]
    private let causedTransitions: [Int]
    /// Whether `transitions` are in order of their starts (as every engine records them); time
    /// lookups then search instead of scanning, so a long trace is not quadratic.
    private let startsInOrder: Bool
    /// For each transition i: the latest end among transitions 0...i (infinity while one of them
    /// is unfinished).
    private let latestEndThrough: [Double]
    /// The finished transitions, in order of their ends (ties in index order).
    private let byEnd: [Int]

    /// The history of `replay`, read from its whole timeline.
    package init(initialSide: SceneSide, replay: ReplayResult) {
        // Every time here is on the replay's own clock (the trace's `frame` events when it has
        // them), never a period derived from the header: at 120 Hz a frame is 8.333 ms whatever
        // `device.refreshHz` says.
        var tracker = ScreenFrameTracker(clock: replay.clock, touches: replay.touches)
        for frame in replay.timeline { tracker.add(frame, transitions: replay.transitions) }
        self.init(initialSide: initialSide, replay: replay, frames: tracker)
    }

    /// The history of `replay`, whose timeline `frames` read as it was rendered (the replay's
    /// own timeline is then not read: it may be empty).
    package init(initialSide: SceneSide, replay: ReplayResult, frames: consuming ScreenFrameTracker) {
        self.initialSide = initialSide
        let transitions = replay.transitions
        self.transitions = transitions
        // The latest transition with each id, and per transition the one before it with the same
        // id (-1: none), for the ids a recording reused.
        var latestById: [TransitionID: Int] = [:]
        latestById.reserveCapacity(transitions.count)
        var previousWithId = [Int32](repeating: -1, count: transitions.count)
        for (index, record) in transitions.enumerated() {
            if let previous = latestById.updateValue(index, forKey: record.id) {
                previousWithId[index] = Int32(previous)
            }
        }
        /// The transition with `id` that had started by `t` (the latest such), else the first with it.
        func index(of id: TransitionID, at t: Double) -> Int? {
            guard var candidate = latestById[id] else { return nil }
            while transitions[candidate].tStart > t, previousWithId[candidate] >= 0 {
                candidate = Int(previousWithId[candidate])
            }
            return candidate
        }
        trails = frames.takeTrails(count: transitions.count)
        downs = replay.touches.sequences.map(\.tBegin)

        // Every (transition, sequence) that caused it, sorted and each once.
        var pairs: [(transition: Int, sequence: Int)] = []
        for (index, record) in transitions.enumerated() {
            if let started = record.startedBySequence { pairs.append((index, started)) }
            for sequence in record.retargetedBySequences { pairs.append((index, sequence)) }
        }
        for decision in replay.decisions {
            if let grabbed = decision.grabbedTransitionId, let owner = index(of: grabbed, at: decision.tDown) {
                pairs.append((owner, decision.sequenceIndex))
            }
        }
        pairs.sort { ($0.transition, $0.sequence) < ($1.transition, $1.sequence) }
        var unique = 0
        for pair in pairs where unique == 0 || pairs[unique - 1] != pair {
            pairs[unique] = pair
            unique += 1
        }
        pairs.removeLast(pairs.count - unique)
        let sequenceCount = Swift.max(downs.count, (pairs.map(\.sequence).max() ?? -1) + 1)
        causeSequences = pairs.map(\.sequence)
        causeStarts = Self.starts(of: pairs.map(\.transition), count: transitions.count)
        // The same pairs by sequence: a stable counting sort keeps each one's transitions in order.
        causedStarts = Self.starts(of: pairs.map(\.sequence), count: sequenceCount)
        var causedTransitions = [Int](repeating: 0, count: pairs.count)
        var next = causedStarts
        for pair in pairs {
            causedTransitions[next[pair.sequence]] = pair.transition
            next[pair.sequence] += 1
        }
        self.causedTransitions = causedTransitions
        startsInOrder = zip(transitions, transitions.dropFirst()).allSatisfy { $0.tStart <= $1.tStart }
        var latest = -Double.infinity
        latestEndThrough = transitions.map { record in
            latest = Swift.max(latest, record.tEnd ?? .infinity)
            return latest
        }
        byEnd = transitions.indices.filter { transitions[$0].tEnd != nil }.sorted {
            (transitions[$0].tEnd!, $0) < (transitions[$1].tEnd!, $1)
        }
    }

    /// The number of transitions that started at or before `t` (`startsInOrder` only).
    private func startedCount(atOrBefore t: Double) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle].tStart <= t { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The transition in flight at `t` (started at or before, not yet ended), if any.
    package func transitionInFlight(at t: Double) -> Int? {
        func inFlight(_ record: TransitionRecord) -> Bool { record.tStart <= t && (record.tEnd.map { t < $0 } ?? true) }
        guard startsInOrder else { return transitions.lastIndex(where: inFlight) }
        var index = startedCount(atOrBefore: t) - 1
        // Below an index whose latest end so far is at or before t, nothing is in flight at t.
        while index >= 0, latestEndThrough[index] > t {
            if inFlight(transitions[index]) { return index }
            index -= 1
        }
        return nil
    }

    /// The transitions other than `excluded` that started after `start` and at or before `end`.
    package func transitionsStarted(after start: Double, through end: Double, excluding excluded: Int?) -> [Int] {
        let range: Range<Int> =
            startsInOrder
            ? startedCount(
                atOrBefore: start)..<Swift.max(startedCount(atOrBefore: start), startedCount(atOrBefore: end))
            : transitions.indices
        return range.filter { $0 != excluded && transitions[$0].tStart > start && transitions[$0].tStart <= end }
    }

    /// The latest transition that started less than `reactionTime` before `t` and had ended by
    /// `t`: one that came to rest before anyone could have reacted to its start (an engine that
    /// opens in one frame). Asked when nothing is in flight at `t`.
    package func transitionEndedUnseen(at t: Double, reactionTime: Double) -> Int? {
        func ended(_ index: Int) -> Bool {
            transitions[index].tStart > t - reactionTime && (transitions[index].tEnd.map { $0 <= t } ?? false)
        }
        guard startsInOrder else { return transitions.indices.last { transitions[$0].tStart <= t && ended($0) } }
        // Starts in order: walk back from the last start at or before t while within the window.
        var index = startedCount(atOrBefore: t) - 1
        while index >= 0, transitions[index].tStart > t - reactionTime {
            if ended(index) { return index }
            index -= 1
        }
        return nil
    }

    /// The transitions any of `sequences` started, grabbed or reversed, in order.
    package func transitionsCaused(by sequences: [Int]) -> [Int] {
        var found: [Int] = []
        for sequence in sequences where sequence >= 0 && sequence + 1 < causedStarts.count {
            found += causedTransitions[causedStarts[sequence]..<causedStarts[sequence + 1]]
        }
        found.sort()
        var unique = 0
        for transition in found where unique == 0 || found[unique - 1] != transition {
            found[unique] = transition
            unique += 1
        }
        found.removeLast(found.count - unique)
        return found
    }

    /// The side at rest at `t` when nothing is in flight: that of the last transition ended at or
    /// before `t`, else the trace's initial side.
    package func restingSide(at t: Double) -> SceneSide {
        // The last end at or before t, and of the transitions that ended then, the first.
        var low = 0
        var high = byEnd.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[byEnd[middle]].tEnd! <= t { low = middle + 1 } else { high = middle }
        }
        guard low > 0, let last = transitions[byEnd[low - 1]].tEnd else { return initialSide }
        var first = low - 1
        while first > 0, transitions[byEnd[first - 1]].tEnd == last { first -= 1 }
        return transitions[byEnd[first]].finalSide ?? initialSide
    }

    /// When transition `index`, which ended cancelled, was back on its origin side for good: the
    /// displayed time of the first frame of the last run of frames, up to its end, showing the
    /// origin's progress (1 for a dismiss, 0 for a present). A spring that settles back gets there
    /// at its end; a pan reversed past its start gets there while the finger is still down, which
    /// is when the user sees the change of mind honoured. Falls back to the transition's end.
    package func backAtOrigin(_ index: Int) -> Double? {
        let record = transitions[index]
        guard record.outcome == .cancelled, let end = record.tEnd else { return nil }
        let origin = record.operation == .dismiss ? 1.0 : 0.0
        guard let firstAtOrigin = trails[index]?.runStart(at: origin) else { return end }
        return min(firstAtOrigin, end)
    }

    /// How far transition `index` had taken the screen from its origin (progress 1 for a dismiss,
    /// 0 for a present) as displayed at `t`: the distance from the origin of its last frame shown at
    /// or before `t`, 0 before its first frame. In 0...1 (an overshooting spring is clamped).
    /// `t` is the down of a touch sequence (the frames are not kept, only what they showed then).
    package func depth(of index: Int, at t: Double) -> Double {
        let origin = transitions[index].operation == .dismiss ? 1.0 : 0.0
        let down = downs.partitionPoint { $0 >= t }
        precondition(down < downs.count && downs[down] == t, "depth is asked at a sequence's down")
        guard let progress = trails[index]?.progress(atDown: down, t: t) else { return 0 }
        return min(1, abs(progress - origin))
    }

    /// The touch sequences that started, grabbed or reversed transition `index`.
    package func sequencesCausing(_ index: Int) -> Set<Int> {
        Set(causeSequences[causeStarts[index]..<causeStarts[index + 1]])
    }

    /// Where each group's entries start in a list ordered by group, for the entries' `groups`
    /// (each in 0..<count, in any order), with the list's end last: `count + 1` offsets.
    private static func starts(of groups: [Int], count: Int) -> [Int] {
        var starts = [Int](repeating: 0, count: count + 1)
        for group in groups { starts[group + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        return starts
    }
}
