import TraceModel

/// The velocity of one touch sequence when it ended: what the `velocity` command prints.
package struct SequenceVelocity: Sendable, Hashable {
    package var touchId: Int
    /// When the sequence ended or was cancelled (ms); for a sequence still open at the end of the
    /// trace, the time of its last event.
    package var t: Double
    /// The estimator's velocity right after the sequence's last event; nil when it reports none
    /// (a cancelled touch, a finger stopped more than 40 ms before lifting, a single LSQ2 sample).
    /// Not clamped.
    package var velocity: Velocity?
    package var outcome: TouchSequence.Outcome

    package init(touchId: Int, t: Double, velocity: Velocity?, outcome: TouchSequence.Outcome) {
        self.touchId = touchId
        self.t = t
        self.velocity = velocity
        self.outcome = outcome
    }

    package var vx: Double? { velocity?.x }
    package var vy: Double? { velocity?.y }

    /// One record per touch sequence, in order of their downs, with one pass of a
    /// `VelocityTracker` using `strategy`: the raw estimator (`ReleaseVelocityRule.raw`).
    package static func compute(_ events: [TraceEvent], strategy: VelocityStrategy = .defaultStrategy)
        -> [SequenceVelocity]
    {
        compute(events, strategy: strategy, rule: .raw)
    }

    /// One record per touch sequence with a profile's estimator and release rules
    /// (`RecognitionConfiguration.velocityStrategy` and `releaseVelocity`): the velocity its
    /// recognizer would read at each up.
    package static func compute(_ events: [TraceEvent], configuration: RecognitionConfiguration) -> [SequenceVelocity] {
        compute(events, strategy: configuration.velocityStrategy, rule: configuration.releaseVelocity)
    }

    private static func compute(_ events: [TraceEvent], strategy: VelocityStrategy, rule: ReleaseVelocityRule)
        -> [SequenceVelocity]
    {
        var tracker = VelocityTracker(strategy: strategy)
        var sequencer = TouchSequencer()
        var records: [SequenceVelocity?] = []
        var lastLocations: [Int: Point] = [:]
        for event in events {
            guard case .touch(let touch) = event.payload else { continue }
            if let move = rule.upMove(for: touch, lastLocation: lastLocations[touch.id], tracker: tracker) {
                tracker.add(move, at: event.t)
            }
            if !touch.predicted && touch.phase != .cancelled { lastLocations[touch.id] = touch.location }
            tracker.add(touch, at: event.t)
            let step = sequencer.add(touch, at: event.t)
            if step.startsSequence { records.append(nil) }
            if step.endsSequence {
                let sequence = sequencer.sequences[step.sequence]
                records[step.sequence] = SequenceVelocity(
                    touchId: touch.id, t: event.t,
                    velocity: rule.velocity(of: touch.id, in: tracker),
                    outcome: sequence.outcome)
            }
        }
        return zip(sequencer.sequences, records).map { sequence, record in
            record
                ?? SequenceVelocity(
                    touchId: sequence.touchId, t: sequence.tLast,
                    velocity: rule.velocity(of: sequence.touchId, in: tracker), outcome: .open)
        }
    }
}
