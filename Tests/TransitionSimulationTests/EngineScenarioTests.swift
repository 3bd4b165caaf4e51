import Testing
import TraceModel
import TransitionSimulation

/// The scenarios of `traces/scenarios/` (60 Hz frames, one frame of render latency, L = 400 pt),
/// with the values they give by construction: frame k is at k · 1000/60 ms, an input at t is
/// applied in the first frame at or after t and displayed one frame later.
@Suite("Engine scenarios")
struct EngineScenarioTests {
    static let clock = FrameClock(refreshHz: 60)
    /// The time of frame k.
    static func frame(_ k: Int) -> Double { clock.time(ofFrame: k) }

    static func replay(_ name: String, _ kind: EngineKind) throws -> ReplayResult {
        kind.engine(recognition: .default).replay(try ScenarioTraces.load(name))
    }

    static func frames(_ result: ReplayResult, _ range: ClosedRange<Int>) -> [TimelineFrame] {
        result.timeline.filter { frame in range.contains(Int((frame.t * 60 / 1000).rounded())) }
    }

    // (a) A touch during the legacy open animation is ignored; the next one after it is accepted.
    @Test func legacyIgnoresATouchDuringItsOpenAnimation() throws {
        let result = try Self.replay("open-then-close-during-animation.jsonl", .legacy)
        #expect(result.decisions.map(\.decision) == [.accepted, .ignored, .accepted])
        #expect(result.decisions.map(\.reason) == [nil, .blockedByAnimation, nil])
        // Tap up at 1064 → frame 64; the pan at 2000 crosses its slop at 2016 → frame 121.
        #expect(result.decisions.map(\.firstResponse) == [Self.frame(65), nil, Self.frame(122)])
        let present = try #require(result.transitions.first)
        #expect(present.id == "legacy-1" && present.operation == .present && present.trigger == .tap)
        #expect(present.tStart == Self.frame(65) && present.tEnd == Self.frame(86) && present.outcome == .completed)
        #expect(present.startedBySequence == 0)
        let dismiss = try #require(result.transitions.last)
        #expect(result.transitions.count == 2)
        #expect(dismiss.operation == .dismiss && dismiss.interactive && dismiss.startedBySequence == 2)
        // Released at p = 0.7 (dismiss progress 0.3 ≤ 0.5) but at 1250 pt/s down (> 1200): finishes.
        #expect(dismiss.outcome == .completed && dismiss.tEnd == Self.frame(149))
        // The ignored pan changed nothing: the animation runs frames 64...84, at rest from 85.
        let during = Self.frames(result, 64...85)
        #expect(during.dropLast().allSatisfy { $0.state == .animating && $0.transitionId == "legacy-1" })
        #expect(during.last?.state == .idleDestination && during.last?.progress == 1)
        #expect(zip(during.dropLast(), during.dropLast().dropFirst()).allSatisfy { $0.progress < $1.progress })
    }

    // (b) The same touch on the fluid engine grabs the animation within one frame.
    @Test func fluidGrabsTheOpenAnimationWithinOneFrame() throws {
        let result = try Self.replay("open-then-close-during-animation.jsonl", .fluid)
        let grab = result.decisions[1]
        #expect(grab.decision == .accepted && grab.grabbedTransitionId == "fluid-1")
        // Down at 1200 = frame 72: applied in that frame, shown in the next.
        #expect(grab.firstResponse == Self.frame(73))
        #expect(try #require(grab.firstResponse) - grab.tDown <= 2 * 1000 / 60.0)
        let around = Self.frames(result, 71...72)
        #expect(around.map(\.state) == [.settling, .tracking])
        #expect(around.allSatisfy { $0.transitionId == "fluid-1" })
        // The grabbed pan sends the present back: the same transition, cancelled; one transition.
        #expect(result.transitions.count == 1)
        let present = try #require(result.transitions.first)
        #expect(present.operation == .present && present.outcome == .cancelled)
        #expect(present.startedBySequence == 0 && present.retargetedBySequences == [1])
        // The pan at 2000 lands on the chat at rest: a downward pan there starts nothing.
        #expect(result.decisions[2].decision == .ignored && result.decisions[2].reason == .notAGesture)
        #expect(result.timeline.last?.state == .idleSource)
        let kinds = result.emittedEvents.compactMap { $0.transitionEvent?.event }
        #expect(kinds == [.began, .paused, .reversed, .ended])
        #expect(result.emittedEvents.map(\.t) == [Self.frame(65), Self.frame(73), Self.frame(80), present.tEnd])
    }

