/// What a touch's answer is measured to (docs/analysis.md "Latency breakdown"). Raw values are
/// the tokens written to `intents.csv` (`answered_by`).
package enum AnswerSource: String, Sendable, Hashable, CaseIterable {
    /// A model's displayed frame: the frame that applied the touch plus the render latency, by
    /// the model's own rules (a replay, not a measurement).
    case model
    /// The recording's `visible` event for the transition that answered: the first frame the
    /// recorder saw the answer on screen.
    case visible
    /// The recording's own reaction event (`began`, `paused`, `reversed`, a tracking `progress`)
    /// with no `visible` event for its transition: when the app committed, which may be frames
    /// before anything showed.
    case reaction
}
