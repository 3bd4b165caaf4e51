import TraceModel

/// How inferred intents compare with a trace's labels (docs/analysis.md "Checking inference").
///
/// A labelled intent agrees when an inferred intent has the same goal and starts with the same
/// touch sequence (the inference found where the user started and what for). Labelled intents
/// without touches cannot be inferred and are left out. Sequence agreement is the share of touch
/// sequences whose inferred intent has their labelled intent's goal.
package struct InferenceAgreement: Sendable, Hashable {
    package var intents: RateSummary
    package var sequences: RateSummary

    package init(labelled: [Intent], inferred: [Intent]) {
        let withTouches = labelled.filter { !$0.sequences.isEmpty }
        // Flat per sequence index rather than hashed: a long trace's sequences cost a few bytes
        // each. For each sequence, the goals of the inferred intents it starts (a bit per goal)
        // and the goal of the inferred intent it belongs to.
        let end = { (intents: [Intent]) in intents.reduce(0) { Swift.max($0, ($1.sequences.max() ?? -1) + 1) } }
        let count = Swift.max(end(labelled), end(inferred))
        var goalsStarted = [UInt8](repeating: 0, count: count)
        var inferredGoal = [IntentGoal?](repeating: nil, count: count)
        for intent in inferred {
            if let first = intent.sequences.first, first >= 0 { goalsStarted[first] |= Self.bit(intent.goal) }
            for s in intent.sequences where s >= 0 { inferredGoal[s] = intent.goal }
        }
        intents = RateSummary(withTouches) { label in
            let first = label.sequences[0]
            return first >= 0 && goalsStarted[first] & Self.bit(label.goal) != 0
        }
        let pairs = labelled.flatMap { label in label.sequences.map { (goal: label.goal, sequence: $0) } }
        sequences = RateSummary(pairs) { $0.sequence >= 0 && inferredGoal[$0.sequence] == $0.goal }
    }

    private static func bit(_ goal: IntentGoal) -> UInt8 {
        switch goal {
        case .open: 1
        case .close: 2
        case .cancel: 4
        }
    }
}
