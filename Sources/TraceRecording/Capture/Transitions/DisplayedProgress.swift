/// How a transition's recorded progress is read: what the screen shows, not the animation's time
/// (docs/recording.md "Progress as displayed"). Each reads a fraction in the animator's own
/// direction (0 at its start state, 1 at its end state); the recorder turns it into forward
/// progress for the operation. With tracked views (`PresentationWatch`), their presentation
/// replaces `timeFraction` and `curve` wherever it gives a fraction; `presentation` still wins.
public enum DisplayedProgress {
    /// The animator's `fractionComplete` as is: the displayed value only for a linear timing
    /// curve, or for an animator only ever scrubbed by a finger with `scrubsLinearly`.
    case timeFraction
    /// The eased value of the timing curve the app gave its animator while it runs; the time
    /// fraction while it is paused with `scrubsLinearly` (a finger scrubbing it moves the views
    /// linearly). Exact for an uninterrupted animation; after `continueAnimation` with new timing
    /// parameters, read the presentation layer instead.
    case curve(TimingCurve)
    /// The value on screen, read by the app once per frame (a view's presentation layer,
    /// `layer.presentation()`), as a fraction from the start state to the end state (see
    /// `fraction(of:from:to:)`); nil falls back to the time fraction. Exact for any timing,
    /// springs and interruptions included.
    case presentation(@MainActor () -> Double?)

    /// How far `value` lies from `start` to `end` (vectors of the same length, such as a frame's
    /// x, y, width and height): the projection onto the segment, clamped to 0...1; nil when the
    /// two ends coincide.
    public static func fraction(of value: [Double], from start: [Double], to end: [Double]) -> Double? {
        guard value.count == start.count, start.count == end.count else { return nil }
        var along = 0.0
        var length = 0.0
        for index in value.indices {
            let span = end[index] - start[index]
            along += (value[index] - start[index]) * span
            length += span * span
        }
        guard length > 0 else { return nil }
        return min(1, max(0, along / length))
    }
}
