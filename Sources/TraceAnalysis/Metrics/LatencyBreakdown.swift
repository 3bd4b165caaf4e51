import TransitionSimulation

/// An answered intent's first-touch latency in three parts that add up to it, in the spirit of
/// the web's Interaction to Next Paint (input delay, processing duration, presentation delay;
/// web.dev "Interaction to Next Paint"), for touches (docs/analysis.md "Latency breakdown").
///
/// With `S` the sequence that got the intent's first answer:
/// - **recognition**: from the intent's first down until `S`'s gesture was known
///   (`SequenceEvidence.tActionable`: a tap's up, after any double-tap wait the recognizer
///   applies; a pan's slop crossing; the down of a grab), or until the engine acted if it acted
///   sooner. It holds the earlier tries the engine ignored.
/// - **start**: from then until the engine acted (`TouchDecision.firstReaction`: a recording's
///   `began`, `paused` or `reversed`; a model's frame that applied the touch).
/// - **presentation**: from the engine acting until the user could see it (`firstResponse`: a
///   recording's `visible` event, 0 when it has none for that transition; a model's render
///   latency).
package struct LatencyBreakdown: Sendable, Hashable {
    package var recognition: Double
    package var start: Double
    package var presentation: Double

    package init(recognition: Double, start: Double, presentation: Double) {
        self.recognition = recognition
        self.start = start
        self.presentation = presentation
    }

    /// The parts of the latency from `firstTouch` to `answered`'s first response. Each part is at
    /// least 0 and the three add up to `answered.firstResponse - firstTouch`.
    init(firstTouch: Double, answered: SequenceEvidence) {
        let response = answered.firstResponse ?? firstTouch
        let reaction = Swift.min(Swift.max(answered.firstReaction ?? response, firstTouch), response)
        let known = Swift.min(Swift.max(answered.tActionable, firstTouch), reaction)
        recognition = known - firstTouch
        start = reaction - known
        presentation = response - reaction
    }

    /// The whole: the intent's first-touch latency.
    package var total: Double { recognition + start + presentation }
}
