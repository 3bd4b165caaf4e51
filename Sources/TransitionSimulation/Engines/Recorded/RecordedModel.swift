import GestureRecognition
import TraceModel

/// The recorded engine's reading of a trace's `transition` events (see `RecordedEngine`).
struct RecordedModel: EngineModel {
    static let kind = EngineKind.recorded

    struct InFlight: Sendable {
        var index: Int
        var id: String
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
        let changesProgress = event.progress.map { $0 != progress } ?? false
        let reacts = event.event == .began || event.event == .paused || event.event == .reversed || changesProgress
        if reacts {
            for candidate in candidates {
                ledger.accept(
                    sequence: candidate.sequence, response: t,
                    grabbed: event.event == .paused ? event.id : nil)
            }
            candidates.removeAll()
        }
        var current = inFlight.firstIndex { $0.id == event.id }
        if current == nil {
            // `began`, or any event of a transition the trace never began: it begins here.
            let operation = event.operation ?? (side == .source ? .present : .dismiss)
            let interactive = event.interactive ?? false
            let index = ledger.record(
                TransitionRecord(
                    id: event.id, operation: operation, trigger: "recorded",
                    tStart: t, interactive: interactive))
            inFlight.append(InFlight(index: index, id: event.id, state: interactive ? .tracking : .animating))
            current = inFlight.count - 1
        }
        guard let position = current else { return }
        if let value = event.progress { progress = value }
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
}
