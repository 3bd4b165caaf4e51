/// The one rule by which a recorded transition event is credited to the touch that caused it,
/// used by the recorded engine's touch decisions and, through the transition records it writes,
/// by every metric (docs/analysis.md "Who answered a touch"; docs/engines.md "Recorded").
///
/// 1. **The app says.** A `began` with a `cause` (`TransitionCause`) answers the touches it names
///    (the group of the latest sequence of each id), whatever the delay, or nobody for `"none"`.
/// 2. **At hand.** Otherwise a reaction first looks among the groups *at hand*: a finger down, or
///    lifted no more than `answerFrames` frames before (plus `edgeTolerance`), and picks one by its
///    kind (`RecordedReaction`): that is how the models answer, in the frame of the up or of the
///    down.
/// 3. **Late.** When none is at hand, a `began`, `paused` or `reversed` is a late answer to the
///    latest group still *waiting*: lifted, never answered, its last up no more than
///    `responseBoundMs` before the event. A slow app (an image decode, a fetch, a stalled main
///    thread) answers late; that delay is the latency to measure, never "no answer".
/// 4. **One answer supersedes the older waits.** When a group is answered, every older group still
///    waiting gets no answer (`noResponse`): the app answered a later touch. So a reaction answers
///    exactly one group, and a touch the app ignored is not credited with the answer to the retry
///    that followed it.
/// 5. **Beyond the bound** a group is unanswered (`noResponse`), and a transition that starts later
///    with no touch at hand or waiting (and no `cause`) is the app's own: it answers nobody.
///
/// Finger tracking (a `progress` that follows a finger) answers only a finger that is down, and
/// `ended` answers nothing (`RecordedReaction`).
package enum CausalCredit {
    /// How long after a touch group's last up a reaction still answers it (ms): 5 s, Android's
    /// input dispatch timeout (`DEFAULT_INPUT_DISPATCHING_TIMEOUT`, the "Application Not
    /// Responding" threshold for input): beyond it the platform itself tells the user the app is
    /// not responding. Shorter candidates were rejected because real apps answer slower than them
    /// and are still answers: Android vitals' frozen frame (700 ms), the 1 s limit for the flow of
    /// thought (Nielsen, "Response Times: The 3 Important Limits"), INP's "poor" from 500 ms
    /// (web.dev). Those are thresholds for judging a latency, not for deciding that none exists.
    package static let responseBoundMs = 5000.0

    /// Frames after the frame that applied a group's last up in which a reaction is still *at
    /// hand* for it: the render latency (the models show their answer to an up that many frames
    /// later) plus one frame for an app that starts its animation in the run-loop turn after
    /// `touchesEnded`. 2 at the default latency of one frame.
    package static func answerFrames(renderLatencyFrames: Int) -> Int { max(0, renderLatencyFrames) + 1 }

    /// How far past a window's last frame an event may be stamped and still count as in it (ms):
    /// half a period. A recorder's clock is not the display's: an event written 0.1 ms after the
    /// frame it belongs to must not fall out of that frame's window.
    package static func edgeTolerance(period: Double) -> Double { period / 2 }
}
