/// Everything one engine's replay of one trace produced (DESIGN.md section 5): per touch sequence
/// accepted or ignored, per transition its start, end and outcome, and the per-frame timeline.
public struct ReplayResult: Sendable, Hashable {
    public var engine: EngineKind
    /// One decision per touch sequence, in order of their downs.
    public var decisions: [TouchDecision]
    /// The transitions in order of their starts.
    public var transitions: [TransitionRecord]
    /// One entry per frame, in time order.
    public var timeline: [TimelineFrame]

    public init(engine: EngineKind, decisions: [TouchDecision] = [], transitions: [TransitionRecord] = [],
                timeline: [TimelineFrame] = []) {
        self.engine = engine
        self.decisions = decisions
        self.transitions = transitions
        self.timeline = timeline
    }
}
