import TraceModel

/// One moment a transition changed course, as the engine knew it: it began, a grab paused it, or
/// it reversed; with where it headed from then on. Times are displayed times (ms), like the
/// record's `tStart`.
///
/// These are the facts analysis asks of a transition in flight ("where was it heading when the
/// finger went down?"), kept as typed values rather than decoded back from the emitted
/// `transition` events.
package struct TransitionStep: Sendable, Hashable {
    /// What happened.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The transition started (format v1 `began`).
        case began
        /// A grab stopped it where it was (`paused`).
        case paused
        /// Its target flipped to the other side (`reversed`).
        case reversed
    }

    package var kind: Kind
    /// The displayed time (ms).
    package var t: Double
    /// The side it headed for from `t` on; nil when the step did not say (a `paused`, or a
    /// recorded `began` without `operation`).
    package var heading: SceneSide?

    package init(_ kind: Kind, t: Double, heading: SceneSide?) {
        self.kind = kind
        self.t = t
        self.heading = heading
    }
}
