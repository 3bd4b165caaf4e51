import TraceModel
import TransitionSimulation

/// The metrics of one intent under one engine (docs/analysis.md "Metrics"), with the evidence behind them.
package struct IntentMetrics: Sendable, Hashable {
    /// A sequence of the intent the engine ignored, and why.
    package struct IgnoredSequence: Sendable, Hashable {
        package var sequence: Int
        package var reason: TouchDecision.IgnoreReason?
    }

    package var intent: Intent
    /// Down time of the intent's first touch sequence (nil for an intent without touches).
    package var tFirstTouch: Double?
    /// First displayed reaction to any of its sequences minus `tFirstTouch`, in ms; `+infinity`
    /// ("no answer") when the intent had touches and none got a reaction; nil without touches.
    package var firstTouchLatency: Double?
    /// The engine's share: the first displayed reaction minus the moment the sequence that got it
    /// became actionable (`SequenceEvidence.tActionable`), in ms, at least 0; `+infinity` ("no
    /// answer") when unanswered; nil without touches.
    package var responseLatency: Double?
    /// The intent had touches and the engine reacted to none of them.
    package var unanswered: Bool
    /// What the first-touch and response latencies are measured to; nil when unanswered or
    /// without touches.
    package var answeredBy: AnswerSource?
    /// The first-touch latency in three parts that add up to it, nil when unanswered or without
    /// touches (docs/analysis.md "Latency breakdown").
    package var breakdown: LatencyBreakdown?
    /// When the intent was reached (see `achieved`); nil when never.
    package var tReached: Double?
    /// Open and close intents with touches: `tReached` minus `tFirstTouch`, in ms; `+infinity`
    /// ("never") when not reached. Nil for cancel intents and intents without touches.
    package var timeToGoal: Double?
    /// Sequences that began before it was reached (all of them when never reached).
    package var gestures: Int
    /// Sequences that began after it was reached: reported, not counted.
    package var extra: Int
    /// Cancel intents: its transition, grabbed, paused, reversed or started by one of the intent's
    /// accepted sequences, ended cancelled within 2 s of the first touch, with no second transition
    /// started. Nil for open and close intents; never true for an unanswered intent.
    package var cancelOk: Bool?
    /// Cancel intents with touches: from the first touch until the screen was back on the origin
    /// side for good (`ScreenHistory.backAtOrigin`), in ms, when the user's touches cancelled the
    /// transition; `+infinity` ("never") when they did not. Nil without touches.
    package var timeToCancel: Double?
    /// Cancel intents with touches and a known transition: how far it had taken the screen from its
    /// origin at the first touch (`ScreenHistory.depth`), 0...1. Nil otherwise.
    package var cancelDepth: Double?
    /// The transition that reached the goal, or the cancel intent's transition.
    package var transitionId: TransitionID?
    package var ignored: [IgnoredSequence]
    /// Whether the first touch went down while a transition was in flight.
    package var firstTouchDuringTransition: Bool

    /// Reached: open and close intents when the engine came to rest on the goal side because of
    /// the intent's touches before the next intent began, or was heading there when it began;
    /// cancel intents when the intent's touches caused their transition to end cancelled.
    package var achieved: Bool { tReached != nil }

    /// How long a cancel may take to count as a success (docs/analysis.md "Metrics"), ms.
    package static let cancelWindow = 2000.0

    /// Evaluates `intent`, whose successor (if any) starts at `nextIntentStart`.
    package static func evaluate(
        _ intent: Intent, nextIntentStart: Double?, evidence: [SequenceEvidence],
        screen: ScreenHistory
    ) -> IntentMetrics {
        let sequences = intent.sequences.map { evidence[$0] }
        let tFirst = sequences.first?.tDown
        let responses = sequences.compactMap(\.firstResponse)
        // No reaction to any touch: "no answer", +infinity in the distribution, never left out.
        let latency = tFirst.map { first in responses.min().map { $0 - first } ?? .infinity }
        let unanswered = !sequences.isEmpty && responses.isEmpty
        let firstAnswered = sequences.filter { $0.firstResponse != nil }.min { $0.firstResponse! < $1.firstResponse! }
        let response: Double? =
            tFirst == nil ? nil : firstAnswered.map { Swift.max(0, $0.firstResponse! - $0.tActionable) } ?? .infinity
        let breakdown = tFirst.flatMap { first in
            firstAnswered.map { LatencyBreakdown(firstTouch: first, answered: $0) }
        }
        let caused = screen.transitionsCaused(by: intent.sequences)
        let transitions = screen.transitions
        let horizon = nextIntentStart ?? .infinity

        var tReached: Double?
        var transitionId: TransitionID?
        var cancelOk: Bool?
        var timeToCancel: Double?
        var cancelDepth: Double?
        switch intent.goal {
        case .open, .close:
            let goalSide: SceneSide = intent.goal == .open ? .destination : .source
            if let rest = caused.map({ transitions[$0] }).filter({
                $0.finalSide == goalSide && ($0.tEnd ?? .infinity) <= horizon
            })
            .min(by: { ($0.tEnd ?? .infinity) < ($1.tEnd ?? .infinity) }) {
                tReached = rest.tEnd
                transitionId = rest.id
            } else if let next = nextIntentStart,
                let flying = caused.map({ transitions[$0] }).first(where: {
                    $0.tStart <= next && ($0.tEnd.map { next < $0 } ?? true) && $0.heading(at: next) == goalSide
                })
            {
                tReached = next
                transitionId = flying.id
            }
        case .cancel:
            let reference = tFirst ?? intent.tStart
            // The transition the first touch met in flight, else the first one the intent's
            // touches started, else (a labelled cancel whose touches met nothing and started
            // nothing) the one in flight when the intent began.
            let target =
                screen.transitionInFlight(at: reference)
                ?? caused.first { transitions[$0].tStart >= reference }
                ?? screen.transitionInFlight(at: intent.tStart)
            transitionId = target.map { transitions[$0].id }
            if let target, let tFirst { cancelDepth = screen.depth(of: target, at: tFirst) }
            // Credited only when the user's touches caused it: one of the intent's sequences
            // started, grabbed, paused or reversed the transition (a dismiss that fell back by
            // itself, or one the engine ignored the touches of, is no cancel of the user's).
            let causedByIntent = target.map { !screen.sequencesCausing($0).isDisjoint(with: intent.sequences) } ?? false
            if let target, causedByIntent, !unanswered, transitions[target].outcome == .cancelled,
                let end = screen.backAtOrigin(target)
            {
                tReached = end
                timeToCancel = end - reference
                let secondStarted = !screen.transitionsStarted(after: reference, through: end, excluding: target)
                    .isEmpty
                cancelOk = end - reference <= cancelWindow && !secondStarted
            } else {
                cancelOk = false
                timeToCancel = tFirst == nil ? nil : .infinity
            }
        }
        let timeToGoal: Double? =
            intent.goal == .cancel ? nil : tFirst.map { first in tReached.map { $0 - first } ?? .infinity }
        let counted = sequences.filter { s in tReached.map { s.tDown < $0 } ?? true }.count
        return IntentMetrics(
            intent: intent, tFirstTouch: tFirst, firstTouchLatency: latency, responseLatency: response,
            unanswered: unanswered, answeredBy: firstAnswered?.answer, breakdown: breakdown, tReached: tReached,
            timeToGoal: timeToGoal,
            gestures: counted, extra: sequences.count - counted, cancelOk: cancelOk, timeToCancel: timeToCancel,
            cancelDepth: cancelDepth, transitionId: transitionId,
            ignored: sequences.filter { $0.decision == .ignored }.map {
                IgnoredSequence(sequence: $0.index, reason: $0.reason)
            },
            firstTouchDuringTransition: sequences.first?.inFlightAtDown != nil)
    }
}
