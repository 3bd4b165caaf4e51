/// What started a transition, as the app knows it: the `cause` of a `transition` event's `began`
/// (traces/README.md, "`transition`"; docs/analysis.md, "Who answered a touch").
///
/// When a trace gives it, the cause decides which touch sequence a transition answers, whatever
/// the delay between the touch and the start; when it is absent, analysis infers the cause by one
/// rule (`CausalCredit` in `TransitionSimulation`).
public enum TransitionCause: Sendable, Hashable {
    /// The app started it by itself, with no touch behind it (a timer, a network answer, a deep
    /// link, an accessibility action): written `"none"`. It answers no touch.
    case programmatic
    /// The gesture of these touches started it: their `touch` ids, as written (the sequence of each
    /// id that began most recently at or before the `began`). Written as an array of integers.
    case touches([Int])
}
