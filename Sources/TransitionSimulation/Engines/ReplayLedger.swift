import TraceModel

/// The bookkeeping an engine model writes as it runs: touch decisions, transition records and the
/// emitted `transition` events, all stamped with displayed times (frame plus render latency).
struct ReplayLedger: Sendable {
    let clock: FrameClock
    let engine: EngineKind
    /// The engine's main-thread work per frame (docs/engines.md "Frame cost").
    let cost: FrameCost
    /// Transitions begun and not yet ended (a frame while one is open costs `cost.frameCostMs`).
    private var openTransitions = 0
    /// The frame index work was last booked in, and the work booked in it (ms).
    private var bookedFrame = Int.min
    private var booked = 0.0
    private(set) var decisions: [TouchDecision] = []
    /// Whether each sequence's decision is final (parallel to `decisions`).
    private(set) var decided: [Bool] = []
    private(set) var transitions: [TransitionRecord] = []
    private(set) var emittedEvents: [TraceEvent] = []
    /// Whether `emittedEvents` is kept. An observed replay (analysis) reads the decisions and
    /// transitions only, so it keeps none: they would grow with the trace (docs/performance.md
    /// "A long trace").
    var keepsEmittedEvents = true
    /// The sequences of the group that is down (or of the last group), in order of their downs.
    private(set) var group: [Int] = []
    /// Transitions numbered before this replay's: its first is number `numberedFrom + 1` (a
    /// replay that goes on from where another stopped, `StreamedReplays.init`).
    var numberedFrom = 0

    /// The sequences without their final decision yet.
    private var undecided = 0
    /// The latest displayed end of a transition, and of an answer to a touch.
    private(set) var latestShown = -Double.infinity

    /// Whether no transition is open and every sequence has its final decision.
    var isSettled: Bool { openTransitions == 0 && undecided == 0 }

    init(clock: FrameClock, engine: EngineKind, cost: FrameCost = .zero) {
        self.clock = clock
        self.engine = engine
        self.cost = cost
    }

    /// The time (ms) a change applied in `frame` is displayed: render latency later, plus the
    /// periods the frame is late when its work overran the period.
    func displayTime(_ frame: FrameClock.Frame) -> Double {
        clock.time(ofFrame: frame.index + clock.renderLatencyFrames + latePeriods(of: frame))
    }

    /// The main-thread work (ms) of `frame` so far: the work booked in it, plus `frameCostMs`
    /// while a transition is open.
    func work(in frame: FrameClock.Frame) -> Double {
        (openTransitions > 0 ? cost.frameCostMs : 0) + (frame.index == bookedFrame ? booked : 0)
    }

    /// Whole periods `frame` is presented late for its work so far (`FrameClock.latePeriods`).
    func latePeriods(of frame: FrameClock.Frame) -> Int {
        clock.latePeriods(work: work(in: frame), inFrame: frame)
    }

    /// Books `ms` of main-thread work in `frame`.
    private mutating func book(_ ms: Double, in frame: FrameClock.Frame) {
        guard ms > 0 else { return }
        if frame.index != bookedFrame {
            bookedFrame = frame.index
            booked = 0
        }
        booked += ms
    }

    // MARK: Touch decisions

    /// Opens the (provisional) decision of a new sequence; a group's first sequence starts a group.
    mutating func register(sequence: Int, touchId: Int, tDown: Double, startsGroup: Bool) {
        precondition(sequence == decisions.count, "sequences are registered in order")
        decisions.append(TouchDecision(touchId: touchId, sequenceIndex: sequence, tDown: tDown, decision: .ignored))
        decided.append(false)
        undecided += 1
        if startsGroup { group = [] }
        group.append(sequence)
    }

    /// Whether every sequence of the current group has a final decision.
    var isGroupDecided: Bool { group.allSatisfy { decided[$0] } }

    /// Accepts the group's undecided sequences: the engine reacted to them in `frame`.
    mutating func acceptGroup(at frame: FrameClock.Frame, grabbed: TransitionID? = nil) {
        for sequence in group where !decided[sequence] {
            accept(sequence: sequence, response: displayTime(frame), reaction: frame.t, grabbed: grabbed)
        }
    }

    /// Accepts one sequence, with the displayed time of the engine's first reaction to it, the
    /// time it acted (`reaction`, the response when nil) and what the response is measured to.
    mutating func accept(
        sequence: Int, response: Double?, reaction: Double? = nil, answer: AnswerSource = .model,
        grabbed: TransitionID? = nil
    ) {
        decisions[sequence].decision = .accepted
        decisions[sequence].reason = nil
        if decisions[sequence].firstResponse == nil, let response {
            latestShown = max(latestShown, response)
            decisions[sequence].firstResponse = response
            decisions[sequence].firstReaction = reaction ?? response
            decisions[sequence].answer = answer
        }
        decisions[sequence].grabbedTransitionId = decisions[sequence].grabbedTransitionId ?? grabbed
        if !decided[sequence] { undecided -= 1 }
        decided[sequence] = true
    }

