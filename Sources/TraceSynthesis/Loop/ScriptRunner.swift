import TraceModel

/// The simulated user's side of the closed loop: follows a scenario's script on what the screen
/// shows (`observe(_:)`, one displayed frame at a time), decides when to act, and performs the
/// gestures (`act()`) when the loop reaches that time. Internal to `ClosedLoopSession`.
///
/// Cues (each counted from a displayed frame at or after the previous step's last lift):
/// - `reactToStart`: the first displayed frame, plus a reaction time;
/// - `reactToRest(on:)`: the first frame showing that side at rest, plus a reaction time;
/// - `afterTransitionStarts(delay)`: the first displayed frame of the transition in flight that
///   began after the previous step's first down, plus the planned delay;
/// - `afterPreviousLift(delay)`: the previous step's last lift plus the planned delay.
///
/// A step with an intent writes its `intent` event at the down of its first gesture, then
/// watches that gesture (`ResponseWatch`): answered, the step is over; unanswered when patience
/// runs out, it retries (`ScenarioAction.retryGoal`) at that frame's displayed time under the
/// same intent, or gives up. A step without an intent (browsing) expects nothing and is over
/// when its gestures are done.
struct ScriptRunner: Sendable {
    private(set) var user: SimulatedUser
    let script: [ScenarioStep]
    /// Intent events, in order.
    private(set) var intents: [TraceEvent] = []
    /// One outcome per step started.
    private(set) var outcomes: [ScriptStepOutcome] = []
    private(set) var stepIndex = 0
    private var phase: Phase = .awaitingCue
    /// The latest displayed frame seen.
    private var latest: ObservedFrame
    /// Displayed time of the first frame of the transition in flight now (nil at rest).
    private var inFlightSince: Double?
    private var lastLift: Double?
    private var lastLiftLocation: Point?
    /// The first down of the step before the current one.
    private var previousStepDown: Double?
    /// The side the previous gesture with a goal pushed toward.
    private var lastPushedToward: SceneSide?
    private var swipesLeft = 0
    /// The first down of each step started.
    private var stepDowns: [Double] = []

    private enum Phase: Sendable {
        case awaitingCue
        /// Act at `t`: the step's first gesture (nil) or this one.
        case scheduled(t: Double, goal: MotorGoal?)
        case watching(ResponseWatch, goal: MotorGoal)
        case done
    }

    init(user: SimulatedUser, initialSide: SceneSide) {
        self.user = user
        script = user.scenario.script
        latest = .atRest(initialSide, t: 0)
        if script.isEmpty { phase = .done }
    }

    /// Whether every step is over.
    var isDone: Bool {
        if case .done = phase { return true }
        return false
    }

    /// When the user acts next, if decided.
    var nextActionTime: Double? {
        if case .scheduled(let t, _) = phase { return t }
        return nil
    }

    /// Action times are rounded up to the sampler's time quantum (1 µs): a gesture's touch-down
    /// is written on that quantum, so it is then exactly the action time. Rounded to nearest
    /// instead, a down planned less than half a microsecond after a frame boundary could land on
    /// the boundary, in a frame already rendered.
    private func onQuantum(_ t: Double) -> Double {
        let quantum = user.parameters.sampling.timeQuantum
        return Math.round(t, toMultipleOf: quantum, rule: .up)
    }

    // MARK: Seeing

    /// Looks at one displayed frame (in time order).
    mutating func observe(_ frame: ObservedFrame) {
        latest = frame
        if frame.isTransitionInFlight {
            if inFlightSince == nil { inFlightSince = frame.t }
        } else {
            inFlightSince = nil
        }
        // A step that ends on this frame lets the next one look at the same frame for its cue.
        var guardCount = 0
        while guardCount < script.count + 1, step(on: frame) { guardCount += 1 }
    }

    /// Advances the current phase on `frame`; returns true when the step ended here.
    private mutating func step(on frame: ObservedFrame) -> Bool {
        switch phase {
        case .awaitingCue:
            checkCue(on: frame)
            return false
        case .watching(var watch, let goal):
            if watch.observe(frame, noticeable: user.parameters.patience.noticeableProgress) {
                finishStep(.answered)
                return true
            }
            phase = .watching(watch, goal: goal)
            guard watch.isOutOfPatience(at: frame.t) else { return false }
            let retries = outcomes[stepIndex].retries
            let decision = user.patienceDecision(
                waitedWithoutResponse: frame.t - watch.tLift,
                patience: watch.deadline - watch.tLift, retriesSoFar: retries)
            if decision == .retry, let again = script[stepIndex].action.retryGoal(after: goal, seeing: frame) {
                outcomes[stepIndex].retries += 1
                phase = .scheduled(t: onQuantum(frame.t), goal: again)
                return false
            }
            finishStep(.gaveUp)
            return true
        case .scheduled, .done:
            return false
        }
    }

