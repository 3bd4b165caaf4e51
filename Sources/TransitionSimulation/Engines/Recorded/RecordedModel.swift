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
///   caused, by the one rule of `CausalCredit`). Fingers down together form a group and share its
///   answer. A `began` with a `cause` answers the touches it names (or nobody, `"none"`). Otherwise
///   a group at hand (a finger down, or lifted up to `CausalCredit.answerFrames` frames ago) is
///   answered by a `paused` (a grab) or an interactive `began` (the latest such group), a
///   non-interactive `began` (the latest such group already lifted: a request at an up), a
///   `reversed` (the transition's driver, else the latest group), or a `progress` that moves a
///   transition following this finger (`RecordedReaction`); with none at hand, a `began`, `paused`
///   or `reversed` answers late the latest group still waiting, up to
///   `CausalCredit.responseBoundMs` after its up. An `ended`, or the progress of a transition
///   moving on its own, answers nobody. Its `firstResponse` is that event's time (already a
///   displayed time, so no latency is added). A group never answered is `ignored` with reason
///   `noResponse` (the recorded app gives no reasons).
/// - **Causes**: the group credited with a `began` is the transition's `startedBySequence` (its
///   first sequence), one credited with a `reversed` joins `retargetedBySequences`, one credited
///   with a `paused` grabbed it (`TouchDecision.grabbedTransitionId`): the records analysis reads
///   (`ScreenHistory`), so the same rule answers "was this touch answered" and "did this touch
///   cause this transition".
/// - **Visible**: a transition's first `visible` event moves the answer of every sequence its
///   reactions answered before it to that time (never earlier than the reaction): the user saw
///   the answer then, however early the app called `began` (`AnswerSource.visible`). Without one,
///   the answer is the reaction event (`AnswerSource.reaction`). A `visible` answers nobody.
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
    /// The groups that may still be answered (down, at hand or waiting: `CausalCredit`), in order
    /// of their downs.
    private var open: [RecordedGroup] = []
    private var groupCount = 0
    /// Per transition id, the number of the group that last drove it (see `RecordedReaction`).
    private var drivers: [TransitionID: Int] = [:]
    /// Per touch id, the sequences of the latest group that touch belonged to (a `cause` names
    /// touch ids, and may name a group no longer open).
    private var groupOfTouch: [Int: (number: Int, sequences: [Int])] = [:]
    /// Per transition id, the time of its `visible` event, once the trace has written it.
    private var visibleAt: [TransitionID: Double] = [:]
    /// Per transition id not yet visible, the sequences its reactions answered: their answer moves
    /// to the `visible` event when it comes (`AnswerSource`).
    private var awaitingVisible: [TransitionID: [Int]] = [:]

    init(header: TraceHeader, configuration: EngineConfiguration) {
        side = header.scene.initial
        progress = side.progress
    }

    var isInMotion: Bool { false }

    static func pendingReason(openGesture: Gesture?) -> TouchDecision.IgnoreReason { .noResponse }

    /// Closes the groups no reaction in `frame` can answer any more (every event applied in it is
    /// later than the frame before it); those never answered are ignored.
    mutating func advance(to frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        let clock = ledger.clock
        let earliest = clock.isGrid || frame.index > 0 ? clock.time(ofFrame: frame.index - 1) : -Double.infinity
        open.removeAll { group in
            guard let lastUp = group.lastUp, let atHand = group.atHandUntil else { return false }
            let closed =
                group.isAnswered ? atHand < earliest : max(atHand, lastUp + CausalCredit.responseBoundMs) < earliest
            if closed && !group.isAnswered {
                for sequence in group.sequences { ledger.ignore(sequence: sequence, .noResponse) }
            }
            return closed
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
            groupOfTouch[ledger.decisions[sequence].touchId] = (groupCount, [sequence])
            groupCount += 1
        case .fingerAdded(let sequence):
            guard let index = open.lastIndex(where: \.isDown) else { return }
            open[index].sequences.append(sequence)
            open[index].fingersDown += 1
            for touch in open[index].sequences.map({ ledger.decisions[$0].touchId }) {
                groupOfTouch[touch] = (open[index].number, open[index].sequences)
            }
            // A finger joining a group that already drives a transition is taken in the frame it
            // lands, as both models take it (`ReplayLedger.acceptGroup`).
            if open[index].isAnswered {
                ledger.accept(sequence: sequence, response: ledger.displayTime(frame), answer: .reaction)
            }
        case .fingerLifted(let sequence, let t):
            guard let index = open.firstIndex(where: { $0.sequences.contains(sequence) }) else { return }
            open[index].fingersDown -= 1
            if open[index].fingersDown == 0 {
                let clock = ledger.clock
                let last = clock.frame(
                    frame.index + CausalCredit.answerFrames(renderLatencyFrames: clock.renderLatencyFrames))
                let period = clock.time(ofFrame: last.index + 1) - last.t
                open[index].lastUp = t
                open[index].atHandUntil = last.t + CausalCredit.edgeTolerance(period: period)
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
        let credited = creditedGroup(of: event, reaction, at: t, ledger: ledger)
        var current = inFlight.firstIndex { $0.id == id }
        // A `visible` says when a transition in flight showed; one for no transition in flight
        // (late, after its `ended`) begins nothing.
        if event.event == .visible && current == nil { return }
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
        if event.event == .visible, visibleAt[id] == nil {
            visibleAt[id] = t
            for sequence in awaitingVisible.removeValue(forKey: id) ?? [] {
                ledger.show(sequence: sequence, at: t)
            }
        }
        if let credited {
            answer(credited, of: id, at: t, grabbed: reaction == .grab ? id : nil, ledger: &ledger)
            drivers[id] = credited.number
            let index = inFlight[position].index
            switch event.event {
            case .began:
                ledger.update(index) { $0.startedBySequence = $0.startedBySequence ?? credited.sequences.first }
            case .reversed:
                ledger.update(index) { record in
                    for sequence in credited.sequences where !record.retargetedBySequences.contains(sequence) {
                        record.retargetedBySequences.append(sequence)
                    }
                }
            case .paused, .progress, .ended, .visible:
                break
            }
        }
        if let value = event.progress { progress = value }
        recordStep(of: event, at: t, on: inFlight[position].index, ledger: &ledger)
        switch event.event {
        case .began, .progress, .visible:
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
            awaitingVisible[id] = nil
            if inFlight.isEmpty {
                side = outcome == .completed ? operation.destinationSide : operation.destinationSide.opposite
                if event.progress == nil { progress = side.progress }
            }
        }
    }

    /// The group `event` (of kind `reaction`, at `t`) answers, by `CausalCredit`'s rule: its
    /// `cause` when it gives one, else a group at hand, else the latest group waiting.
    private func creditedGroup(
        of event: TransitionEvent, _ reaction: RecordedReaction, at t: Double, ledger: ReplayLedger
    ) -> (number: Int, sequences: [Int])? {
        switch event.cause {
        case .programmatic?:
            return nil
        case .touches(let ids)?:
            // The latest group holding one of the named touches (the app may name several fingers
            // of one gesture; they share a group).
            return ids.compactMap { groupOfTouch[$0] }.max { $0.number < $1.number }
        case nil:
            // Most events of a recording are progress of a transition moving on its own: they
            // answer nobody, so no group is looked at (every frame of every transition).
            guard reaction != .none, !open.isEmpty else { return nil }
            let id = TransitionID(rawValue: event.id)
            let atHand = open.filter { $0.isAtHand(at: t) }
            if let group = reaction.answeredGroup(among: atHand, driver: drivers[id]) {
                return (group.number, group.sequences)
            }
            let waiting = open.filter { $0.isWaiting(at: t) }
            return reaction.lateAnsweredGroup(among: waiting).map { ($0.number, $0.sequences) }
        }
    }

    /// Credits group `group` with a reaction of transition `id` at `t`: its sequences not yet
    /// answered are accepted with that first reaction, and every older group still waiting (out of
    /// hand) gets no answer (`CausalCredit`, step 4). The answer is what the user saw: at `t` when
    /// the transition was already visible; else at `t` for now, moved to the transition's
    /// `visible` event when one comes before it ends (`AnswerSource`).
    private mutating func answer(
        _ group: (number: Int, sequences: [Int]), of id: TransitionID, at t: Double, grabbed: TransitionID?,
        ledger: inout ReplayLedger
    ) {
        if let index = open.firstIndex(where: { $0.number == group.number }) { open[index].isAnswered = true }
        let visible = visibleAt[id] != nil
        for sequence in group.sequences where ledger.decisions[sequence].firstResponse == nil {
            ledger.accept(
                sequence: sequence, response: t, reaction: t, answer: visible ? .visible : .reaction, grabbed: grabbed)
            if !visible { awaitingVisible[id, default: []].append(sequence) }
        }
        for sequence in group.sequences {
            ledger.accept(sequence: sequence, response: t, grabbed: grabbed)
        }
        open.removeAll { older in
            guard older.number < group.number, older.isWaiting(at: t) else { return false }
            for sequence in older.sequences { ledger.ignore(sequence: sequence, .noResponse) }
            return true
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
        case .progress, .ended, .visible:
            return
        }
        ledger.update(index) { $0.steps.append(step) }
    }
}
