import TraceModel
import TransitionSimulation

/// The frame figures of an engine model's transitions (docs/analysis.md "Frames"), computed by the
/// same rules as a recording's (`TransitionFrames`), from the frames the replay presented.
///
/// The model's frame k is what a display link would have recorded: `t` at the refresh render
/// latency minus one frame after it (when its work starts, as the display link's `timestamp`),
/// `target` the next refresh (when it is meant to be shown). A frame whose work overran the period
/// is late (`ReplayResult.lateFrames`); the refreshes it overran have no frame. The replay lists
/// one frame for a stretch where the screen stood still (`SimulationDriver`); those refreshes were
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
///   models' hitches and dropped frames agree with the recording's.
package struct ModelFrames: Sendable {
    private let replay: ReplayResult
    private let initialSide: SceneSide
    /// Per explicit frame of the replay's clock, the `target` the recording gave it (nil: none).
    private let recordedTargets: [Double?]

    /// The figures of `replay`'s transitions; `recordedFrames` are the trace's own `frame` events
    /// (`RecordedFrames.frames`), whose targets say when each of the clock's frames was meant to
    /// be shown.
    package init(replay: ReplayResult, initialSide: SceneSide, recordedFrames: [PresentedFrame] = []) {
        self.replay = replay
        self.initialSide = initialSide
        let times = replay.clock.explicitTimes
        var targets = [Double?](repeating: nil, count: times.count)
        var next = 0
        for frame in recordedFrames {
            while next < times.count, times[next] < frame.t - FrameClock.onFrameTolerance { next += 1 }
            guard next < times.count else { break }
            if abs(times[next] - frame.t) <= FrameClock.onFrameTolerance, targets[next] == nil {
                targets[next] = frame.target
            }
        }
        recordedTargets = targets
    }

    /// The figures of each of the replay's transitions, in order.
    package func measure() -> [TransitionFrames] {
        var firstFrame: [TransitionID: Int] = [:]
        for (index, frame) in replay.timeline.enumerated() {
            if let id = frame.transitionId, firstFrame[id] == nil { firstFrame[id] = index }
        }
        return replay.transitions.map { record in
            let progressAtStart: Double? = firstFrame[record.id].map { index in
                index > 0 ? replay.timeline[index - 1].progress : (initialSide == .source ? 0 : 1)
            }
            return measure(record, screen: progressAtStart)
        }
    }

    private func measure(_ record: TransitionRecord, screen: Double?) -> TransitionFrames {
        let clock = replay.clock
        let latency = clock.renderLatencyFrames
        let tolerance = FrameClock.onFrameTolerance
        let lowest = clock.isGrid ? Int.min : 0
        let end: Double
        if let tEnd = record.tEnd {
            end = tEnd
        } else if let last = replay.timeline.last {
            end = clock.time(ofFrame: clock.firstFrame(atOrAfter: last.t).index + latency)
        } else {
            return TransitionFrames()
        }
        var k = max(clock.firstFrame(atOrAfter: record.tStart).index - latency, lowest)
        var before = k - 1
        while before >= lowest, isDropped(before) { before -= 1 }
        return TransitionFrames.measure(
            period: clock.nominalPeriod, before: before >= lowest ? presented(before, progress: nil) : nil,
            durationMs: record.tEnd.map { $0 - record.tStart }, tStart: record.tStart, screenAtStart: screen
        ) { visit in
            var shown = lastTimelineIndex(atOrBefore: clock.time(ofFrame: k))
            while clock.time(ofFrame: k + latency) <= end + tolerance {
                if !isDropped(k) {
                    let t = clock.time(ofFrame: k)
                    while shown + 1 < replay.timeline.count, replay.timeline[shown + 1].t <= t + tolerance {
                        shown += 1
                    }
                    visit(presented(k, progress: shown >= 0 ? replay.timeline[shown].progress : nil))
                }
                k += 1
            }
        }
    }

    /// Model frame `k` as a display link would have recorded it.
    private func presented(_ k: Int, progress: Double?) -> PresentedFrame {
        let clock = replay.clock
        let index = k + max(clock.renderLatencyFrames, 1) - 1
        let t = clock.time(ofFrame: index)
        let target: Double
        if index >= 0, index < recordedTargets.count {
            target = recordedTargets[index] ?? t + clock.nominalPeriod
        } else {
            target = clock.time(ofFrame: index + 1)
        }
        return PresentedFrame(t: t, target: target, progress: progress)
    }

    /// Whether refresh `k` had no frame: a late frame before it overran it.
    private func isDropped(_ k: Int) -> Bool {
        let late = replay.lateFrames
        let low = late.partitionPoint { $0.index >= k }
        guard low > 0 else { return false }
        return k <= late[low - 1].index + late[low - 1].periods
    }

    /// The index of the last timeline frame at or before `t`; -1 when none.
    private func lastTimelineIndex(atOrBefore t: Double) -> Int {
        replay.timeline.partitionPoint { $0.t > t + FrameClock.onFrameTolerance } - 1
    }
}
