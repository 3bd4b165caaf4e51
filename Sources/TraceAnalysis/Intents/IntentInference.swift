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

    /// The goal a sequence implies, or nil for one that pursues none (a tap on the viewer's
    /// content, a horizontal pan, a scroll of the chat: browsing). The first rule that applies
    /// decides; docs/analysis.md "Intents" has the table and where each rule comes from.
    ///
    /// 1. A pan that reverses past its start, or gives back half its travel (a change of mind
    ///    inside one gesture): `cancel`.
    /// 2. What it did: a sequence that sent a transition back to its origin pursued `cancel`; one
    ///    that sent it on to its destination again, that destination's goal.
    /// 3. During a transition in flight (as the user could have seen it: one that ended less than
    ///    a reaction time after it started still is, `SequenceEvidence.headingAtDown`): a pan along
    ///    the axis toward its operation's side pursues that operation, toward its origin it is a
    ///    `cancel`, wherever the transition heads; a tap on a `close` or `backdrop` target while
    ///    it opens is a `cancel` (ignored or not: never flatter), while a closing springs back
    ///    toward the viewer a `close` (the closing asked again); anything else pursues the side it
    ///    heads to.
    /// 4. What it did: a sequence that started a transition pursued its operation's goal.
    /// 5. At rest: on the chat, a tap (on a `cell`, or with no target) is `open`; on the viewer,
    ///    a tap on `close` or `backdrop`, a pan or swipe toward dismissal (`SceneInfo.dismiss`:
    ///    down by default), or a long press whose finger then ended beyond the slop that way, is
    ///    `close`, answered or not.
    ///
    /// A target the role table does not name opens or closes as `learned` says (`LearnedTargets`:
    /// what taps on it did elsewhere in the trace).
    package static func impliedGoal(of s: SequenceEvidence, learned: LearnedTargets = .none) -> IntentGoal? {
        let isPan = s.gestureKind == .pan || s.gestureKind == .swipe
        let isTap = s.gestureKind == .tap
        let role = TargetRole(target: s.target)
        let closes = role?.closes == true || learned.closes(s.target)
        if isPan && (s.reversedPastStart || s.cameBackHalfway) { return .cancel }
        if case .reversed(let backToOrigin)? = s.effect {
            if backToOrigin { return .cancel }
            if let heading = s.headingAtDown { return heading.opposite == .destination ? .open : .close }
        }
        if let heading = s.headingAtDown {
            // A pan along the axis reads against the transition's operation, wherever it heads:
            // toward the operation's own side it asks for it (an opening, a closing, also while
            // it springs back), toward its origin it cancels it (a grab that holds a closing
            // viewer as it springs back still wants the viewer kept).
            // Evidence built by hand may give no operation: the one its heading implies.
            if isPan && (s.towardDismiss || s.towardPresent) {
                let operation = s.operationAtDown ?? (heading == .destination ? .present : .dismiss)
                let towardItsSide = operation == .present ? s.towardPresent : s.towardDismiss
                return towardItsSide ? (operation == .present ? .open : .close) : .cancel
            }
            // A tap on what closes, while the viewer comes: an opening is stopped (`cancel`); a
            // closing sent back toward the viewer is asked again (`close`, its retry).
            if isTap && heading == .destination && closes {
                return s.operationAtDown == .dismiss ? .close : .cancel
            }
            return heading == .destination ? .open : .close
        }
        if case .started(let operation)? = s.effect { return operation == .present ? .open : .close }
        switch s.restingSideAtDown {
        case .source?: return isTap && (role == nil || role == .cell || learned.opens(s.target)) ? .open : nil
        case .destination?:
            if isTap && closes { return .close }
            if s.gestureKind == .longPress && s.endedTowardDismiss { return .close }
            return isPan && s.towardDismiss ? .close : nil
        case nil: return nil
        }
    }

    /// The goal of an ignored first try on the viewer at rest, taken from the sequence right after
    /// it when that one pursues `close` and goes down less than `retryMergeWindow` after it
    /// lifted. A first try is a tap whose target is unknown (a tap on a backdrop the engine
    /// ignores, then the drag that closes) or a pan or swipe the other way along the transition
    /// axis (a swipe down on a viewer that closes upward, then its close button): on the viewer
    /// already shown it pursues nothing else, and reading it as browsing would hide the failed try.
    /// A tap on a named target keeps its role's reading, a sideways swipe on a viewer closed
    /// vertically is browsing, and a touch the engine answered said what it was by its effect.
    package static func retriedGoal(
        of s: SequenceEvidence, next: SequenceEvidence?, learned: LearnedTargets = .none
    ) -> IntentGoal? {
        let isPan = s.gestureKind == .pan || s.gestureKind == .swipe
        let firstTry = (s.gestureKind == .tap && s.target == nil) || (isPan && s.pannedAgainstDismiss)
        guard firstTry, s.effect == nil, s.decision == .ignored,
            s.restingSideAtDown == .destination, let next, next.doubleTapRole != .second,
            next.tDown - (s.tUp ?? s.tDown) < retryMergeWindow, impliedGoal(of: next, learned: learned) == .close
        else { return nil }
        return .close
    }

    /// The goal inference reads `s` as pursuing, `next` being the sequence after it: its own
    /// (`impliedGoal`), else that of the retry it is the first try of (`retriedGoal`).
    package static func goal(
        of s: SequenceEvidence, next: SequenceEvidence?, learned: LearnedTargets = .none
    ) -> IntentGoal? {
        impliedGoal(of: s, learned: learned) ?? retriedGoal(of: s, next: next, learned: learned)
    }

    /// Inferred intents: goal-directed sequences start or extend intents (same goal, less than
    /// `retryMergeWindow` after the previous one lifted); sequences with no goal join the latest
    /// intent, or the first one when they come before any, and break a retry chain. The second
    /// tap of a double tap pursues what the first did, wherever it landed (on a thumbnail it lands
    /// on the backdrop of the opening viewer): it joins the latest intent and keeps its chain,
    /// unless it landed on a `close` control (then it is read as any tap).
    package static func inferred(evidence: [SequenceEvidence]) -> [Intent] {
        var intents: [Intent] = []
        var orphans: [Int] = []
        var lastUp: Double?
        var chainOpen = false
        // Whether the latest intent is a cancel whose first sequence met an opening and was ignored.
        var ignoredCancelOfOpening = false
        let learned = LearnedTargets(evidence)
        for (position, s) in evidence.enumerated() {
            // A second tap on a close control is no double tap's echo (the control is not where
            // the thumbnail was: a tap on it 130 ms after the thumbnail's, within Android's 100 dp
            // double-tap slop, is a cancel); one on the backdrop, where the thumbnail was, is.
            let secondTap = s.doubleTapRole == .second && TargetRole(target: s.target) != .close
            let next = position + 1 < evidence.count ? evidence[position + 1] : nil
            guard !secondTap, let goal = goal(of: s, next: next, learned: learned) else {
                if intents.isEmpty {
                    orphans.append(s.index)
                } else {
                    intents[intents.count - 1].sequences.append(s.index)
                }
                if secondTap {
                    if chainOpen { lastUp = s.tUp ?? s.tDown }
                } else {
                    chainOpen = false
                }
                continue
            }
            // A close after an ignored cancel of an opening asks again for what the cancel asked
            // (the screen the opening left), the engine having let the opening finish: its retry.
            let sameAim = intents.last.map {
                $0.goal == goal || ($0.goal == .cancel && goal == .close && ignoredCancelOfOpening)
            }
            if chainOpen, sameAim == true, let lastUp, s.tDown - lastUp < retryMergeWindow {
                intents[intents.count - 1].sequences.append(s.index)
            } else {
                ignoredCancelOfOpening = goal == .cancel && s.operationAtDown == .present && s.decision == .ignored
                intents.append(
                    Intent(
                        id: Intent.inferredId(intents.count + 1), goal: goal, source: .inferred,
                        tStart: s.tDown, sequences: [s.index]))
            }
            lastUp = s.tUp ?? s.tDown
            chainOpen = true
        }
        if !orphans.isEmpty, !intents.isEmpty {
            intents[0].sequences = (orphans + intents[0].sequences).sorted()
        }
        return intents
    }
}
