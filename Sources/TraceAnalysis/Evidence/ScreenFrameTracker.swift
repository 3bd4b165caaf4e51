import GestureRecognition
import TransitionSimulation

/// Reads a replay's timeline frame by frame into what `ScreenHistory` keeps of each transition's
/// frames (`TransitionTrail`), so that the timeline need not be held (docs/performance.md). Fed
/// the frames in order, each with the transitions recorded by then; a frame belongs to the
/// transition it names, the latest with that id started at or before its displayed time.
package struct ScreenFrameTracker: Sendable {
    private let clock: FrameClock
    /// The touch sequences' down times, in order (where `ScreenHistory.depth` is asked); the
    /// first is sequence 0's, wherever the slice starts.
    private let downs: ArraySlice<Double>
    /// The latest transition with each id, and per transition the one before it with the same id
    /// (-1: none): a chain rather than an array per id, which would cost an allocation for each
    /// of a long trace's transitions.
    private var latestById: [TransitionID: Int] = [:]
    private var previousWithId: [Int32] = []
    private var known = 0
    /// The id of the latest frame looked up and its latest transition, until a transition is
    /// recorded: consecutive frames mostly name the same transition, so most frames hash no id.
    private var cachedId: TransitionID?
    private var cachedLatest = 0
    private(set) var trails: [TransitionTrail?] = []

    /// A tracker for a replay on `clock` of a trace with `touches`.
    package init(clock: FrameClock, touches: RecognizedTouches) {
        self.init(clock: clock, downs: touches.sequences.map(\.tBegin))
    }

    /// A tracker for a replay on `clock` of a trace whose touch sequences go down at `downs`.
    package init(clock: FrameClock, downs: [Double]) {
        self.init(clock: clock, downs: downs[...])
    }

    /// A tracker for a replay on `clock` of a part of a trace whose touch sequences go down at
    /// `downs`, the part's first sequence first (a slice of the whole trace's downs).
    package init(clock: FrameClock, downs: ArraySlice<Double>) {
        self.clock = clock
        self.downs = downs
    }

    /// Adds the next frame; `transitions` are those recorded by then (a prefix of the final ones).
    package mutating func add(_ frame: TimelineFrame, transitions: [TransitionRecord]) {
        guard let id = frame.transitionId else { return }
        while known < transitions.count {
            previousWithId.append(Int32(latestById.updateValue(known, forKey: transitions[known].id) ?? -1))
            trails.append(nil)
            known += 1
            cachedId = nil
        }
        // The frame's own time plus the render latency's frames on the clock, counted from it.
        let own = clock.firstFrame(atOrAfter: frame.t)
        let displayed = frame.t + clock.time(ofFrame: own.index + clock.renderLatencyFrames) - own.t
        // The latest with the id started by then, else the first with it.
        var owner: Int
        if id == cachedId {
            owner = cachedLatest
        } else {
            guard let latest = latestById[id] else { return }
            (owner, cachedId, cachedLatest) = (latest, id, latest)
        }
        while transitions[owner].tStart > displayed, previousWithId[owner] >= 0 { owner = Int(previousWithId[owner]) }
        if trails[owner] == nil {
            trails[owner] = TransitionTrail(t: displayed, progress: frame.progress, downs: downs)
        } else {
            trails[owner]!.add(t: displayed, progress: frame.progress, downs: downs)
        }
    }

    /// The trail of each of the `count` final transitions, nil for one without frames: the
    /// tracker's own list, handed over rather than copied.
    consuming func takeTrails(count: Int) -> [TransitionTrail?] {
        if trails.count < count { trails += repeatElement(nil, count: count - trails.count) }
        return trails
    }
}
