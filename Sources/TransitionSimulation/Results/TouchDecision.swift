/// What an engine did with one touch sequence (one finger from down to up or cancel).
package struct TouchDecision: Sendable, Hashable {
    /// The touch `id` of the sequence in the trace.
    package var touchId: Int
    /// The sequence's position among all touch sequences of the trace, from 0, in order of their
    /// downs (touch ids are reused, so the id alone does not name a sequence).
    package var sequenceIndex: Int
    /// The time (ms) of the sequence's down.
    package var tDown: Double
    package var decision: Decision
    /// Why the sequence was ignored; nil when accepted.
    package var reason: IgnoreReason?
    /// The displayed time (ms; the frame plus render latency) of the first frame in which the
    /// engine reacted to this sequence (its state or p changed because of it); nil if it never
    /// did. The first-touch latency (docs/analysis.md "Metrics") is this minus the intent's first down.
    /// For the recorded engine: the transition's `visible` event when the trace has one for the
    /// transition that answered, else the time of the transition event that counted as the
    /// reaction (`answer` says which).
    package var firstResponse: Double?
    /// When the engine acted on the sequence, at or before `firstResponse`: a model's frame that
    /// applied it (before its render latency), the recorded event that answered it (`began`,
    /// `paused`, `reversed`, a tracking `progress`). The latency breakdown's "app start" ends here
    /// and "presentation" runs from here to `firstResponse` (docs/analysis.md "Latency breakdown").
    package var firstReaction: Double?
    /// What `firstResponse` is measured to; nil when the sequence got no reaction.
    package var answer: AnswerSource?
    /// The transition this sequence grabbed (a touch-down on a settling fluid transition, or a
    /// recorded `paused`), if any.
    package var grabbedTransitionId: TransitionID?

    package init(
        touchId: Int, sequenceIndex: Int, tDown: Double, decision: Decision, reason: IgnoreReason? = nil,
        firstResponse: Double? = nil, grabbedTransitionId: TransitionID? = nil, firstReaction: Double? = nil,
        answer: AnswerSource? = nil
    ) {
        self.touchId = touchId
        self.sequenceIndex = sequenceIndex
        self.tDown = tDown
        self.decision = decision
        self.reason = reason
        self.firstResponse = firstResponse
        self.grabbedTransitionId = grabbedTransitionId
        self.firstReaction = firstReaction ?? firstResponse
        self.answer = answer ?? (firstResponse == nil ? nil : .model)
    }

    /// Accepted (the engine reacted to it, or could have) or ignored in full.
    package enum Decision: String, Sendable, Hashable, CaseIterable {
        case accepted
        case ignored
    }

    /// Why an engine ignored a touch sequence. Raw values are the tokens written to reports.
    package enum IgnoreReason: String, Sendable, Hashable, CaseIterable {
        /// The down fell inside a non-interruptible animation (legacy engine): the whole sequence,
        /// its moves and up included, is dropped.
        case blockedByAnimation
        /// A request while a transition was running that the dispatcher refused: coalesced with
        /// a running transition to the same destination (fluid), or any request during an
        /// animation (legacy).
        case dispatcherBusy
        /// The finger never moved beyond the pan slop and was no tap the scene reacts to.
        case belowSlop
        /// The sequence was no gesture the scene reacts to (e.g. a horizontal pan, a tap on the
        /// destination).
        case notAGesture
        /// Recorded engine: no transition event of the trace is a reaction this sequence could
        /// have caused (the recorded app gives no reasons; docs/engines.md, "Recorded").
        case noResponse
    }
}
