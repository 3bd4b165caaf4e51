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
/// - **Touch decisions** (causal: a sequence is answered only by a reaction it could have
///   caused; `RecordedReaction` states each rule and the model behaviour it mirrors). Fingers
///   down together form a group and share its answer. A group can be answered while a finger is
///   down and up to `RecordedGroup.answerFrames` frames after the frame of its last up: by a
///   `paused` (a grab) or an interactive `began` (the latest such group), a non-interactive
///   `began` (the latest such group already lifted: a request at an up), a `reversed` (the
///   transition's driver, else the latest group), or a `progress` that moves a transition
///   following this finger; never by an `ended` or by the progress of a transition moving on its
///   own. Its `firstResponse` is that event's time (already a displayed time, so no latency is
///   added). A group never answered is `ignored` with reason `noResponse` (the recorded app
///   gives no reasons).
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

    private var side: SceneSide
    private var inFlight: [InFlight] = []
    private var progress: Double
    private var previous: (t: Double, progress: Double)?
    /// The groups that may still be answered (down, or lifted less than
    /// `RecordedGroup.answerFrames` frames ago), in order of their downs.
    private var open: [RecordedGroup] = []
    private var groupCount = 0
    /// Per transition id, the number of the group that last drove it (see `RecordedReaction`).
    private var drivers: [TransitionID: Int] = [:]

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
        let id = TransitionID(rawValue: event.id)
        let followsFinger = inFlight.first { $0.id == id }?.state == .tracking
        let reaction = RecordedReaction(event, followsFinger: followsFinger, lastProgress: progress)
        if let group = reaction.answeredGroup(among: open, driver: drivers[id]) {
            answer(group.number, at: t, grabbed: reaction == .grab ? id : nil, ledger: &ledger)
            drivers[id] = group.number
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

    /// Credits group `number` with a reaction displayed at `t`: its sequences not yet answered
    /// are accepted with that first response.
    private mutating func answer(_ number: Int, at t: Double, grabbed: TransitionID?, ledger: inout ReplayLedger) {
        guard let index = open.firstIndex(where: { $0.number == number }) else { return }
        open[index].isAnswered = true
        for sequence in open[index].sequences {
            ledger.accept(sequence: sequence, response: t, grabbed: grabbed)
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
