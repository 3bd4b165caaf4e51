/// One frame as frame pacing and progress stepping read it (docs/analysis.md "Frames"), from a
/// recording's `frame` events or from an engine model's replay.
package struct PresentedFrame: Sendable, Hashable {
    /// When the frame's work began (ms): a recording's `frame` `t`, the display link's
    /// `timestamp`, which is also when the previous frame reached the screen.
    package var t: Double
    /// When the frame was meant to be shown (ms): the `frame` event's `target`; nil when unknown.
    package var target: Double?
    /// The forward progress the frame shows; nil when nothing says.
    package var progress: Double?
    /// Whether that progress is only the transition's `began`'s: what the app meant to start from,
    /// which no frame has shown yet (`ProgressJumps` skips such frames; stepping counts them).
    package var showsOnlyBegan = false
    /// Whether the recorder paused its display link before this frame (a `recorder.framesPaused`
    /// then a `recorder.framesResumed` marker since the previous frame): no frame was recorded in
    /// between on purpose, so the interval that ends here is not measured (`FramePacing`).
    package var resumesAfterPause = false

    package init(t: Double, target: Double?, progress: Double? = nil) {
        self.t = t
        self.target = target
        self.progress = progress
    }

    /// When the frame was meant to be shown: `target`, or one `period` after `t`.
    package func intendedDisplay(period: Double) -> Double { target ?? t + period }
}
