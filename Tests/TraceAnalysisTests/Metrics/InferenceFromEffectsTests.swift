import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TransitionSimulation

/// Inference from what each touch did and where it landed (docs/analysis.md "Intents"): the
/// classes third-party web viewers and sheets showed, where reading the gesture alone merged a
/// close or a cancel into the intent before it and flattered every metric.
@Suite("Intent inference from effects and targets")
struct InferenceFromEffectsTests {
    static func sequence(
        _ index: Int, kind: GestureKind, direction: GestureDirection = .none, down: Double = 0, up: Double? = nil,
        heading: SceneSide? = nil, resting: SceneSide? = .destination, target: String? = nil,
        effect: SequenceEffect? = nil, cameBack: Bool = false, reversed: Bool = false,
        doubleTap: DoubleTapRole? = nil
    ) -> SequenceEvidence {
        var evidence = SequenceEvidence(
            index: index, touchId: index + 1, tDown: down, tUp: up ?? down + 80, gestureKind: kind,
            direction: direction, reversedPastStart: reversed, decision: effect == nil ? .ignored : .accepted,
            reason: nil, firstResponse: nil, grabbedTransitionId: nil, inFlightAtDown: heading == nil ? nil : 0,
            headingAtDown: heading, restingSideAtDown: heading == nil ? resting : nil, target: target,
            cameBackHalfway: cameBack, doubleTapRole: doubleTap)
        evidence.effect = effect
        return evidence
    }

    @Test(
        "a tap on the close control or the backdrop of the viewer at rest is a close, answered or not",
        arguments: [
            (sequence(0, kind: .tap, target: "backdrop"), IntentGoal.close as IntentGoal?),
            (sequence(0, kind: .tap, target: "close"), .close),
            (sequence(0, kind: .tap, target: "close", effect: .started(.dismiss)), .close),
            // The content itself: browsing (zoom, controls), unless the engine closed on it.
            (sequence(0, kind: .tap, target: "viewer"), nil),
            (sequence(0, kind: .tap), nil),
            (sequence(0, kind: .tap, effect: .started(.dismiss)), .close),
            // A flick the engine closed on, whichever way (a viewer that closes upward).
            (sequence(0, kind: .swipe, direction: .up, effect: .started(.dismiss)), .close),
        ])
    func closeOnTheViewer(evidence: SequenceEvidence, goal: IntentGoal?) {
        #expect(IntentInference.impliedGoal(of: evidence) == goal)
    }

    @Test(
        "a tap on the backdrop during the opening is a cancel: honoured (reversed) or ignored",
        arguments: [
            (sequence(0, kind: .tap, heading: .destination, target: "backdrop"), IntentGoal.cancel),
            (
                sequence(0, kind: .tap, heading: .destination, target: "close", effect: .reversed(backToOrigin: true)),
                .cancel
            ),
            // Any touch that sends a transition back to its origin pursued a cancel.
            (sequence(0, kind: .tap, heading: .destination, effect: .reversed(backToOrigin: true)), .cancel),
            // A tap on the content while the viewer opens still pursues the open.
            (sequence(0, kind: .tap, heading: .destination, target: "viewer"), .open),
            // Reversing a cancel sends it on to where it was going: that side's goal.
            (sequence(0, kind: .tap, heading: .source, effect: .reversed(backToOrigin: false)), .open),
        ])
    func tapDuringTheOpening(evidence: SequenceEvidence, goal: IntentGoal) {
        #expect(IntentInference.impliedGoal(of: evidence) == goal)
    }

