import GestureRecognition
import TraceModel

/// Finds intents in a trace: from its `intent` labels, or inferred from the gestures and what the
/// screen showed (docs/analysis.md "Intents"). Every touch sequence belongs to
/// exactly one intent (when the trace has at least one).
package enum IntentInference {
    /// Consecutive sequences with the same implied goal merge into one intent (a retry chain)
    /// when the next one goes down less than this long after the previous one lifted (ms).
    package static let retryMergeWindow = 1000.0

    /// Labelled intents: each sequence belongs to the latest intent that started at or before its
    /// down; sequences before the first label belong to the first intent.
    package static func labelled(_ labels: [(t: Double, intent: IntentEvent)], evidence: [SequenceEvidence]) -> [Intent]
    {
        guard !labels.isEmpty else { return [] }
        var intents = labels.map {
            Intent(id: $0.intent.id, goal: $0.intent.goal, source: .labelled, tStart: $0.t, sequences: [])
        }
        // Labels and sequences both come in time order: the owner only moves forward.
        var owner = 0
        for sequence in evidence {
            while owner + 1 < intents.count, intents[owner + 1].tStart <= sequence.tDown { owner += 1 }
            intents[owner].sequences.append(sequence.index)
        }
        return intents
    }

    /// The goal a sequence implies, or nil for one that pursues none (a tap on the viewer, a
    /// horizontal pan: browsing).
    ///
    /// - a pan that reverses past its start, or one that goes against a transition in flight
    ///   (down while it heads to the viewer, up while it heads to the chat): `cancel`;
    /// - any other touch during a transition in flight: the goal of the side it is heading to
    ///   (a second tap while the viewer opens is still `open`);
    /// - a tap on the chat at rest: `open`; a downward pan on the viewer at rest: `close`.
    package static func impliedGoal(of s: SequenceEvidence) -> IntentGoal? {
        let isPan = s.gestureKind == .pan || s.gestureKind == .swipe
        if isPan && s.reversedPastStart { return .cancel }
        if let heading = s.headingAtDown {
            if isPan
                && ((heading == .destination && s.direction == .down) || (heading == .source && s.direction == .up))
            {
                return .cancel
            }
            return heading == .destination ? .open : .close
        }
        switch s.restingSideAtDown {
        case .source?: return s.gestureKind == .tap ? .open : nil
        case .destination?: return isPan && s.direction == .down ? .close : nil
        case nil: return nil
        }
    }

    /// Inferred intents: goal-directed sequences start or extend intents (same goal, less than
    /// `retryMergeWindow` after the previous one lifted); sequences with no goal join the latest
    /// intent, or the first one when they come before any.
    package static func inferred(evidence: [SequenceEvidence]) -> [Intent] {
        var intents: [Intent] = []
        var orphans: [Int] = []
        var lastUp: Double?
        for s in evidence {
            guard let goal = impliedGoal(of: s) else {
                if intents.isEmpty {
                    orphans.append(s.index)
                } else {
                    intents[intents.count - 1].sequences.append(s.index)
                }
                continue
            }
            if let last = intents.last, last.goal == goal, let lastUp, s.tDown - lastUp < retryMergeWindow,
                evidence[last.sequences.last!].impliedGoalIsSet
            {
                intents[intents.count - 1].sequences.append(s.index)
            } else {
                intents.append(
                    Intent(
                        id: "inferred-\(intents.count + 1)", goal: goal, source: .inferred,
                        tStart: s.tDown, sequences: [s.index]))
            }
            lastUp = s.tUp ?? s.tDown
        }
        if !orphans.isEmpty, !intents.isEmpty {
            intents[0].sequences = (orphans + intents[0].sequences).sorted()
        }
        return intents
    }
}

extension SequenceEvidence {
    /// Whether this sequence implies a goal (browsing sequences do not break a retry chain's
    /// merge, but a chain only merges onto a goal-directed sequence).
    var impliedGoalIsSet: Bool { IntentInference.impliedGoal(of: self) != nil }
}
