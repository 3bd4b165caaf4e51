import TraceModel
import TransitionSimulation

/// What a touch sequence did to the engine's transitions, by the replay's causal credit
/// (docs/analysis.md "Who answered a touch"): what it pursued, whatever it looked like.
package enum SequenceEffect: Sendable, Hashable {
    /// It started a transition of this operation (a `began` credited to it, or a model's start).
    case started(TransitionOperation)
    /// It sent a transition in flight the other way: `backToOrigin` when it now heads where it
    /// came from (a cancel), else toward its destination again (a reversed cancel).
    case reversed(backToOrigin: Bool)

    /// The effect of every sequence that had one, by sequence index, from one pass over
    /// `transitions` (in order): a reversal wins over a start (a sequence that both reversed one
    /// transition and started another pursued the reversal first), and the first of each counts. A
    /// transition that springs back when the pan that started it is released was started by it,
    /// not reversed: the spring-back is the engine's answer to the release, and whether the user
    /// gave up is the gesture's to say (`AxisTravel`).
    package static func bySequence(in transitions: [TransitionRecord]) -> [Int: SequenceEffect] {
        var started: [Int: TransitionOperation] = [:]
        var reversed: [Int: Bool] = [:]
        for record in transitions {
            if let sequence = record.startedBySequence, started[sequence] == nil {
                started[sequence] = record.operation
            }
            // Each retarget flips the heading: an odd count sends it back to its origin.
            for (position, sequence) in record.retargetedBySequences.enumerated()
            where sequence != record.startedBySequence && reversed[sequence] == nil {
                reversed[sequence] = position % 2 == 0
            }
        }
        var effects = started.mapValues(SequenceEffect.started)
        for (sequence, backToOrigin) in reversed { effects[sequence] = .reversed(backToOrigin: backToOrigin) }
        return effects
    }
}
