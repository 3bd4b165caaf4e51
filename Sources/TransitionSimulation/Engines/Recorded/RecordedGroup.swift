/// A touch group (the fingers down together) as the recorded engine credits it (`CausalCredit`):
/// which reactions of the trace's `transition` events it could have caused.
struct RecordedGroup: Sendable {
    /// The group's number among the trace's groups, from 0, in order of their downs.
    var number: Int
    /// Its touch sequences (`TouchDecision.sequenceIndex`), in order of their downs.
    var sequences: [Int]
    /// How many of its fingers are still down.
    var fingersDown: Int
    /// The time of its last up (trace time, ms); nil while a finger is down.
    var lastUp: Double?
    /// The last time a reaction is *at hand* for it (`CausalCredit`): the time of the frame that
    /// applied its last up plus `CausalCredit.answerFrames`, plus the edge tolerance; nil while a
    /// finger is down.
    var atHandUntil: Double?
    /// Whether a reaction of the trace was credited to it.
    var isAnswered = false

    /// Whether a finger of the group is down.
    var isDown: Bool { lastUp == nil }

    /// Whether a reaction at `t` finds it at hand: a finger down, or lifted within the window.
    func isAtHand(at t: Double) -> Bool { atHandUntil.map { t <= $0 } ?? true }

    /// Whether it still waits for a late answer at `t`: lifted, out of hand, never answered, and
    /// its last up no more than `CausalCredit.responseBoundMs` before `t`.
    func isWaiting(at t: Double) -> Bool {
        guard !isAnswered, let lastUp, let atHandUntil, t > atHandUntil else { return false }
        return t - lastUp <= CausalCredit.responseBoundMs
    }
}
