import GestureRecognition
import TraceModel
import TransitionSimulation

/// What analysis knows about one touch sequence under one engine: its gesture, how far it went
/// along the transition axis, what the engine decided, and what the screen showed at its down.
package struct SequenceEvidence: Sendable, Hashable {
    /// How long after a change on screen a touch can first be a reaction to it (ms): the Model
    /// Human Processor's perceive, decide and move cycle (Card, Moran and Newell 1983, *The
    /// Psychology of Human-Computer Interaction*: 100 + 70 + 70 ms). A touch that goes down sooner
    /// after a transition started was decided before its user could see where it came to rest;
    /// inference reads it as during that transition (`headingAtDown`).
    package static let reactionTime = 240.0

    package var index: Int
    package var touchId: Int
    package var tDown: Double
    package var tUp: Double?
    /// The gesture of the sequence's touch group (a failed tap is still a `tap` record, with
    /// state `failed`).
    package var gestureKind: GestureKind?
    package var direction: GestureDirection
    /// Whether the finger went beyond the pan slop one way along the scene's transition axis
    /// and came back to or past its start before lifting: a change of mind inside one gesture.
    package var reversedPastStart: Bool
    /// Whether its direction dismisses the destination (`SceneInfo.dismiss`: down by default;
    /// any direction for `any`, up or down for `vertical`, left or right for `horizontal`).
    package var towardDismiss: Bool
    /// Whether its direction is the other way along the axis, toward the destination (never for
    /// a scene dismissed in `any` direction, nor either way along an axis).
    package var towardPresent: Bool
    /// Whether the gesture headed the other way from dismissal along the transition axis
    /// (`towardPresent`) and its finger went beyond the pan slop that way, never beyond it toward
    /// dismissal (a swipe down on a viewer that closes upward, not a sideways swipe that drifts);
    /// never for a scene closed either way along its axis or in any direction.
    package var pannedAgainstDismiss = false
    /// Whether the finger ended beyond the pan slop toward dismissal along the transition axis
    /// (either way for a scene closed either way along it): a long press that then drags the
    /// viewer away is a close however it was recognized.
    package var endedTowardDismiss = false
    package var decision: TouchDecision.Decision
    package var reason: TouchDecision.IgnoreReason?
    /// What the user saw of the engine's first reaction (`TouchDecision.firstResponse`).
    package var firstResponse: Double?
    /// When the engine acted on it (`TouchDecision.firstReaction`).
    package var firstReaction: Double?
    /// What `firstResponse` is measured to (`TouchDecision.answer`).
    package var answer: AnswerSource?
    package var grabbedTransitionId: TransitionID?
    /// When the gesture became actionable, the start of `response_latency_ms`: the down when it
    /// grabbed a moving transition; else when the recognizer recognized its gesture (a tap's up, a
    /// pan's or swipe's slop crossing: `Gesture.tRecognized`); else its up (or down, still down).
    package var tActionable: Double
    /// The transition in flight when the finger went down (its index in the replay's
    /// transitions).
    package var inFlightAtDown: Int?
    /// Where the transition in flight at the down was heading, as the user could have seen it: a
    /// transition that started less than `reactionTime` before the down and has
    /// already ended counts as in flight, heading where it came to rest. The user cannot have
    /// seen it come to rest before deciding (an engine that opens in one frame).
    package var headingAtDown: SceneSide?
    /// What that transition was doing: an opening (`present`) or a closing (`dismiss`, perhaps
    /// sent back toward the viewer).
    package var operationAtDown: TransitionOperation?
    /// The side at rest at the down, when nothing was in flight as the user could have seen it.
    package var restingSideAtDown: SceneSide?
    /// The hit-test target of the down, when recorded (`TargetRole` reads it).
    package var target: String?
    /// Whether the finger went beyond the pan slop one way along the transition axis and gave
    /// back at least half of that travel before lifting, without reaching its start: a change of
    /// mind that stops short (the view springs back).
    package var cameBackHalfway: Bool
    /// The tap's place in a double tap, when it is one of two.
    package var doubleTapRole: DoubleTapRole?
    /// What the sequence did to the transitions, by the replay's credit; nil when it did nothing.
    package var effect: SequenceEffect?

    package init(
        index: Int, touchId: Int, tDown: Double, tUp: Double?, gestureKind: GestureKind?,
        direction: GestureDirection, reversedPastStart: Bool, decision: TouchDecision.Decision,
        reason: TouchDecision.IgnoreReason?, firstResponse: Double?, grabbedTransitionId: TransitionID?,
        tActionable: Double? = nil, inFlightAtDown: Int?, headingAtDown: SceneSide?, restingSideAtDown: SceneSide?,
        target: String? = nil, cameBackHalfway: Bool = false, doubleTapRole: DoubleTapRole? = nil
    ) {
        self.index = index
        self.touchId = touchId
        self.tDown = tDown
        self.tUp = tUp
        self.gestureKind = gestureKind
        self.direction = direction
        self.reversedPastStart = reversedPastStart
        self.decision = decision
        self.reason = reason
        self.firstResponse = firstResponse
        self.grabbedTransitionId = grabbedTransitionId
        self.tActionable = tActionable ?? tDown
        self.inFlightAtDown = inFlightAtDown
        self.headingAtDown = headingAtDown
        self.restingSideAtDown = restingSideAtDown
        self.target = target
        self.cameBackHalfway = cameBackHalfway
        self.doubleTapRole = doubleTapRole
        self.firstReaction = firstResponse
        self.answer = firstResponse == nil ? nil : .model
        (towardDismiss, towardPresent) = Self.heading(of: direction, dismiss: .down)
    }

    /// Whether `direction` dismisses the destination, and whether it presents it, in a scene
    /// dismissed toward `dismiss`.
    package static func heading(
        of direction: GestureDirection, dismiss: DismissDirection
    ) -> (towardDismiss: Bool, towardPresent: Bool) {
        // A switch, not a dictionary made at each call: asked once per touch sequence per engine.
        let opposite: GestureDirection? =
            switch dismiss {
            case .down: .up
            case .up: .down
            case .left: .right
            case .right: .left
            default: nil
            }
        switch dismiss {
        case .any: return (direction != .none, false)
        case .vertical: return (direction == .up || direction == .down, false)
        case .horizontal: return (direction == .left || direction == .right, false)
        default:
            return (direction.rawValue == dismiss.rawValue, opposite.map { direction == $0 } ?? false)
        }
    }

    /// Whether a gesture heading `direction` went against `dismiss` (`pannedAgainstDismiss`):
    /// `direction` is the other way along the axis, and `travel` (along the scene's axis; positive
    /// is down or right) went beyond `slop` that way and never beyond it toward `dismiss`.
    package static func pannedAgainst(
        _ dismiss: DismissDirection, direction: GestureDirection, travel: AxisTravel, slop: Double
    ) -> Bool {
        guard heading(of: direction, dismiss: dismiss).towardPresent else { return false }
        let (toward, against): (Double, Double) =
            switch dismiss {
            case .down, .right: (travel.maxDown, travel.maxUp)
            case .up, .left: (travel.maxUp, travel.maxDown)
            case .any, .vertical, .horizontal: (0, 0)
            }
        return against > slop && toward <= slop
    }

    /// Whether `travel` (along the scene's axis) ended more than `slop` toward `dismiss`.
    static func endedToward(_ dismiss: DismissDirection, travel: AxisTravel, slop: Double) -> Bool {
        switch dismiss {
        case .down, .right: travel.final > slop
        case .up, .left: -travel.final > slop
        case .any, .vertical, .horizontal: abs(travel.final) > slop
        }
    }

    /// The axis a sequence's change of mind is read along: the scene's, or for a scene dismissed
    /// in any direction the sequence's own.
    static func axis(of direction: GestureDirection, scene: SceneInfo) -> TransitionAxis {
        guard scene.dismiss == .any else { return PanProgress.scene(scene).axis }
        return direction == .left || direction == .right ? .horizontal : .vertical
    }

    /// Builds the evidence of every sequence of a trace under one engine, from the replay's
    /// typed values: its touch sequences, each sequence's gesture (by index), its decisions.
    package static func collect(
        replay: ReplayResult, screen: ScreenHistory, scene: SceneInfo = SceneInfo(transitionDistance: 400),
        panSlop: Double = RecognitionConfiguration.default.panSlop
    ) -> [SequenceEvidence] {
        let touches = replay.touches
        let effects = SequenceEffect.bySequence(in: replay.transitions)
        return touches.sequences.enumerated().map { index, sequence in
            let gesture = touches.gesture(ofSequence: index)
            let decision = index < replay.decisions.count ? replay.decisions[index] : nil
            let inFlight = screen.transitionInFlight(at: sequence.tBegin)
            // What the user could have seen in flight: a transition that ended too soon after it
            // started for anyone to react to its end still is (`headingAtDown`).
            let seen =
                inFlight
                ?? screen.transitionEndedUnseen(at: sequence.tBegin, reactionTime: Self.reactionTime)
            let seenHeading: SceneSide? =
                if let inFlight { screen.transitions[inFlight].heading(at: sequence.tBegin) } else {
                    seen.flatMap { screen.transitions[$0].finalSide }
                }
            let travel = sequence.travel(along: axis(of: gesture.direction, scene: scene))
            var evidence = SequenceEvidence(
                index: index, touchId: sequence.touchId, tDown: sequence.tBegin, tUp: sequence.tEnd,
                gestureKind: gesture.kind, direction: gesture.direction,
                reversedPastStart: travel.reversesPastStart(slop: panSlop),
                decision: decision?.decision ?? .ignored, reason: decision?.reason,
                firstResponse: decision?.firstResponse, grabbedTransitionId: decision?.grabbedTransitionId,
                tActionable: decision?.grabbedTransitionId != nil
                    ? sequence.tBegin : gesture.tRecognized ?? sequence.tEnd ?? sequence.tBegin,
                inFlightAtDown: inFlight,
                headingAtDown: seenHeading,
                restingSideAtDown: seen == nil ? screen.restingSide(at: sequence.tBegin) : nil,
                target: sequence.target,
                cameBackHalfway: travel.comesBackHalfway(slop: panSlop),
                doubleTapRole: gesture.kind == .tap ? gesture.doubleTapRole : nil)
            evidence.effect = effects[index]
            evidence.operationAtDown = seen.map { screen.transitions[$0].operation }
            (evidence.towardDismiss, evidence.towardPresent) = heading(of: gesture.direction, dismiss: scene.dismiss)
            evidence.pannedAgainstDismiss = pannedAgainst(
                scene.dismiss, direction: gesture.direction, travel: travel, slop: panSlop)
            evidence.endedTowardDismiss = endedToward(scene.dismiss, travel: travel, slop: panSlop)
            evidence.firstReaction = decision?.firstReaction
            evidence.answer = decision?.answer
            return evidence
        }
    }
}