    private mutating func checkCue(on frame: ObservedFrame) {
        if let lastLift, frame.t < lastLift { return }
        switch script[stepIndex].trigger {
        case .reactToStart:
            schedule(at: frame.t + user.nextReactionDelay(), after: frame)
        case .reactToRest(let side):
            guard frame.side == side else { return }
            schedule(at: frame.t + user.nextReactionDelay(), after: frame)
        case .afterTransitionStarts(let delay):
            guard let start = inFlightSince, start >= (previousStepDown ?? -.infinity) else { return }
            schedule(at: start + user.draw(delay), after: frame)
        case .afterPreviousLift(let delay):
            schedule(at: (lastLift ?? frame.t) + user.draw(delay), after: frame)
        }
    }

    /// Decides to act at `t`, never before the frame the decision was made on.
    private mutating func schedule(at t: Double, after frame: ObservedFrame) {
        phase = .scheduled(t: onQuantum(max(t, frame.t)), goal: nil)
    }

    private mutating func finishStep(_ ending: ScriptStepOutcome.Ending) {
        outcomes[stepIndex].ending = ending
        previousStepDown = intentStart(ofStep: stepIndex)
        stepIndex += 1
        phase = stepIndex < script.count ? .awaitingCue : .done
    }

    private func intentStart(ofStep index: Int) -> Double? {
        index < stepDowns.count ? stepDowns[index] : nil
    }

    // MARK: Acting

    /// Performs the gesture decided for `nextActionTime`; returns its touch events.
    mutating func act() -> [TraceEvent] {
        guard case .scheduled(let t, let planned) = phase else { return [] }
        let step = script[stepIndex]
        let isFirst = planned == nil
        let goal = planned ?? firstGoal(for: step.action)
        let gesture = user.perform(goal, at: t)
        let tDown = gesture.tBegin
        if isFirst {
            var id: String?
            if let intent = step.intent {
                id = "intent-\(intents.count + 1)"
                intents.append(
                    TraceEvent(t: tDown, .intent(IntentEvent(id: id!, goal: intent, target: target(of: goal)))))
            }
            outcomes.append(ScriptStepOutcome(step: stepIndex, intent: step.intent, intentId: id))
            stepDowns.append(tDown)
        }
        outcomes[stepIndex].gestures += 1
        outcomes[stepIndex].touchSequences += gesture.events.count { $0.touch?.phase == .began }
        lastLift = gesture.tEnd
        lastLiftLocation = gesture.liftLocation ?? lastLiftLocation
        let pushes = goal.pushesToward
        if let pushes { lastPushedToward = pushes }

        if step.intent != nil, let pushes {
            let watch = ResponseWatch(
                goal: pushes, tDown: tDown, tLift: gesture.tEnd, patience: user.nextPatience(),
                shownBefore: latest.progress)
            phase = .watching(watch, goal: goal)
        } else if case .browse(_, let side) = step.action, swipesLeft > 0 {
            swipesLeft -= 1
            phase = .scheduled(t: onQuantum(gesture.tEnd + user.draw(.browsePause)), goal: .browse(toward: side))
        } else {
            finishStep(.performed)
        }
        return gesture.events
    }

    /// The first gesture of a step, planned now.
    private mutating func firstGoal(for action: ScenarioAction) -> MotorGoal {
        switch action {
        case .tapCell:
            return .tapCell(user.pickCell())
        case .tapTwoCells:
            let cell = user.pickCell()
            return .tapTwoCells(cell, user.pickNeighbour(of: cell))
        case .dismiss(let style):
            return .dismiss(style)
        case .reversingDismiss:
            return .reversingDismiss
        case .grabAndReturn:
            let point = lastLiftLocation ?? Point(x: user.layout.screen.width / 2, y: user.layout.screen.height / 2)
            return .grabAndReturn(
                at: point, shownProgress: latest.progress,
                toward: lastPushedToward?.opposite ?? .destination)
        case .browse(let count, let side):
            swipesLeft = user.draw(count: count) - 1
            return .browse(toward: side)
        }
    }

    private func target(of goal: MotorGoal) -> String? {
        switch goal {
        case .tapCell(let cell), .tapTwoCells(let cell, _): user.layout.cellTarget(cell)
        default: nil
        }
    }
}