    @Test("a tap on the backdrop while a closing springs back toward the viewer asks for the close again")
    func tapDuringASpringBack() {
        // A short drag the sheet took and let spring back; the retry, a tap on its backdrop, went
        // down before the spring-back ended. A cancel only stops an opening.
        var retry = Self.sequence(1, kind: .tap, down: 700, heading: .destination, target: "backdrop")
        retry.operationAtDown = .dismiss
        #expect(IntentInference.impliedGoal(of: retry) == .close)
        retry.operationAtDown = .present
        #expect(IntentInference.impliedGoal(of: retry) == .cancel)
        let drag = Self.sequence(0, kind: .pan, direction: .down, effect: .started(.dismiss))
        retry.operationAtDown = .dismiss
        let intents = IntentInference.inferred(evidence: [drag, retry])
        #expect(intents.map(\.goal) == [.close] && intents.first?.sequences == [0, 1])
    }

    @Test("a long press on the viewer at rest that then drags it away is a close")
    func holdThenDrag() {
        // A finger held past the long-press timeout, then pulled 355 pt down: the engine took
        // it for a long press and ignored it, the user wanted the viewer gone.
        var held = Self.sequence(0, kind: .longPress, down: 0, up: 3500)
        held.endedTowardDismiss = true
        #expect(IntentInference.impliedGoal(of: held) == .close)
        held.endedTowardDismiss = false
        #expect(IntentInference.impliedGoal(of: held) == nil)
    }

    @Test("a pan during a transition reads against its operation, also while it springs back")
    func panAgainstTheOperation() {
        func goal(_ direction: GestureDirection, heading: SceneSide, operation: TransitionOperation) -> IntentGoal? {
            var pan = Self.sequence(0, kind: .pan, direction: direction, heading: heading)
            (pan.towardDismiss, pan.towardPresent) = SequenceEvidence.heading(of: direction, dismiss: .down)
            pan.operationAtDown = operation
            return IntentInference.impliedGoal(of: pan)
        }
        // A closing released short springs back toward the viewer: a grab pushing the viewer up
        // still wants it kept (cancel); one pulling it down asks for the close again.
        #expect(goal(.up, heading: .destination, operation: .dismiss) == .cancel)
        #expect(goal(.down, heading: .destination, operation: .dismiss) == .close)
        // A closing on its way: against it a cancel, with it the close.
        #expect(goal(.up, heading: .source, operation: .dismiss) == .cancel)
        #expect(goal(.down, heading: .source, operation: .dismiss) == .close)
        // An opening, and one sent back to the chat: toward the viewer the open, away a cancel.
        #expect(goal(.down, heading: .destination, operation: .present) == .cancel)
        #expect(goal(.up, heading: .source, operation: .present) == .open)
        #expect(goal(.down, heading: .source, operation: .present) == .cancel)
    }

