import TraceModel
import TransitionSimulation

/// The frame figures of an engine model's transitions (docs/analysis.md "Frames"), computed by the
/// same rules as a recording's (`TransitionFrames`), from the frames the replay presented.
///
/// The model's frame k is what a display link would have recorded: `t` at the refresh render
/// latency minus one frame after it (when its work starts, as the display link's `timestamp`),
/// `target` the next refresh (when it is meant to be shown). A frame whose work overran the period
/// is late (`ReplayResult.lateFrames`); the refreshes it overran have no frame. The replay lists
/// one frame for a stretch where the screen stood still (`EngineDriver`); those refreshes were
/// still presented on time, showing the same progress, and are walked here one by one.
///
/// - The frames presented while a transition ran: those whose on-time display (frame plus render
///   latency) lies from its start to its end (the replay's last frame while it is unfinished).
/// - Jumps (`ProgressJumps`): the timeline's progress in the frames presented, the first against
///   the frame before the transition's first timeline frame (the scene's initial side when there
///   is none).
/// - The period: the clock's nominal period (the header's rate, or the replay's `refreshHz`).
/// - Replayed against a recording's own frames, a model's frame k is meant to be shown when the
///   recording's frame k was (its `target`, else its `t` plus the period), not at the recording's
///   next frame: so a frame the recording presented late is late for the model too, and the
///   models' hitches and dropped frames agree with the recording's. Likewise a model's frame k
///   `resumesAfterPause` when the recording's frame k does (the recorder idled its display link
///   before it): the gap is no hitch for the models either.
///
/// The timeline is read frame by frame as the replay renders it (`add`), and each transition is
/// measured as soon as it has ended and a frame after its end has come, so only the frames of the
/// transitions not yet measured are held, never a long trace's whole timeline
/// (docs/performance.md).
package struct ModelFrames: Sendable {
    private let clock: FrameClock
    private let initialSide: SceneSide
    /// Per explicit frame of the replay's clock, the `target` the recording gave it (nil: none).
    private let recordedTargets: [Double?]
    /// The explicit frames of the clock that the recording's frames resumed after a pause.
    private let resumedAfterPause: Set<Int>
    /// The timeline frames still needed: from the last one at or before the first frame of the
    /// earliest transition not yet measured (the last few when every transition is measured).
    private var frames: [TimelineFrame] = []
    /// The time of the latest frame dropped from `frames`, if any.
    private var droppedThrough: Double?
    /// The latest frame, and the progress of the frame before each transition's first frame (by id).
    private var lastFrame: TimelineFrame?
    private var progressBefore: [TransitionID: Double] = [:]
    /// An id `progressBefore` holds (the latest frame's, mostly the next one's too): no lookup then.
    private var heldId: TransitionID?
    /// The figures of each transition seen so far (empty figures for those in `unmeasured`, not
    /// measured yet), and those not measured. Not optionals, so that `finish` hands the array
    /// over rather than copying it.
    private var measured: [TransitionFrames] = []
    private var unmeasured: [Int] = []
    /// Frames kept when every transition is measured: a transition that starts later has its
    /// first frame after them.
    private static let tail = 4
    /// Dropped frames are removed in batches of at least this many (removal moves the rest).
    private static let batch = 1024

    /// The figures of `replay`'s transitions; `recordedFrames` are the trace's own `frame` events
    /// (`RecordedFrames.frames`), whose targets say when each of the clock's frames was meant to
    /// be shown. Reads the replay's whole timeline.
    package init(replay: ReplayResult, initialSide: SceneSide, recordedFrames: [PresentedFrame] = []) {
        self.init(clock: replay.clock, initialSide: initialSide, recordedFrames: recordedFrames)
        for frame in replay.timeline { add(frame, transitions: replay.transitions, lateFrames: replay.lateFrames) }
        finalTransitions = replay.transitions
        finalLateFrames = replay.lateFrames
    }

    /// Figures to be read from a replay on `clock` frame by frame (`add`, then `finish`).
    package init(clock: FrameClock, initialSide: SceneSide, recordedFrames: [PresentedFrame] = []) {
        self.clock = clock
        self.initialSide = initialSide
        let times = clock.explicitTimes
        var targets = [Double?](repeating: nil, count: times.count)
        var resumed = Set<Int>()
        var next = 0
        for frame in recordedFrames {
            while next < times.count, times[next] < frame.t - FrameClock.onFrameTolerance { next += 1 }
            guard next < times.count else { break }
            if abs(times[next] - frame.t) <= FrameClock.onFrameTolerance {
                if targets[next] == nil { targets[next] = frame.target }
                if frame.resumesAfterPause { resumed.insert(next) }
            }
        }
        recordedTargets = targets
        resumedAfterPause = resumed
    }

    private var finalTransitions: [TransitionRecord] = []
    private var finalLateFrames: [LateFrame] = []

    /// The figures of each of the replay's transitions, in order (`init(replay:initialSide:recordedFrames:)`).
    package func measure() -> [TransitionFrames] {
        var copy = self
        return copy.finish(transitions: finalTransitions, lateFrames: finalLateFrames)
    }

    /// Adds the next timeline frame; `transitions` and `lateFrames` are those recorded by then
    /// (prefixes of the final ones).
    package mutating func add(_ frame: TimelineFrame, transitions: [TransitionRecord], lateFrames: [LateFrame]) {
        while measured.count < transitions.count {
            unmeasured.append(measured.count)
            measured.append(TransitionFrames())
        }
        if let id = frame.transitionId, id != heldId {
            if progressBefore[id] == nil {
                progressBefore[id] = lastFrame?.progress ?? (initialSide == .source ? 0 : 1)
            }
            heldId = id
        }
        frames.append(frame)
        lastFrame = frame
        // A transition that has ended is measured once a frame after its end has come: every frame
        // its measure reads (shown at or before its end) is then here.
        let tolerance = FrameClock.onFrameTolerance
        var remaining = 0
        for position in unmeasured.indices {
            let index = unmeasured[position]
            if let end = transitions[index].tEnd, frame.t > end + 2 * tolerance {
                measured[index] = measure(transitions[index], lateFrames: lateFrames)
            } else {
                unmeasured[remaining] = index
                remaining += 1
            }
        }
        if remaining < unmeasured.count {
            unmeasured.removeLast(unmeasured.count - remaining)
            dropFrames(transitions: transitions)
        } else if unmeasured.isEmpty, frames.count >= Self.batch + Self.tail {
            dropFrames(transitions: transitions)
        }
    }

    /// The figures of each of `transitions` (the final ones), in order, after the last frame.
    package mutating func finish(transitions: [TransitionRecord], lateFrames: [LateFrame]) -> [TransitionFrames] {
        while measured.count < transitions.count {
            unmeasured.append(measured.count)
            measured.append(TransitionFrames())
        }
        for index in unmeasured { measured[index] = measure(transitions[index], lateFrames: lateFrames) }
        unmeasured = []
        defer { measured = [] }
        return measured
    }

    /// Drops the frames no transition left to measure reads.
    private mutating func dropFrames(transitions: [TransitionRecord]) {
        var keep = Swift.max(0, frames.count - Self.tail)
        for index in unmeasured {
            let first = clock.time(ofFrame: firstFrame(of: transitions[index]))
            keep = Swift.min(keep, Swift.max(0, lastFrameIndex(atOrBefore: first)))
        }
        guard keep >= Self.batch || (keep > 0 && keep >= frames.count / 2) else { return }
        droppedThrough = frames[keep - 1].t
        frames.removeFirst(keep)
    }

    /// The clock frame whose presentation opens `record` (the first its measure visits).
    private func firstFrame(of record: TransitionRecord) -> Int {
        max(clock.firstFrame(atOrAfter: record.tStart).index - clock.renderLatencyFrames, clock.isGrid ? Int.min : 0)
    }

    private mutating func measure(_ record: TransitionRecord, lateFrames: [LateFrame]) -> TransitionFrames {
        let screen = progressBefore.removeValue(forKey: record.id)
        if record.id == heldId { heldId = nil }
        return measure(record, screen: screen, lateFrames: lateFrames)
    }

    private func measure(_ record: TransitionRecord, screen: Double?, lateFrames: [LateFrame]) -> TransitionFrames {
        let latency = clock.renderLatencyFrames
        let tolerance = FrameClock.onFrameTolerance
        let lowest = clock.isGrid ? Int.min : 0
        let end: Double
        if let tEnd = record.tEnd {
            end = tEnd
        } else if let last = lastFrame {
            end = clock.time(ofFrame: clock.firstFrame(atOrAfter: last.t).index + latency)
        } else {
            return TransitionFrames()
        }
        var k = firstFrame(of: record)
        var before = k - 1
        while before >= lowest, isDropped(before, lateFrames: lateFrames) { before -= 1 }
        return TransitionFrames.measure(
            period: clock.nominalPeriod, before: before >= lowest ? presented(before, progress: nil) : nil,
            durationMs: record.tEnd.map { $0 - record.tStart }, tStart: record.tStart, screenAtStart: screen
        ) { visit in
            var shown = lastFrameIndex(atOrBefore: clock.time(ofFrame: k))
            while clock.time(ofFrame: k + latency) <= end + tolerance {
                if !isDropped(k, lateFrames: lateFrames) {
                    let t = clock.time(ofFrame: k)
                    while shown + 1 < frames.count, frames[shown + 1].t <= t + tolerance {
                        shown += 1
                    }
                    visit(presented(k, progress: shown >= 0 ? frames[shown].progress : nil))
                }
                k += 1
            }
        }
    }

    /// Model frame `k` as a display link would have recorded it.
    private func presented(_ k: Int, progress: Double?) -> PresentedFrame {
        let index = k + max(clock.renderLatencyFrames, 1) - 1
        let t = clock.time(ofFrame: index)
        let target: Double
        if index >= 0, index < recordedTargets.count {
            target = recordedTargets[index] ?? t + clock.nominalPeriod
        } else {
            target = clock.time(ofFrame: index + 1)
        }
        var frame = PresentedFrame(t: t, target: target, progress: progress)
        frame.resumesAfterPause = resumedAfterPause.contains(index)
        return frame
    }

    /// Whether refresh `k` had no frame: a late frame before it overran it.
    private func isDropped(_ k: Int, lateFrames late: [LateFrame]) -> Bool {
        let low = late.partitionPoint { $0.index >= k }
        guard low > 0 else { return false }
        return k <= late[low - 1].index + late[low - 1].periods
    }

    /// The index in `frames` of the last timeline frame at or before `t`; -1 when none.
    private func lastFrameIndex(atOrBefore t: Double) -> Int {
        let index = frames.partitionPoint { $0.t > t + FrameClock.onFrameTolerance } - 1
        if index < 0, let droppedThrough {
            precondition(droppedThrough > t + FrameClock.onFrameTolerance, "a frame still needed was dropped")
        }
        return index
    }
}
