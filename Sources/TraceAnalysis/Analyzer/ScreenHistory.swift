import GestureRecognition
import TraceModel
import TransitionSimulation

/// What one engine's screen did over a trace, as analysis asks it: which side showed at a time,
/// which transition was in flight and where it was heading, how each transition ended, and which
/// touch sequences caused each transition.
///
/// Times are displayed times (the engine's transition records and events carry the frame plus
/// render latency), so "in flight at t" means "the user could see it moving at t".
public struct ScreenHistory: Sendable {
    public let initialSide: SceneSide
    public let transitions: [TransitionRecord]
    /// For each transition id: (time, new target side) steps, from `began` and each `reversed`.
    private let headingSteps: [String: [(t: Double, side: SceneSide)]]
    /// For each transition id: the touch sequences that started, grabbed or reversed it.
    private let causes: [String: Set<Int>]
    /// For each transition id: its timeline frames (frame time, progress), in order.
    private let frames: [String: [(t: Double, progress: Double)]]
    /// Frame time to displayed time.
    private let displayLatency: Double

    /// - Parameters:
    ///   - sequences: the trace's touch sequences (indices match `TouchDecision.sequenceIndex`).
    ///   - framePeriod: ms per display frame, for the recorded engine's attribution window.
    ///   - renderLatencyFrames: frames between a timeline frame and its display.
    public init(
        initialSide: SceneSide, replay: ReplayResult, sequences: [TouchSequence], framePeriod: Double,
        renderLatencyFrames: Int = 1
    ) {
        self.initialSide = initialSide
        self.transitions = replay.transitions
        self.displayLatency = framePeriod * Double(renderLatencyFrames)
        var frames: [String: [(t: Double, progress: Double)]] = [:]
        for frame in replay.timeline {
            if let id = frame.transitionId { frames[id, default: []].append((frame.t, frame.progress)) }
        }
        self.frames = frames
        var steps: [String: [(t: Double, side: SceneSide)]] = [:]
        var reactionTimes: [String: [Double]] = [:]
        for event in replay.emittedEvents {
            guard case .transition(let e) = event.payload else { continue }
            switch e.event {
            case .began:
                if let side = e.operation?.destinationSide { steps[e.id, default: []].append((event.t, side)) }
                reactionTimes[e.id, default: []].append(event.t)
            case .reversed:
                if let last = steps[e.id]?.last { steps[e.id, default: []].append((event.t, last.side.opposite)) }
                reactionTimes[e.id, default: []].append(event.t)
            case .paused:
                reactionTimes[e.id, default: []].append(event.t)
            case .progress, .ended:
                break
            }
        }
        // Transitions known only from records (no emitted events) head to their destination.
        for record in replay.transitions where steps[record.id] == nil {
            steps[record.id] = [(record.tStart, record.operation.destinationSide)]
        }
        headingSteps = steps

        var causes: [String: Set<Int>] = [:]
        for record in replay.transitions {
            var set = Set(record.retargetedBySequences)
            if let started = record.startedBySequence { set.insert(started) }
            causes[record.id] = set
        }
        for decision in replay.decisions {
            if let grabbed = decision.grabbedTransitionId {
                causes[grabbed, default: []].insert(decision.sequenceIndex)
            }
        }
        if replay.engine == .recorded {
            // The recorded app says nothing of causes: a transition is caused by an accepted touch
            // sequence when one of its began/paused/reversed events falls between the sequence's
            // down and two frames after its up (the frame of the up, plus render latency).
            for decision in replay.decisions where decision.decision == .accepted {
                guard decision.sequenceIndex < sequences.count else { continue }
                let sequence = sequences[decision.sequenceIndex]
                let until = (sequence.tEnd ?? .infinity) + 2 * framePeriod
                for (id, times) in reactionTimes where times.contains(where: { $0 >= sequence.tBegin && $0 <= until }) {
                    causes[id, default: []].insert(decision.sequenceIndex)
                }
            }
        }
        self.causes = causes
    }

    /// The transition in flight at `t` (started at or before, not yet ended), if any.
    public func transitionInFlight(at t: Double) -> TransitionRecord? {
        transitions.last { $0.tStart <= t && ($0.tEnd.map { t < $0 } ?? true) }
    }

    /// Where transition `id` was heading at `t`: its operation's destination, flipped by each
    /// reversal up to `t`.
    public func heading(of id: String, at t: Double) -> SceneSide? {
        guard let steps = headingSteps[id], let first = steps.first else { return nil }
        return steps.last { $0.t <= t }?.side ?? first.side
    }

    /// The side a finished transition left the screen on: its destination when completed, its
    /// origin when cancelled; nil while unfinished.
    public static func finalSide(of record: TransitionRecord) -> SceneSide? {
        switch record.outcome {
        case .completed: record.operation.destinationSide
        case .cancelled: record.operation.destinationSide.opposite
        case nil: nil
        }
    }

    /// The side at rest at `t` when nothing is in flight: that of the last transition ended at or
    /// before `t`, else the trace's initial side.
    public func restingSide(at t: Double) -> SceneSide {
        let ended = transitions.filter { ($0.tEnd ?? .infinity) <= t }.max { ($0.tEnd ?? 0) < ($1.tEnd ?? 0) }
        return ended.flatMap(Self.finalSide) ?? initialSide
    }

    /// When a transition that ended cancelled was back on its origin side for good: the displayed
    /// time of the first frame of the last run of frames, up to its end, showing the origin's
    /// progress (1 for a dismiss, 0 for a present). A spring that settles back gets there at its
    /// end; a pan reversed past its start gets there while the finger is still down, which is when
    /// the user sees the change of mind honoured. Falls back to the transition's end.
    public func backAtOrigin(_ record: TransitionRecord) -> Double? {
        guard record.outcome == .cancelled, let end = record.tEnd else { return nil }
        let origin = record.operation == .dismiss ? 1.0 : 0.0
        guard let own = frames[record.id], let last = own.last, abs(last.progress - origin) < 1e-9 else { return end }
        var firstAtOrigin = last.t
        for frame in own.reversed() {
            guard abs(frame.progress - origin) < 1e-9 else { break }
            firstAtOrigin = frame.t
        }
        return min(firstAtOrigin + displayLatency, end)
    }

    /// The touch sequences that started, grabbed or reversed transition `id`.
    public func sequencesCausing(_ id: String) -> Set<Int> { causes[id] ?? [] }
}