    @Test("a drag that gives back half its travel is a change of mind; one released far out is a close")
    func changeOfMindShortOfTheStart() {
        #expect(
            IntentInference.impliedGoal(of: Self.sequence(0, kind: .pan, direction: .down, cameBack: true)) == .cancel)
        #expect(IntentInference.impliedGoal(of: Self.sequence(0, kind: .pan, direction: .down)) == .close)
        // Measured on the finger's travel: 120 pt down, back to 40 is half given back; to 70 is not.
        var travel = AxisTravel()
        #expect(!travel.comesBackHalfway(slop: 10))
        travel = AxisTravel(maxDown: 120, maxUp: 0, final: 40)
        #expect(travel.comesBackHalfway(slop: 10) && !travel.reversesPastStart(slop: 10))
        #expect(!AxisTravel(maxDown: 120, maxUp: 0, final: 70).comesBackHalfway(slop: 10))
        #expect(AxisTravel(maxDown: 0, maxUp: 80, final: -30).comesBackHalfway(slop: 10))
        // Within the slop, no pan went anywhere.
        #expect(!AxisTravel(maxDown: 8, maxUp: 0, final: 2).comesBackHalfway(slop: 10))
    }

    @Test("the second tap of a double tap on a thumbnail joins the open, wherever it lands")
    func doubleTapOnAThumbnail() {
        let evidence = [
            Self.sequence(
                0, kind: .tap, down: 0, up: 80, resting: .source, target: "cell:3", effect: .started(.present)),
            Self.sequence(
                1, kind: .tap, down: 180, up: 240, heading: .destination, target: "backdrop", doubleTap: .second),
            // A retry of the open right after still merges onto the chain.
            Self.sequence(2, kind: .tap, down: 900, up: 980, heading: .destination, target: "cell:3"),
        ]
        let intents = IntentInference.inferred(evidence: evidence)
        #expect(intents.map(\.goal) == [.open])
        #expect(intents.first?.sequences == [0, 1, 2])
    }

    @Test("a tap on the chat opens only from a thumbnail or an unnamed target")
    func tapOnTheChat() {
        #expect(
            IntentInference.impliedGoal(of: Self.sequence(0, kind: .tap, resting: .source, target: "cell:9")) == .open)
        #expect(IntentInference.impliedGoal(of: Self.sequence(0, kind: .tap, resting: .source)) == .open)
        #expect(IntentInference.impliedGoal(of: Self.sequence(0, kind: .tap, resting: .source, target: "send")) == nil)
    }

    @Test("an ignored tap on the backdrop and the flick that retried it are one close intent")
    func retryAfterAnIgnoredTap() {
        let evidence = [
            Self.sequence(0, kind: .tap, down: 0, up: 70, target: "backdrop"),
            Self.sequence(1, kind: .swipe, direction: .up, down: 500, up: 640, effect: .started(.dismiss)),
        ]
        let intents = IntentInference.inferred(evidence: evidence)
        #expect(intents.map(\.goal) == [.close])
        #expect(intents.first?.sequences == [0, 1])
    }

    @Test("a control the role table does not name opens and closes as its taps did elsewhere in the trace")
    func learnedTargets() {
        // A drawer's menu button: it opened the drawer, then closed it; later, while the drawer
        // rests closed, a tap on it is ignored. A tap on the chat's send button never opened anything.
        let opened = Self.sequence(0, kind: .tap, down: 0, resting: .source, target: "menu", effect: .started(.present))
        let closed = Self.sequence(1, kind: .tap, down: 2000, target: "menu", effect: .started(.dismiss))
        let ignored = Self.sequence(2, kind: .tap, down: 5000, resting: .source, target: "menu")
        let send = Self.sequence(3, kind: .tap, down: 8000, resting: .source, target: "send")
        let learned = LearnedTargets([opened, closed, ignored, send])
        #expect(learned.opens("menu") && learned.closes("menu") && !learned.opens("send"))
        #expect(IntentInference.impliedGoal(of: ignored, learned: learned) == .open)
        #expect(IntentInference.impliedGoal(of: ignored) == nil)
        #expect(IntentInference.impliedGoal(of: send, learned: learned) == nil)
        let intents = IntentInference.inferred(evidence: [opened, closed, ignored, send])
        #expect(intents.map(\.goal) == [.open, .close, .open])
        #expect(intents.last?.sequences == [2, 3])
        // The toggle tapped while the drawer opens asks to close it: the opening is cancelled.
        var during = Self.sequence(4, kind: .tap, down: 9000, heading: .destination, target: "menu")
        during.operationAtDown = .present
        #expect(IntentInference.impliedGoal(of: during, learned: learned) == .cancel)
        // Names the role table knows are never learned: a thumbnail stays a thumbnail.
        let thumbnail = Self.sequence(5, kind: .tap, target: "cell:3", effect: .started(.dismiss))
        #expect(!LearnedTargets([thumbnail]).closes("cell:3"))
    }

    @Test("an ignored swipe the other way along the axis is the first try of the close that follows it")
    func swipeAgainstTheDismissRetriedByAClose() {
        // A viewer that closes upward: a swipe down it ignores, then its close button 600 ms later.
        func intents(against: Bool, gap: Double = 600) -> [Intent] {
            var swipe = Self.sequence(0, kind: .swipe, direction: .down, down: 0, up: 120)
            (swipe.towardDismiss, swipe.towardPresent) = SequenceEvidence.heading(of: .down, dismiss: .up)
            swipe.pannedAgainstDismiss = against
            return IntentInference.inferred(evidence: [
                Self.sequence(9, kind: .tap, resting: .source, target: "cell:1", effect: .started(.present)),
                swipe, Self.sequence(1, kind: .tap, down: 120 + gap, target: "close", effect: .started(.dismiss)),
            ])
        }
        #expect(intents(against: true).map(\.goal) == [.open, .close])
        #expect(intents(against: true).last?.sequences == [0, 1])
        // A drag that first went the closing way and came partly back is no such try: browsing.
        #expect(intents(against: false).last?.sequences == [1])
        // Too late to be a retry: browsing, then the close.
        #expect(intents(against: true, gap: 1200).last?.sequences == [1])
        // Which swipes count: down on a viewer closed upward; not one that first went up, nor a
        // sideways page turn that drifts down (its direction is not against the dismiss).
        let down = AxisTravel(maxDown: 120, maxUp: 0, final: 120)
        #expect(SequenceEvidence.pannedAgainst(.up, direction: .down, travel: down, slop: 10))
        #expect(
            !SequenceEvidence.pannedAgainst(
                .up, direction: .down, travel: AxisTravel(maxDown: 60, maxUp: 40, final: 60), slop: 10))
        #expect(
            !SequenceEvidence.pannedAgainst(.up, direction: .left, travel: AxisTravel(maxDown: 25, final: 25), slop: 10)
        )
        #expect(!SequenceEvidence.pannedAgainst(.vertical, direction: .down, travel: down, slop: 10))
    }

    @Test("an ignored tap on the viewer with no target is the first try of the close that follows it within 1 s")
    func untaggedTapRetriedByAClose() {
        func intents(target: String? = nil, gap: Double = 500, effect: SequenceEffect? = nil) -> [Intent] {
            IntentInference.inferred(evidence: [
                Self.sequence(0, kind: .tap, down: 0, up: 70, target: target, effect: effect),
                Self.sequence(1, kind: .swipe, direction: .up, down: 70 + gap, effect: .started(.dismiss)),
            ])
        }
        #expect(intents().map(\.goal) == [.close])
        #expect(intents().first?.sequences == [0, 1])
        // Too long before the close, on the content, or answered: not a try of that close.
        #expect(intents(gap: 1000).first?.sequences == [0, 1] && intents(gap: 1000).first?.tStart == 1070)
        #expect(intents(target: "viewer").first?.tStart == 570)
        #expect(
            IntentInference.retriedGoal(of: Self.sequence(0, kind: .tap, effect: .started(.dismiss)), next: nil) == nil)
    }

    @Test("effects from the replay's credit: a start, a reversal of another's transition, not one's own spring-back")
    func effectsFromCredit() {
        let transitions = [
            // Sequence 0 opened; sequence 1 sent it back, sequence 2 sent it on again.
            TransitionRecord(
                id: "a", operation: .present, trigger: .tap, tStart: 0, interactive: false, startedBySequence: 0,
                retargetedBySequences: [1, 2]),
            // Sequence 3's pan started a dismiss that sprang back when it was released.
            TransitionRecord(
                id: "b", operation: .dismiss, trigger: .pan, tStart: 900, interactive: true, startedBySequence: 3,
                retargetedBySequences: [3]),
        ]
        let effects = SequenceEffect.bySequence(in: transitions)
        #expect(effects[0] == .started(.present))
        #expect(effects[1] == .reversed(backToOrigin: true))
        #expect(effects[2] == .reversed(backToOrigin: false))
        #expect(effects[3] == .started(.dismiss))
        #expect(effects[4] == nil)
    }

    @Test("target roles: the name before the first colon")
    func targetRoles() {
        #expect(TargetRole(target: "cell:42") == .cell)
        #expect(TargetRole(target: "backdrop") == .backdrop)
        #expect(TargetRole(target: "close:top") == .close)
        #expect(TargetRole(target: "share") == .other)
        #expect(TargetRole(target: "") == .other)
        #expect(TargetRole(target: nil) == nil)
    }
}
