/// What a corpus summary keeps of one transition's frame figures (`TransitionFrames`): the three
/// the summary rows read (`TransitionFrameSummarizer`) and the two counts the text's frames
/// section adds up. 32 bytes instead of about 100, kept for every transition of every engine of a
/// corpus (docs/reports.md "How the folder is written", what grows with the corpus).
package struct SummarizedTransition: Sendable, Hashable, BitwiseCopyable {
    package var hitchTimeRatio: Double?
    package var stepped: Bool?
    package var startJumped: Bool?
    package var midJumped: Bool?
    /// Hitches and dropped frames (nil without frames), saturated to 32 bits.
    package var hitches: Int32?
    package var droppedFrames: Int32?

    package init(_ frames: TransitionFrames) {
        hitchTimeRatio = frames.hitchTimeRatio
        stepped = frames.stepped
        startJumped = frames.startJumped
        midJumped = frames.midJumped
        hitches = frames.hitches.map { Int32(clamping: $0) }
        droppedFrames = frames.droppedFrames.map { Int32(clamping: $0) }
    }
}
