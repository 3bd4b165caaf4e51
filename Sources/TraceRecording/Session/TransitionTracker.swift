import TraceModel

/// Turns what an app can read from its animator once per frame (running, reversed, fraction
/// complete) into the trace's `transition` events: `began`, `progress` when it changed, `paused`,
/// `reversed`, and `ended` with its outcome. The UIKit glue feeds it a `UIViewPropertyAnimator`;
/// the logic lives here so that it is tested on every platform.
///
/// Progress is forward progress (0 = source shown, 1 = destination shown): the observed fraction
/// for a `present`, `1 - fraction` for a `dismiss`.
///
/// After `end(at:)` the tracker is finished: `observe(_:)` returns nothing, so a frame sampled
/// after the animator completed never writes `paused` or `progress` after `ended`.
public struct TransitionTracker: Sendable {
    /// One look at the animator.
    public struct Observation: Sendable, Hashable {
        public var isRunning: Bool
        public var isReversed: Bool
        /// The displayed fraction, 0 at the animation's start state, 1 at its end state
        /// (`DisplayedProgress`; the animator's `fractionComplete` only where that is displayed).
        public var fractionComplete: Double

        public init(isRunning: Bool, isReversed: Bool, fractionComplete: Double) {
            self.isRunning = isRunning
            self.isReversed = isReversed
            self.fractionComplete = fractionComplete
        }
    }

    /// Where the animation stopped (`UIViewAnimatingPosition`).
    public enum EndPosition: Sendable, Hashable {
        case end, start, current
    }

    public let id: String
    public let operation: TransitionOperation
    private var last: Observation?
    private var lastProgress: Double?
    /// Whether `end(at:)` was called: nothing more is observed.
    public private(set) var isFinished = false

    public init(id: String, operation: TransitionOperation) {
        self.id = id
        self.operation = operation
    }

    private func progress(_ observation: Observation) -> Double {
        let fraction = min(1, max(0, observation.fractionComplete))
        return operation == .present ? fraction : 1 - fraction
    }

    private func event(_ kind: TransitionEventKind, progress: Double? = nil) -> TransitionEvent {
        TransitionEvent(id: id, event: kind, progress: progress)
    }

    /// The `began` event; `interactive` when a gesture drives the animator; `cause` what started
    /// it, when the app knows (the touches of the gesture, or `.programmatic`).
    public mutating func begin(
        _ observation: Observation, interactive: Bool, cause: TransitionCause? = nil
    ) -> TransitionEvent {
        last = observation
        lastProgress = progress(observation)
        return TransitionEvent(
            id: id, event: .began, operation: operation, interactive: interactive, progress: lastProgress,
            cause: cause)
    }

    /// The events one frame's observation implies, in this order: `reversed` (the direction
    /// flipped), `paused` (it stopped running), `progress` (it moved).
    public mutating func observe(_ observation: Observation) -> [TransitionEvent] {
        guard !isFinished else { return [] }
        var events: [TransitionEvent] = []
        let now = progress(observation)
        if let last {
            if observation.isReversed != last.isReversed { events.append(event(.reversed, progress: now)) }
            if last.isRunning && !observation.isRunning { events.append(event(.paused, progress: now)) }
        }
        if now != lastProgress { events.append(event(.progress, progress: now)) }
        last = observation
        lastProgress = now
        return events
    }

    /// The `visible` event: the first frame the screen shows the transition, with the progress
    /// last observed.
    public func visible() -> TransitionEvent {
        TransitionEvent(id: id, event: .visible, progress: lastProgress)
    }

    /// The `ended` event: `completed` at the animation's end, `cancelled` back at its start, and
    /// no outcome when it was stopped where it was (`.current`).
    public mutating func end(at position: EndPosition) -> TransitionEvent {
        isFinished = true
        var outcome: TransitionOutcome?
        var fraction = last?.fractionComplete
        switch position {
        case .end:
            outcome = .completed
            fraction = 1
        case .start:
            outcome = .cancelled
            fraction = 0
        case .current:
            outcome = nil
        }
        let forward = fraction.map { progress(Observation(isRunning: false, isReversed: false, fractionComplete: $0)) }
        return TransitionEvent(id: id, event: .ended, progress: forward, outcome: outcome)
    }
}
