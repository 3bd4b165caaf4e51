/// What started a transition. The raw values are the tokens of `transitions.csv` and `replay`'s
/// output.
package enum TransitionTrigger: String, Sendable, Hashable, CaseIterable {
    /// A tap on the source screen presented it.
    case tap
    /// A pan along the transition axis drove it (an interactive dismiss).
    case pan
    /// The recording app reported it (recorded engine): the trace does not say what started it.
    case recorded
}
