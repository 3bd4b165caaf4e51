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

    /// The effect of sequence `index` in `transitions`: a reversal before a start (a sequence
    /// that both reversed one transition and started another pursued the reversal first). A
    /// transition that springs back when the pan that started it is released was started by it,
    /// not reversed: the spring-back is the engine's answer to the release, and whether the user
    /// gave up is the gesture's to say (`VerticalTravel`).
    package static func of(sequence index: Int, in transitions: [TransitionRecord]) -> SequenceEffect? {
        var started: TransitionOperation?
        for record in transitions {
            if record.startedBySequence == index {
                if started == nil { started = record.operation }
                continue
            }
            if let position = record.retargetedBySequences.firstIndex(of: index) {
                // Each retarget flips the heading: an odd count sends it back to its origin.
                return .reversed(backToOrigin: position % 2 == 0)
            }
        }
        return started.map(SequenceEffect.started)
    }
}