    // (c) A pan that reverses past its start cancels on both engines while the finger is down.
    @Test(arguments: [EngineKind.fluid, .legacy])
    func panReversingPastItsStartCancelsWhileTheFingerIsDown(_ kind: EngineKind) throws {
        let result = try Self.replay("pan-reverses-past-start.jsonl", kind)
        #expect(result.decisions.map(\.decision) == [.accepted])
        let dismiss = try #require(result.transitions.only)
        #expect(dismiss.operation == .dismiss && dismiss.interactive && dismiss.trigger == .pan)
        // Slop crossed at 1016 (20 pt) → frame 61, p = 0.95; released at 1168 → frame 71.
        #expect(dismiss.tStart == Self.frame(62) && dismiss.tEnd == Self.frame(72))
        #expect(dismiss.outcome == .cancelled && dismiss.retargetedBySequences == [0])
        let tracking = Self.frames(result, 61...70)
        #expect(tracking.allSatisfy { $0.state == .tracking && $0.transitionId == dismiss.id })
        #expect(tracking.first?.progress == 0.95)
        #expect(tracking.map(\.progress).min() == 0.8)
        // Back past its start (1128) with the finger still down: p is 1 again from frame 68 on.
        #expect(Self.frames(result, 68...70).allSatisfy { $0.progress == 1 && $0.velocity == 0 })
        // The release ends it at once, already at rest on the viewer.
        #expect(Self.frames(result, 71...71).map(\.state) == [.idleDestination])
    }

    // (d) A release then a grab cancels on the fluid engine only.
    @Test func releaseThenGrabCancelsOnFluidOnly() throws {
        let fluid = try Self.replay("release-then-grab.jsonl", .fluid)
        #expect(fluid.decisions.map(\.decision) == [.accepted, .accepted])
        #expect(fluid.decisions[1].grabbedTransitionId == "fluid-1")
        #expect(fluid.decisions[1].firstResponse == Self.frame(70))  // down 1150 = frame 69
        let dismiss = try #require(fluid.transitions.only)
        #expect(dismiss.operation == .dismiss && dismiss.outcome == .cancelled)
        #expect(dismiss.retargetedBySequences == [1])
        #expect(fluid.timeline.last?.state == .idleDestination)

        let legacy = try Self.replay("release-then-grab.jsonl", .legacy)
        #expect(legacy.decisions.map(\.reason) == [nil, .blockedByAnimation])
        let legacyDismiss = try #require(legacy.transitions.only)
        // Released at 1072 → frame 65, p = 0.7 at 1875 pt/s: animates 350 ms to 0 (frame 86).
        #expect(legacyDismiss.outcome == .completed && legacyDismiss.tEnd == Self.frame(87))
        #expect(legacy.timeline.last?.state == .idleSource)
    }

    // The spring takes over the finger's velocity: dp/dt = s · v_y / L at the release frame.
    @Test func fluidSpringStartsWithTheGestureVelocity() throws {
        let fluid = try Self.replay("release-then-grab.jsonl", .fluid)
        let release = try #require(Self.frames(fluid, 65...65).first)
        #expect(release.state == .settling)
        #expect(abs(release.progress - 0.7) < 1e-12)
        #expect(abs(release.velocity - -1875.0 / 400) < 1e-6)
    }

    // (e) Two quick taps on two cells start one transition, never two.
    @Test(arguments: [EngineKind.fluid, .legacy])
    func twoQuickTapsStartOneTransition(_ kind: EngineKind) throws {
        let result = try Self.replay("two-quick-taps.jsonl", kind)
        let present = try #require(result.transitions.only)
        #expect(present.operation == .present && present.outcome == .completed && present.startedBySequence == 0)
        #expect(present.tStart == Self.frame(65))  // up at 1056 → frame 64
        #expect(Set(result.timeline.compactMap(\.transitionId)) == [present.id])
        #expect(result.timeline.last?.state == .idleDestination)
        switch kind {
        case .fluid:
            // The second tap grabs the present (down 1120 → frame 68), lifts without moving: it
            // goes on opening.
            #expect(result.decisions[1].decision == .accepted)
            #expect(result.decisions[1].grabbedTransitionId == present.id)
            #expect(result.decisions[1].firstResponse == Self.frame(69))
            #expect(present.retargetedBySequences.isEmpty)
            #expect(result.emittedEvents.compactMap { $0.transitionEvent?.event } == [.began, .paused, .ended])
        default:
            #expect(result.decisions[1].reason == .blockedByAnimation)
            #expect(present.tEnd == Self.frame(86))
        }
    }
}

extension TraceEvent {
    var transitionEvent: TransitionEvent? {
        if case .transition(let event) = payload { return event }
        return nil
    }
}

extension Collection {
    /// The single element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
