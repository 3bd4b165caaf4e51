import GestureRecognition
import TraceModel
import TransitionSimulation

/// What analysis knows about one touch sequence under one engine: its gesture, how far it went
/// along the transition axis, what the engine decided, and what the screen showed at its down.
public struct SequenceEvidence: Sendable, Hashable {
    public var index: Int
    public var touchId: Int
    public var tDown: Double
    public var tUp: Double?
    /// The gesture the sequence took part in (nil if none was recognized, e.g. a failed tap).
    public var gestureKind: GestureKind?
    public var direction: GestureDirection
    /// Whether the finger went beyond the pan slop one way along the vertical (transition) axis
    /// and came back to or past its start before lifting: a change of mind inside one gesture.
    public var reversedPastStart: Bool
    public var decision: TouchDecision.Decision
    public var reason: TouchDecision.IgnoreReason?
    public var firstResponse: Double?
    public var grabbedTransitionId: String?
    /// The transition in flight when the finger went down, and where it was heading.
    public var inFlightAtDown: String?
    public var headingAtDown: SceneSide?
    /// The side at rest at the down, when nothing was in flight.
    public var restingSideAtDown: SceneSide?

    public init(
        index: Int, touchId: Int, tDown: Double, tUp: Double?, gestureKind: GestureKind?,
        direction: GestureDirection, reversedPastStart: Bool, decision: TouchDecision.Decision,
        reason: TouchDecision.IgnoreReason?, firstResponse: Double?, grabbedTransitionId: String?,
        inFlightAtDown: String?, headingAtDown: SceneSide?, restingSideAtDown: SceneSide?
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
        self.inFlightAtDown = inFlightAtDown
        self.headingAtDown = headingAtDown
        self.restingSideAtDown = restingSideAtDown
    }

    /// Builds the evidence of every sequence of a trace under one engine.
    public static func collect(
        events: [TraceEvent], sequences: [TouchSequence], gestures: [Gesture],
        replay: ReplayResult, screen: ScreenHistory,
        panSlop: Double = RecognitionConfiguration.default.panSlop
    ) -> [SequenceEvidence] {
        let excursions = VerticalExcursion.measure(events: events, sequenceCount: sequences.count)
        let decisions = Dictionary(replay.decisions.map { ($0.sequenceIndex, $0) }, uniquingKeysWith: { a, _ in a })
        return sequences.enumerated().map { index, sequence in
            let gesture = gestures.first {
                $0.kind != .doubleTap && $0.touchIds.contains(sequence.touchId)
                    && $0.tBegin <= sequence.tBegin && sequence.tBegin <= ($0.tEnd ?? .infinity)
            }
            let decision = decisions[index]
            let inFlight = screen.transitionInFlight(at: sequence.tBegin)
            let excursion = excursions[index]
            let reversed =
                (excursion.maxDown > panSlop && excursion.final <= 0)
                || (excursion.maxUp > panSlop && excursion.final >= 0)
            return SequenceEvidence(
                index: index, touchId: sequence.touchId, tDown: sequence.tBegin, tUp: sequence.tEnd,
                gestureKind: gesture?.kind, direction: gesture?.direction ?? .none,
                reversedPastStart: reversed,
                decision: decision?.decision ?? .ignored, reason: decision?.reason,
                firstResponse: decision?.firstResponse, grabbedTransitionId: decision?.grabbedTransitionId,
                inFlightAtDown: inFlight?.id,
                headingAtDown: inFlight.flatMap { screen.heading(of: $0.id, at: sequence.tBegin) },
                restingSideAtDown: inFlight == nil ? screen.restingSide(at: sequence.tBegin) : nil)
        }
    }
}

/// How far each touch sequence's finger travelled along the vertical axis from its down point:
/// the most downward, the most upward, and where it ended (positive = down). Predicted samples
/// are left out, as everywhere else.
struct VerticalExcursion {
    var maxDown = 0.0
    var maxUp = 0.0
    var final = 0.0

    static func measure(events: [TraceEvent], sequenceCount: Int) -> [VerticalExcursion] {
        var result = Array(repeating: VerticalExcursion(), count: sequenceCount)
        var open: [Int: (index: Int, startY: Double)] = [:]
        var next = 0
        for event in events {
            guard case .touch(let touch) = event.payload, !touch.predicted else { continue }
            if touch.phase == .began {
                guard next < sequenceCount else { continue }
                open[touch.id] = (next, touch.location.y)
                next += 1
                continue
            }
            guard let (index, startY) = open[touch.id] else { continue }
            if touch.phase != .cancelled {
                let dy = touch.location.y - startY
                result[index].maxDown = max(result[index].maxDown, dy)
                result[index].maxUp = max(result[index].maxUp, -dy)
                result[index].final = dy
            }
            if touch.phase.isTerminal { open[touch.id] = nil }
        }
        return result
    }
}
