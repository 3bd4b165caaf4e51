extension SummarizedTransition {
    /// A transition's figures as a summary partial stores them (docs/scale-out.md), without a scenario.
    package init(
        hitchTimeRatio: Double?, stepped: Bool?, startJumped: Bool?, midJumped: Bool?, hitches: Int32?,
        droppedFrames: Int32?
    ) {
        self.hitchTimeRatio = hitchTimeRatio
        self.stepped = stepped
        self.startJumped = startJumped
        self.midJumped = midJumped
        self.hitches = hitches
        self.droppedFrames = droppedFrames
    }
}
