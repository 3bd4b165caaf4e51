import TraceModel

/// One simulated person: their `HumanParameters`, their own random streams, and their hand.
///
/// **Streams.** The user's generator is `SeededGenerator.derive(seed:stream:)` at
/// `streamPath(user:scenario:)` = `"user/<index>/scenario/<name>"`, so a user's trace depends on
/// the seed, the user's index and the scenario only; adding users changes nothing for user 0.
/// Below it, each concern draws from its own fork (`reaction`, `patience`, `plan`, `motor`), so
/// that changing, say, the patience distribution does not shift the motor noise.
///
/// **Closed loop** (`ClosedLoopSession`, through its internal `ScriptRunner`). The loop feeds
/// `ScreenObservation`s frame by frame and asks: when a cue appears, `nextReactionDelay()`; for
/// anticipatory plans, `draw(_:)`; for the gesture, `pickCell()` and `perform(_:at:)`; after it,
/// `nextPatience()` and, once patience has run out with no answer toward the gesture's goal
/// (`ResponseWatch`, stricter than `sawResponse(from:to:)`: motion away from the goal does not
/// count), `patienceDecision(waitedWithoutResponse:patience:retriesSoFar:)`.
package struct SimulatedUser: Sendable {
    package let index: Int
    package let scenario: Scenario
    package let parameters: HumanParameters
    package let layout: SceneLayout
    package let motor: Motor
    /// The scene's transition distance L (pt): how far the photo travels from viewer to chat.
    package let transitionDistance: Double
    /// The root of this user's streams.
    package let stream: SeededGenerator
    private var reaction: SeededGenerator
    private var patience: SeededGenerator
    private var plan: SeededGenerator
    private var hand: SeededGenerator
    /// The id the next finger gets (ids count from 1 per user and are never reused).
    package private(set) var nextTouchID = 1

    package init(
        seed: UInt64, index: Int, scenario: Scenario, parameters: HumanParameters = .default,
        header: TraceHeader = TraceHeader()
    ) {
        precondition(index >= 0, "user indices are non-negative")
        self.index = index
        self.scenario = scenario
        self.parameters = parameters
        self.layout = SceneLayout(screen: header.screen)
        self.motor = Motor(parameters: parameters, header: header)
        self.transitionDistance = header.scene.transitionDistance
        let root = SeededGenerator.derive(seed: seed, stream: Self.streamPath(user: index, scenario: scenario))
        self.stream = root
        reaction = root.fork(label: "reaction")
        patience = root.fork(label: "patience")
        plan = root.fork(label: "plan")
        hand = root.fork(label: "motor")
    }

    /// Users 0..<count of one scenario. User i is the same whatever `count` is.
    package static func population(
        seed: UInt64, count: Int, scenario: Scenario,
        parameters: HumanParameters = .default,
        header: TraceHeader = TraceHeader()
    ) -> [SimulatedUser] {
        (0..<max(count, 0)).map {
            SimulatedUser(seed: seed, index: $0, scenario: scenario, parameters: parameters, header: header)
        }
    }

    /// The stream path of a user in a scenario.
    package static func streamPath(user index: Int, scenario: Scenario) -> String {
        "user/\(index)/scenario/\(scenario.rawValue)"
    }

    // MARK: Timing

    /// Time from a visual change being displayed to the touch-down that answers it (ms).
    package mutating func nextReactionDelay() -> Double {
        parameters.reactionTime.sample(using: &reaction)
    }

    /// How long to wait for an answer to the gesture just performed, from its lift (ms).
    package mutating func nextPatience() -> Double {
        parameters.patience.wait.sample(using: &patience)
    }

    /// One planned delay of a scenario script (ms).
    package mutating func draw(_ delay: PlannedDelay) -> Double {
        switch delay {
        case .reaction: nextReactionDelay()
        case .quickDismiss: parameters.timing.quickDismissDelay.sample(using: &plan)
        case .grabAfterRelease: parameters.changeOfMind.grabDelay.sample(using: &plan)
        case .browsePause: parameters.timing.browsePause.sample(using: &plan)
        }
    }

    /// Given `waited` ms since the lift of the latest attempt with nothing visible happening, a
    /// patience of `patience` ms and `retriesSoFar` retries already made: keep waiting while
    /// waited < patience; then retry while retries remain (`Patience.maximumRetries`), else give up.
    package func patienceDecision(
        waitedWithoutResponse waited: Double, patience: Double,
        retriesSoFar: Int
    ) -> PatienceDecision {
        if waited < patience { return .keepWaiting }
        return retriesSoFar < parameters.patience.maximumRetries ? .retry : .giveUp
    }

    /// Whether the screen visibly changed between two frames: the side at rest changed, a
    /// transition started or stopped, or the progress moved by at least
    /// `Patience.noticeableProgress`. (The closed loop asks more of an answer: motion toward the
    /// gesture's goal side, see `ResponseWatch`.)
    package func sawResponse(from before: some ScreenObservation, to after: some ScreenObservation) -> Bool {
        before.side != after.side || before.isTransitionInFlight != after.isTransitionInFlight
            || abs(after.progress - before.progress) >= parameters.patience.noticeableProgress
    }

    // MARK: Choices

    /// A photo cell of the chat, uniformly (from the `plan` stream).
    package mutating func pickCell() -> Int {
        plan.index(below: layout.cellCount)
    }

    /// A cell next to `cell` in the same row (left or right, at random when both exist): closer
    /// than the double-tap slop.
    package mutating func pickNeighbour(of cell: Int) -> Int {
        let column = cell % layout.columns
        if layout.columns < 2 { return cell }
        if column == 0 { return cell + 1 }
        if column == layout.columns - 1 { return cell - 1 }
        return plan.bernoulli(0.5) ? cell + 1 : cell - 1
    }

    /// How many times to repeat something, uniformly in `range` (browsing swipes).
    package mutating func draw(count range: ClosedRange<Int>) -> Int {
        plan.integer(in: range)
    }

    // MARK: Gestures

    /// Performs `goal` with the first touch-down at `t`: draws the plan (aim, speed, distance,
    /// lift) and samples the touches with fresh finger ids.
    package mutating func perform(_ goal: MotorGoal, at t: Double) -> PerformedGesture {
        switch goal {
        case .tapCell(let cell):
            let id = takeTouchID()
            let path = motor.tapPath(at: aim(at: layout.cellCenter(cell)), startingAt: t, using: &hand)
            let events = motor.sampler.sample(path, id: id, target: layout.cellTarget(cell), using: &hand)
            return PerformedGesture(goal: goal, events: events, paths: [path])
        case .tapTwoCells(let first, let second):
            let firstID = takeTouchID()
            let secondID = takeTouchID()
            let firstPath = motor.tapPath(at: aim(at: layout.cellCenter(first)), startingAt: t, using: &hand)
            let firstEvents = motor.sampler.sample(
                firstPath, id: firstID, target: layout.cellTarget(first),
                using: &hand)
            let gap = parameters.timing.doubleTapGap.sample(using: &plan)
            let secondPath = motor.tapPath(
                at: aim(at: layout.cellCenter(second)),
                startingAt: (firstEvents.last?.t ?? t) + gap, using: &hand)
            let secondEvents = motor.sampler.sample(
                secondPath, id: secondID, target: layout.cellTarget(second),
                using: &hand)
            return PerformedGesture(goal: goal, events: firstEvents + secondEvents, paths: [firstPath, secondPath])
        case .dismiss(let style):
            let pan = style == .flick ? parameters.flick : parameters.drag
            let path = panPath(pan, direction: Point(x: 0, y: 1), from: dismissStart(), at: t)
            return sampled(goal, path)
        case .reversingDismiss:
            let mind = parameters.changeOfMind
            let pan = mind.reversingPan
            let direction = scatter(Point(x: 0, y: 1), pan)
            let onset = pan.onsetDelay.sample(using: &plan)
            let path = motor.reversingPanPath(
                from: dismissStart(), direction: direction, distance: pan.distance.sample(using: &plan),
                peakSpeed: pan.peakSpeed.sample(using: &plan),
                reversalFraction: mind.reversalFraction.sample(using: &plan),
                overshoot: mind.reversalOvershoot.sample(using: &plan),
                reversalPeakSpeed: mind.reversalPeakSpeed.sample(using: &plan),
                lift: mind.reversalLift.plan(using: &plan), onsetDelay: onset, startingAt: t)
            var gesture = sampled(goal, path)
            gesture.reversalTime = path.movements.last?.onset
            return gesture
        case .grab(let point, let dragBack):
            let mind = parameters.changeOfMind
            let hold = mind.grabHold.sample(using: &plan)
            guard dragBack else {
                return sampled(goal, motor.grabPath(at: point, hold: hold, startingAt: t))
            }
            let back = mind.dragBack
            let direction = scatter(Point(x: 0, y: -1), back)
            let drag = Motor.scaled(direction, to: back.distance.sample(using: &plan))
            let path = motor.grabPath(
                at: point, hold: hold, drag: drag, peakSpeed: back.peakSpeed.sample(using: &plan),
                lift: back.lift.plan(using: &plan), startingAt: t)
            return sampled(goal, path)
        case .grabAndReturn(let point, let shown, let side):
            let mind = parameters.changeOfMind
            let hold = mind.grabHold.sample(using: &plan)
            let back = mind.dragBack
            let left = (side == .destination ? 1 - shown : shown) * transitionDistance
            let planned = max(back.distance.sample(using: &plan), mind.returnFraction.sample(using: &plan) * left)
            // Forward progress grows as the finger goes up (the media viewer's axis, s = -1).
            let direction = scatter(Point(x: 0, y: side == .destination ? -1 : 1), back)
            let path = motor.grabPath(
                at: point, hold: hold, drag: Motor.scaled(direction, to: planned),
                peakSpeed: back.peakSpeed.sample(using: &plan),
                lift: back.lift.plan(using: &plan), startingAt: t)
            return sampled(goal, path)
        case .browse(let side):
            let start = Point(
                x: plan.uniform(in: layout.browseStartX(toward: side)),
                y: plan.uniform(in: layout.dismissStartY))
            let path = panPath(
                parameters.browse, direction: Point(x: side == .right ? 1 : -1, y: 0), from: start, at: t)
            return sampled(goal, path)
        }
    }

    // MARK: Helpers

    private mutating func takeTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    private mutating func sampled(_ goal: MotorGoal, _ path: FingerPath) -> PerformedGesture {
        let events = motor.sampler.sample(path, id: takeTouchID(), using: &hand)
        return PerformedGesture(goal: goal, events: events, paths: [path])
    }

    private mutating func panPath(
        _ pan: HumanParameters.Pan, direction axis: Point, from start: Point,
        at t: Double
    ) -> FingerPath {
        let direction = scatter(axis, pan)
        let onset = pan.onsetDelay.sample(using: &plan)
        return motor.panPath(
            from: start, direction: direction, distance: pan.distance.sample(using: &plan),
            peakSpeed: pan.peakSpeed.sample(using: &plan), lift: pan.lift.plan(using: &plan),
            onsetDelay: onset, startingAt: t)
    }

    /// `axis` turned by the pan's direction scatter (degrees).
    private mutating func scatter(_ axis: Point, _ pan: HumanParameters.Pan) -> Point {
        let angle = pan.directionScatter.sample(using: &plan) * Double.pi / 180
        let c = Math.cosine(angle)
        let s = Math.sine(angle)
        return Point(x: axis.x * c - axis.y * s, y: axis.x * s + axis.y * c)
    }

    private mutating func aim(at target: Point) -> Point {
        let dx = parameters.aimScatter.sample(using: &plan)
        let dy = parameters.aimScatter.sample(using: &plan)
        return Point(x: target.x + dx, y: target.y + dy)
    }

    private mutating func dismissStart() -> Point {
        Point(x: plan.uniform(in: layout.dismissStartX), y: plan.uniform(in: layout.dismissStartY))
    }
}

/// What a user who has had no visible answer to a gesture does next.
package enum PatienceDecision: String, Sendable, Hashable, CaseIterable {
    /// Still within patience: keep watching.
    case keepWaiting
    /// Patience ran out and retries remain: do the same gesture again.
    case retry
    /// Patience ran out after the last allowed retry: abandon the intent.
    case giveUp
}
