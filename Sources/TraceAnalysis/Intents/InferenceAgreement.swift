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
        var goalsByFirstSequence: [Int: Set<IntentGoal>] = [:]
        for intent in inferred {
            if let first = intent.sequences.first { goalsByFirstSequence[first, default: []].insert(intent.goal) }
        }
        intents = RateSummary(withTouches) { label in
            goalsByFirstSequence[label.sequences[0]]?.contains(label.goal) == true
        }
        var inferredGoal: [Int: IntentGoal] = [:]
        for intent in inferred { for s in intent.sequences { inferredGoal[s] = intent.goal } }
        let pairs = labelled.flatMap { label in label.sequences.map { (goal: label.goal, sequence: $0) } }
        sequences = RateSummary(pairs) { inferredGoal[$0.sequence] == $0.goal }
    }
}
