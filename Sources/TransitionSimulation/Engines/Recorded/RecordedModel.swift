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

    private var side: SceneSide
    private var inFlight: [InFlight] = []
    private var progress: Double
    private var previous: (t: Double, progress: Double)?
    /// The groups that may still be answered (down, or lifted less than
    /// `RecordedGroup.answerFrames` frames ago), in order of their downs.
    private var open: [RecordedGroup] = []
    private var groupCount = 0
    /// Per transition id, the number of the group that last drove it (see `RecordedReaction`).
    private var drivers: [String: Int] = [:]

    init(header: TraceHeader, configuration: EngineConfiguration) {
        side = header.scene.initial
        progress = side.progress
    }

    var isInMotion: Bool { false }

    static func pendingReason(openGesture: Gesture?) -> TouchDecision.IgnoreReason { .noResponse }

    /// Closes the groups no reaction can answer any more; those never answered are ignored.
    mutating func advance(to frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        open.removeAll { group in
            guard let last = group.lastAnsweringFrame, last < frame.index else { return false }
            if !group.isAnswered {
                for sequence in group.sequences { ledger.ignore(sequence: sequence, .noResponse) }
            }
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
        case .groupBegan(let sequence):
            open.append(RecordedGroup(number: groupCount, sequences: [sequence], fingersDown: 1))
            groupCount += 1
        case .fingerAdded(let sequence):
            guard let index = open.lastIndex(where: \.isDown) else { return }
            open[index].sequences.append(sequence)
            open[index].fingersDown += 1
            // A finger joining a group that already drives a transition is taken in the frame it
            // lands, as both models take it (`ReplayLedger.acceptGroup`).
            if open[index].isAnswered { ledger.accept(sequence: sequence, response: ledger.displayTime(frame)) }
        case .fingerLifted(let sequence, _):
            guard let index = open.firstIndex(where: { $0.sequences.contains(sequence) }) else { return }
            open[index].fingersDown -= 1
            if open[index].fingersDown == 0 {
                open[index].lastAnsweringFrame =
                    frame.index + RecordedGroup.answerFrames(renderLatencyFrames: ledger.clock.renderLatencyFrames)
            }
        default:
            break
        }
    }

    mutating func handle(_ event: TransitionEvent, at t: Double, frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        ledger.keep(TraceEvent(t: t, .transition(event)))
        let followsFinger = inFlight.first { $0.id == event.id }?.state == .tracking
        let reaction = RecordedReaction(event, followsFinger: followsFinger, lastProgress: progress)
        if let group = reaction.answeredGroup(among: open, driver: drivers[event.id]) {
            answer(group.number, at: t, grabbed: reaction == .grab ? event.id : nil, ledger: &ledger)
            drivers[event.id] = group.number
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

    /// Credits group `number` with a reaction displayed at `t`: its sequences not yet answered
    /// are accepted with that first response.
    private mutating func answer(_ number: Int, at t: Double, grabbed: String?, ledger: inout ReplayLedger) {
        guard let index = open.firstIndex(where: { $0.number == number }) else { return }
        open[index].isAnswered = true
        for sequence in open[index].sequences {
            ledger.accept(sequence: sequence, response: t, grabbed: grabbed)
        }
    }
}
