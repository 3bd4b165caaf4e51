import TraceModel

/// One thing the user wanted, with the touch sequences that belong to it.
package struct Intent: Sendable, Hashable {
    /// Whether the intent comes from an `intent` event of the trace or was inferred.
    package enum Source: String, Sendable, Hashable {
        case labelled, inferred
    }

    /// The label's id, or `inferred-N` (N from 1, in order).
    package var id: String
    package var goal: IntentGoal
    package var source: Source
    /// When the user started pursuing it: the label's time, or the first sequence's down.
    package var tStart: Double
    /// Indices of its touch sequences, in order of their downs.
    package var sequences: [Int]

    /// The id of the `number`th inferred intent of a trace (from 1): `inferred-N`.
    package static func inferredId(_ number: Int) -> String { "inferred-\(number)" }

    package init(id: String, goal: IntentGoal, source: Source, tStart: Double, sequences: [Int]) {
        self.id = id
        self.goal = goal
        self.source = source
        self.tStart = tStart
        self.sequences = sequences
    }
}
