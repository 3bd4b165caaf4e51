/// A touch group (the fingers down together) as the recorded engine credits it: which
/// reactions of the trace's `transition` events it could have caused (see `RecordedReaction`).
struct RecordedGroup: Sendable {
    /// The group's number among the trace's groups, from 0, in order of their downs.
    var number: Int
    /// Its touch sequences (`TouchDecision.sequenceIndex`), in order of their downs.
    var sequences: [Int]
    /// How many of its fingers are still down.
    var fingersDown: Int
    /// The last frame whose displayed reaction can still answer it: nil while a finger is down;
    /// after the last up, the frame that applied the up plus `RecordedGroup.answerFrames`.
    var lastAnsweringFrame: Int?
    /// Whether a reaction of the trace was credited to it.
    var isAnswered = false

    /// Whether a finger of the group is down.
    var isDown: Bool { lastAnsweringFrame == nil }

    /// How many frames after the frame that applied a group's last up a reaction still answers
    /// it: the render latency (the app shows its answer to an up that many frames later, as the
    /// model engines do) plus one frame of slack for an app that starts its animation in the
    /// run-loop turn after `touchesEnded`.
    static func answerFrames(renderLatencyFrames: Int) -> Int { max(0, renderLatencyFrames) + 1 }
}
