import TraceModel

/// One transition an engine ran, from its start to its end.
package struct TransitionRecord: Sendable, Hashable {
    /// The transition's id: the trace's own for the recorded engine, engine-assigned otherwise.
    package var id: TransitionID
    package var operation: TransitionOperation
    /// What started it.
    package var trigger: TransitionTrigger
    /// Start time (ms): the displayed time of the frame that started it (frame time plus render
    /// latency), so that simulated and recorded transitions compare (an app logs what it shows).
    package var tStart: Double
    /// End time (ms, displayed, as `tStart`); nil when the trace ended with it still running.
    package var tEnd: Double?
    /// How it ended; nil while unfinished.
    package var outcome: TransitionOutcome?
    /// Whether a gesture drove it (an interactive transition) rather than an animation alone.
    package var interactive: Bool
    /// The `sequenceIndex` of the touch sequence that started it; nil for the recorded engine.
    package var startedBySequence: Int?
    /// The sequences that sent it toward the other side (a grab released the other way, a
    /// released pan that cancelled it, a dispatcher retarget), in order; empty for recorded.
    package var retargetedBySequences: [Int]
    /// Every time it began, was paused or reversed, in order, with where it headed from then on.
    package var steps: [TransitionStep]

    package init(
        id: TransitionID, operation: TransitionOperation, trigger: TransitionTrigger, tStart: Double,
        tEnd: Double? = nil, outcome: TransitionOutcome? = nil, interactive: Bool,
        startedBySequence: Int? = nil, retargetedBySequences: [Int] = [], steps: [TransitionStep] = []
    ) {
        self.id = id
        self.operation = operation
        self.trigger = trigger
        self.tStart = tStart
        self.tEnd = tEnd
        self.outcome = outcome
        self.interactive = interactive
        self.startedBySequence = startedBySequence
        self.retargetedBySequences = retargetedBySequences
        self.steps = steps
    }

    /// Where it was heading at `t`: the heading of its last step at or before `t` that names one
    /// (the first such step's before it began); its operation's destination when no step does.
    package func heading(at t: Double) -> SceneSide {
        var first: SceneSide?
        var latest: SceneSide?
        for step in steps {
            guard let heading = step.heading else { continue }
            if first == nil { first = heading }
            if step.t <= t { latest = heading }
        }
        return latest ?? first ?? operation.destinationSide
    }

    /// The side it left the screen on: its destination when completed, its origin when
    /// cancelled; nil while unfinished.
    package var finalSide: SceneSide? {
        switch outcome {
        case .completed: operation.destinationSide
        case .cancelled: operation.destinationSide.opposite
        case nil: nil
        }
    }
}
