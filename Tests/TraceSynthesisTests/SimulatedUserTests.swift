import GestureRecognition
import Testing
import TraceModel
import TraceSynthesis
import TransitionSimulation

struct SimulatedUserTests {
    /// A fixed little session: every goal once, with reaction delays between.
    static func session(of user: SimulatedUser) -> [TraceEvent] {
        var user = user
        var t = user.nextReactionDelay()
        var events: [TraceEvent] = []
        let goals: [MotorGoal] = [
            .tapCell(5), .dismiss(.flick), .dismiss(.drag), .reversingDismiss,
            .grab(at: Point(x: 200, y: 600), dragBack: true), .browse(toward: .left),
            .tapTwoCells(1, 2),
            .grabAndReturn(
                at: Point(x: 200, y: 500), shownProgress: 0.2,
                toward: .destination),
        ]
        for goal in goals {
            let gesture = user.perform(goal, at: t)
            events += gesture.events
            t = gesture.tEnd + user.nextReactionDelay() + user.nextPatience()
        }
        return events
    }

    @Test("same seed, same user: identical events")
    func deterministic() {
        let a = SimulatedUser(seed: 42, index: 0, scenario: .openDismiss)
        let b = SimulatedUser(seed: 42, index: 0, scenario: .openDismiss)
        #expect(Self.session(of: a) == Self.session(of: b))
    }

    @Test("another user index, scenario or seed gives another trace")
    func streamsDiffer() {
        let base = Self.session(of: SimulatedUser(seed: 42, index: 0, scenario: .openDismiss))
        #expect(base != Self.session(of: SimulatedUser(seed: 42, index: 1, scenario: .openDismiss)))
        #expect(base != Self.session(of: SimulatedUser(seed: 42, index: 0, scenario: .browse)))
        #expect(base != Self.session(of: SimulatedUser(seed: 43, index: 0, scenario: .openDismiss)))
    }

    @Test("adding users does not change user 0")
    func populationSizeDoesNotMatter() {
        let alone = SimulatedUser.population(seed: 7, count: 1, scenario: .quickDismiss)
        let crowd = SimulatedUser.population(seed: 7, count: 12, scenario: .quickDismiss)
        #expect(Self.session(of: alone[0]) == Self.session(of: crowd[0]))
        #expect(crowd.map(\.index) == Array(0..<12))
        #expect(Set(crowd.map(\.stream.key)).count == 12)
    }

    @Test("every goal yields well-formed, on-screen, grid-aligned touches")
    func wellFormed() {
        for index in 0..<10 {
            var user = SimulatedUser(seed: 3, index: index, scenario: .browse)
            for goal: MotorGoal in [
                .tapCell(index), .dismiss(.flick), .dismiss(.drag), .reversingDismiss,
                .grab(at: Point(x: 195, y: 700), dragBack: true), .browse(toward: .right),
            ] {
                let gesture = user.perform(goal, at: 1000)
                TouchAssertions.checkWellFormed(gesture.events)
                TouchAssertions.checkOnGrid(gesture.events, touchHz: 120, jitter: 0.5)
                TouchAssertions.checkOnScreen(gesture.events)
            }
        }
    }

