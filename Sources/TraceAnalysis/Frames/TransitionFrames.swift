/// The frame figures of one transition (docs/analysis.md "Frames"), the same for a recording and
/// for an engine model: pacing over the frames presented while it ran (`FramePacing`), whether
/// its progress was stepped (`ProgressStepping`) and its jumps (`ProgressJumps`). A figure is nil
/// (an empty report cell, never 0) when the transition had nothing to judge it by: no frame
/// interval for pacing, no frames with progress for stepping or jumps.
package struct TransitionFrames: Sendable, Hashable {
    package var hitches: Int?
    package var hitchTimeMs: Double?
    package var droppedFrames: Int?
    /// Hitch time per second of the transition's duration (ms/s).
    package var hitchTimeRatio: Double?
    package var staleFrameShare: Double?
    package var stepped: Bool?
    package var startJump: Double?
    /// The largest jump after the first frame (`ProgressJumps.midJump`).
    package var midJump: Double?

    package init() {}

    /// Whether the start jump is over `ProgressJumps.threshold`; nil without one.
    package var startJumped: Bool? { startJump.map(ProgressJumps.isFlagged) }

    /// Whether a jump after the first frame is over `ProgressJumps.threshold`; nil without one.
    package var midJumped: Bool? { midJump.map(ProgressJumps.isFlagged) }

    /// Measures a transition that ran for `durationMs` (nil while unfinished), from the frames
    /// presented while it ran (`forEachFrame` calls its argument once per frame, in order) after
    /// the frame `before` them, at refresh `period` (ms); it began at `tStart` (displayed), with
    /// `screenAtStart` the progress on screen then.
    package static func measure(
        period: Double, before: PresentedFrame?, durationMs: Double?, tStart: Double,
        screenAtStart: Double?, forEachFrame: ((PresentedFrame) -> Void) -> Void
    ) -> TransitionFrames {
        var pacing = FramePacing(period: period, previous: before)
        var stepping = ProgressStepping()
        var jumps = ProgressJumps(screenAtStart: screenAtStart, at: tStart, period: period)
        forEachFrame { frame in
            pacing.add(frame)
            if let progress = frame.progress {
                stepping.add(progress: progress)
                if !frame.showsOnlyBegan { jumps.add(progress: progress, at: frame.intendedDisplay(period: period)) }
            }
        }
        var result = TransitionFrames()
        if pacing.intervals > 0 {
            result.hitches = pacing.hitches
            result.hitchTimeMs = pacing.hitchTimeMs
            result.droppedFrames = pacing.droppedFrames
            result.hitchTimeRatio = durationMs.flatMap { pacing.hitchTimeRatio(durationMs: $0) }
        }
        result.staleFrameShare = stepping.staleFrameShare
        result.stepped = stepping.stepped
        result.startJump = jumps.startJump
        result.midJump = jumps.midJump
        return result
    }
}