    /// Moves an accepted sequence's answer to `t`, the first frame that showed it (a recording's
    /// `visible` event after the reaction that answered it; never earlier than that reaction).
    mutating func show(sequence: Int, at t: Double) {
        guard let reaction = decisions[sequence].firstReaction else { return }
        decisions[sequence].firstResponse = Swift.max(t, reaction)
        latestShown = Swift.max(latestShown, Swift.max(t, reaction))
        decisions[sequence].answer = .visible
    }

    /// Ignores the group's undecided sequences, for `reason`.
    mutating func ignoreGroup(_ reason: TouchDecision.IgnoreReason) {
        for sequence in group where !decided[sequence] {
            ignore(sequence: sequence, reason)
        }
    }

    /// Ignores one sequence, for `reason`.
    mutating func ignore(sequence: Int, _ reason: TouchDecision.IgnoreReason) {
        decisions[sequence].decision = .ignored
        decisions[sequence].reason = reason
        if !decided[sequence] { undecided -= 1 }
        decided[sequence] = true
    }

    // MARK: Transitions

    /// Starts a transition in `frame`; returns its index in `transitions`. Emits `began`.
    mutating func begin(
        _ operation: TransitionOperation, trigger: TransitionTrigger, interactive: Bool, progress: Double,
        at frame: FrameClock.Frame, startedBy sequence: Int?
    ) -> Int {
        let id = TransitionID(engine: engine, number: numberedFrom + transitions.count + 1)
        openTransitions += 1
        book(cost.startCostMs, in: frame)
        let t = displayTime(frame)
        transitions.append(
            TransitionRecord(
                id: id, operation: operation, trigger: trigger, tStart: t,
                interactive: interactive, startedBySequence: sequence,
                steps: [TransitionStep(.began, t: t, heading: operation.destinationSide)]))
        emit(
            TransitionEvent(
                id: id.rawValue, event: .began, operation: operation, interactive: interactive,
                progress: Self.clamped(progress)), at: t)
        return transitions.count - 1
    }

    /// A grab paused transition `index` at `progress` in `frame`. Emits `paused`.
    mutating func pause(_ index: Int, progress: Double, at frame: FrameClock.Frame) {
        transitions[index].steps.append(TransitionStep(.paused, t: displayTime(frame), heading: nil))
        emit(
            TransitionEvent(id: transitions[index].id.rawValue, event: .paused, progress: Self.clamped(progress)),
            at: displayTime(frame))
    }

    /// Transition `index` now heads for the other side, because of `sequence`. Emits `reversed`.
    mutating func reverse(_ index: Int, progress: Double, at frame: FrameClock.Frame, by sequence: Int?) {
        if let sequence { transitions[index].retargetedBySequences.append(sequence) }
        let heading = transitions[index].heading(at: .infinity).opposite
        transitions[index].steps.append(TransitionStep(.reversed, t: displayTime(frame), heading: heading))
        emit(
            TransitionEvent(id: transitions[index].id.rawValue, event: .reversed, progress: Self.clamped(progress)),
            at: displayTime(frame))
    }

    /// Transition `index` came to rest on `side` in `frame`: `completed` on its operation's
    /// destination side, else `cancelled`. Emits `ended`.
    mutating func end(_ index: Int, restingOn side: SceneSide, at frame: FrameClock.Frame) {
        if transitions[index].tEnd == nil { openTransitions = max(0, openTransitions - 1) }
        let t = displayTime(frame)
        let outcome: TransitionOutcome = side == transitions[index].operation.destinationSide ? .completed : .cancelled
        latestShown = max(latestShown, t)
        transitions[index].tEnd = t
        transitions[index].outcome = outcome
        emit(
            TransitionEvent(
                id: transitions[index].id.rawValue, event: .ended, progress: side.progress, outcome: outcome),
            at: t)
    }

    private mutating func emit(_ event: TransitionEvent, at t: Double) {
        guard keepsEmittedEvents else { return }
        emittedEvents.append(TraceEvent(t: t, .transition(event)))
    }

    /// Progress as format v1 allows it, in [0, 1] (a spring may overshoot).
    static func clamped(_ progress: Double) -> Double { min(max(progress, 0), 1) }

    // MARK: Recorded engine

    /// Records a transition the trace reported (recorded engine).
    mutating func record(_ record: TransitionRecord) -> Int {
        transitions.append(record)
        return transitions.count - 1
    }

    /// Updates a recorded transition.
    mutating func update(_ index: Int, _ change: (inout TransitionRecord) -> Void) {
        change(&transitions[index])
    }

    /// Keeps a trace's own event as emitted (recorded engine).
    mutating func keep(_ event: TraceEvent) {
        guard keepsEmittedEvents else { return }
        emittedEvents.append(event)
    }
}

extension SceneSide {
    /// The forward progress of this side at rest: 0 on the source, 1 on the destination.
    var progress: Double { self == .source ? 0 : 1 }
}
