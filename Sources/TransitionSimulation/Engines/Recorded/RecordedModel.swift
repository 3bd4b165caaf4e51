import GestureRecognition
import TraceModel

/// The recording app's own engine: the trace's `transition` events are the output, with no
/// simulation.
///
/// - **Transitions**: one record per transition id: `began` gives `tStart`, `operation` (when
///   absent: present from the source, dismiss from the destination) and `interactive` (default
///   false); `ended` gives `tEnd` and `outcome` (default `completed`). Trigger `"recorded"`, no
///   starting sequence. An event for an id that never began begins it there.
/// - **Timeline** (on the replay frames; an event at t shows from the first frame at or after
///   t): p holds the last reported progress; dp/dt is the change since the previous frame.
///   State: an interactive transition `tracking`, a non-interactive one `animating`; `paused`
///   makes it `tracking`, `reversed` `animating` (the format has no "released" event, so a
///   released interactive transition stays `tracking` until it ends). Between transitions, idle
///   on the side the last one ended on (`completed`: its operation's destination).
/// - **Touch decisions**: the recorded app gives no reasons. A sequence is `accepted` when a
///   reaction (`began`, `paused`, `reversed`, or any event whose progress differs from the last
///   reported one) comes between its down and one frame after the frame of its up (the render
///   latency when longer); its `firstResponse` is that event's time (already a displayed time,
///   so no latency is added). Otherwise it is `ignored` with reason `notAGesture`.
/// - **Emitted events**: the trace's own transition events, unchanged.
///
/// Chosen by `EngineKind.recorded`; docs/engines.md has every rule with its source.
struct RecordedModel: EngineModel {
    static let kind = EngineKind.recorded

    struct InFlight: Sendable {
        var index: Int
        var id: TransitionID
        var state: EngineState
    }

    /// A touch sequence that may still count as answered: a reaction up to frame `limit` (nil
    /// while the finger is down) accepts it.
    struct Candidate: Sendable {
        var sequence: Int
        var limit: Int?
    }

    private var side: SceneSide
    private var inFlight: [InFlight] = []
    private var progress: Double
    private var previous: (t: Double, progress: Double)?
    private var candidates: [Candidate] = []

    init(header: TraceHeader, configuration: EngineConfiguration) {
        side = header.scene.initial
        progress = side.progress
    }

    var isInMotion: Bool { false }

    static func pendingReason(openGesture: Gesture?) -> TouchDecision.IgnoreReason { .notAGesture }

    mutating func advance(to frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        candidates.removeAll { candidate in
            guard let limit = candidate.limit, limit < frame.index else { return false }
            ledger.ignore(sequence: candidate.sequence, .notAGesture)
            return true
        }
    }

    mutating func render(_ frame: FrameClock.Frame) -> TimelineFrame {
        var velocity = 0.0
        if let previous, frame.t > previous.t {
            velocity = (progress - previous.progress) / ((frame.t - previous.t) / 1000)
        }
        previous = (frame.t, progress)
        let current = inFlight.last
        return TimelineFrame(
            t: frame.t, state: current?.state ?? .idle(side), progress: progress,
            velocity: velocity, transitionId: current?.id)
    }

    mutating func handle(_ input: TouchInput, at frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        switch input {
        case .groupBegan(let sequence), .fingerAdded(let sequence):
            candidates.append(Candidate(sequence: sequence, limit: nil))
        case .fingerLifted(let sequence, let t):
            // "Up + one frame" (or the render latency, when longer): the app shows its answer to
            // an up in the frame after it is applied.
            let limit = ledger.clock.firstFrame(atOrAfter: t).index + max(1, ledger.clock.renderLatencyFrames)
            if let index = candidates.firstIndex(where: { $0.sequence == sequence }) {
                candidates[index].limit = limit
            }
        default:
            break
        }
    }

    mutating func handle(_ event: TransitionEvent, at t: Double, frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        ledger.keep(TraceEvent(t: t, .transition(event)))
        let id = TransitionID(rawValue: event.id)
        let changesProgress = event.progress.map { $0 != progress } ?? false
        let reacts = event.event == .began || event.event == .paused || event.event == .reversed || changesProgress
        if reacts {
            for candidate in candidates {
                ledger.accept(
                    sequence: candidate.sequence, response: t,
                    grabbed: event.event == .paused ? id : nil)
            }
            candidates.removeAll()
        }
        var current = inFlight.firstIndex { $0.id == id }
        if current == nil {
            // `began`, or any event of a transition the trace never began: it begins here.
            let operation = event.operation ?? (side == .source ? .present : .dismiss)
            let interactive = event.interactive ?? false
            let index = ledger.record(
                TransitionRecord(
                    id: id, operation: operation, trigger: .recorded,
                    tStart: t, interactive: interactive))
            inFlight.append(InFlight(index: index, id: id, state: interactive ? .tracking : .animating))
            current = inFlight.count - 1
        }
        guard let position = current else { return }
        if let value = event.progress { progress = value }
        recordStep(of: event, at: t, on: inFlight[position].index, ledger: &ledger)
        switch event.event {
        case .began, .progress:
            break
        case .paused:
            inFlight[position].state = .tracking
        case .reversed:
            inFlight[position].state = .animating
        case .ended:
            let index = inFlight[position].index
            let outcome = event.outcome ?? .completed
            let operation = ledger.transitions[index].operation
            ledger.update(index) { record in
                record.tEnd = t
                record.outcome = outcome
            }
            inFlight.remove(at: position)
            if inFlight.isEmpty {
                side = outcome == .completed ? operation.destinationSide : operation.destinationSide.opposite
                if event.progress == nil { progress = side.progress }
            }
        }
    }

    /// Keeps a `began`, `paused` or `reversed` as a step of its record: `began` heads for its
    /// `operation`'s destination (no heading when the event names none), `reversed` for the side
    /// opposite the last heading (none when no step named one).
    private func recordStep(of event: TransitionEvent, at t: Double, on index: Int, ledger: inout ReplayLedger) {
        let step: TransitionStep
        switch event.event {
        case .began:
            step = TransitionStep(.began, t: t, heading: event.operation?.destinationSide)
        case .paused:
            step = TransitionStep(.paused, t: t, heading: nil)
        case .reversed:
            let last = ledger.transitions[index].steps.last { $0.heading != nil }?.heading
            step = TransitionStep(.reversed, t: t, heading: last?.opposite)
        case .progress, .ended:
            return
        }
        ledger.update(index) { $0.steps.append(step) }
    }
}