    @Test("each goal is recognized as the gesture it stands for")
    func recognizedKinds() throws {
        for index in 0..<25 {
            var user = SimulatedUser(seed: 11, index: index, scenario: .openDismiss)
            func only(_ goal: MotorGoal) throws -> Gesture {
                try #require(
                    GestureRecognizer.recognize(user.perform(goal, at: 500).events, configuration: .default).only)
            }
            let tap = try only(.tapCell(6))
            #expect(tap.kind == .tap)
            let flick = try only(.dismiss(.flick))
            #expect(flick.kind == .swipe && flick.direction == .down, "user \(index): \(flick.kind) \(flick.direction)")
            #expect((flick.releaseVelocity?.y ?? 0) > 400)
            let drag = try only(.dismiss(.drag))
            #expect(drag.kind == .pan && drag.direction == .down)
            #expect(drag.translation.y > 422 / 2, "a slow dismiss drag passes half the transition distance")
            let reversal = try only(.reversingDismiss)
            #expect(reversal.direction == .up && reversal.translation.y < -10)
            let grab = try only(.grab(at: Point(x: 200, y: 650), dragBack: true))
            #expect(grab.direction == .up)
            let browse = try only(.browse(toward: .left))
            #expect(browse.kind == .swipe && browse.direction == .left)
            let twoCells = GestureRecognizer.recognize(
                user.perform(.tapTwoCells(1, 2), at: 0).events, configuration: .default)
            #expect(twoCells.filter { $0.kind == .tap }.count == 2)
        }
    }

    @Test(
        "a grab-and-return tosses the photo back: planned from the progress shown, lifted moving up",
        arguments: [0.05, 0.3, 0.6])
    func grabAndReturn(shown: Double) throws {
        for index in 0..<10 {
            var user = SimulatedUser(seed: 8, index: index, scenario: .grabInFlight)
            let start = Point(x: 200, y: 700)
            let gesture = user.perform(.grabAndReturn(at: start, shownProgress: shown, toward: .destination), at: 0)
            TouchAssertions.checkWellFormed(gesture.events)
            let lift = try #require(gesture.liftLocation)
            let travelled = start.y - lift.y
            // Planned: at least 80 % of what is left; lifted at 42 to 48 % of the movement, so the
            // finger covers at least about a third of the plan on the glass (within noise).
            let wanted = 0.8 * (1 - shown) * 422
            #expect(travelled >= min(wanted * 0.36 - 3, start.y - 1), "user \(index): \(travelled) for \(wanted)")
            // Lifted while moving up: the recognizer sees an upward release velocity, and the fluid
            // engine's momentum projection (WWDC18, d = 0.998) carries the photo past half way.
            let pan = try #require(GestureRecognizer.recognize(gesture.events, configuration: .default).first)
            let velocity = try #require(pan.releaseVelocity)
            #expect(velocity.y < -250, "user \(index): release \(velocity.y) pt/s")
            let projected = shown + (travelled + Momentum.project(velocity: -velocity.y)) / 422
            #expect(projected >= 0.5, "user \(index): projected progress \(projected)")
        }
    }

    @Test("a tap on a cell carries the cell's target and lands near its center")
    func tapTargetsTheCell() throws {
        var user = SimulatedUser(seed: 1, index: 0, scenario: .openDismiss)
        let gesture = user.perform(.tapCell(9), at: 0)
        let down = try #require(gesture.events.first?.touch)
        #expect(down.target == "cell:9")
        #expect(down.location.distance(to: user.layout.cellCenter(9)) < 18 * 2.0.squareRoot() + 1)
    }

    @Test("finger ids are fresh for every finger")
    func touchIDs() {
        var user = SimulatedUser(seed: 1, index: 0, scenario: .doubleTapTwoCells)
        let first = user.perform(.tapTwoCells(0, 1), at: 0)
        let second = user.perform(.dismiss(.flick), at: 2000)
        #expect(Set(first.events.compactMap { $0.touch?.id }) == [1, 2])
        #expect(Set(second.events.compactMap { $0.touch?.id }) == [3])
        #expect(user.nextTouchID == 4)
    }

    @Test("a reversing dismiss reports when the user changed mind")
    func reversalTime() throws {
        var user = SimulatedUser(seed: 2, index: 0, scenario: .changeOfMind)
        let gesture = user.perform(.reversingDismiss, at: 100)
        let reversal = try #require(gesture.reversalTime)
        #expect(reversal > gesture.tBegin && reversal < gesture.tEnd)
    }

    @Test("patience: wait, then retry while retries remain, then give up")
    func patience() {
        let user = SimulatedUser(seed: 1, index: 0, scenario: .openDismiss)
        #expect(user.patienceDecision(waitedWithoutResponse: 300, patience: 600, retriesSoFar: 0) == .keepWaiting)
        #expect(user.patienceDecision(waitedWithoutResponse: 600, patience: 600, retriesSoFar: 0) == .retry)
        #expect(user.patienceDecision(waitedWithoutResponse: 900, patience: 600, retriesSoFar: 2) == .retry)
        #expect(user.patienceDecision(waitedWithoutResponse: 900, patience: 600, retriesSoFar: 3) == .giveUp)
    }

    @Test("a visible change counts as a response; a still screen does not")
    func response() {
        let user = SimulatedUser(seed: 1, index: 0, scenario: .openDismiss)
        let rest = ObservedFrame.atRest(.destination, t: 0)
        #expect(!user.sawResponse(from: rest, to: ObservedFrame.atRest(.destination, t: 16)))
        #expect(
            user.sawResponse(from: rest, to: ObservedFrame(t: 16, side: nil, isTransitionInFlight: true, progress: 1)))
        let flying = ObservedFrame(t: 0, side: nil, isTransitionInFlight: true, progress: 0.5)
        #expect(
            !user.sawResponse(
                from: flying, to: ObservedFrame(t: 16, side: nil, isTransitionInFlight: true, progress: 0.505)))
        #expect(
            user.sawResponse(
                from: flying, to: ObservedFrame(t: 16, side: nil, isTransitionInFlight: true, progress: 0.52)))
    }

    @Test("reaction and patience draws fall in their documented ranges")
    func drawsInRange() {
        var user = SimulatedUser(seed: 5, index: 3, scenario: .grabInFlight)
        for _ in 0..<500 {
            #expect((150...600).contains(user.nextReactionDelay()))
            #expect((400...900).contains(user.nextPatience()))
            #expect((100...200).contains(user.draw(.quickDismiss)))
            #expect((100...300).contains(user.draw(.grabAfterRelease)))
        }
    }
}
