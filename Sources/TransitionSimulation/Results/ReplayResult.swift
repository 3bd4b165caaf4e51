import GestureRecognition
import TraceModel

/// Everything one engine's replay of one trace produced (docs/engines.md "Output"): per touch sequence
/// accepted or ignored, per transition its start, end and outcome, the per-frame timeline, and the
/// engine's own `transition` events.
package struct ReplayResult: Sendable, Hashable {
    package var engine: EngineKind
    /// One decision per touch sequence, in order of their downs.
    package var decisions: [TouchDecision]
    /// The transitions in order of their starts.
    package var transitions: [TransitionRecord]
    /// One entry per frame, in time order.
    package var timeline: [TimelineFrame]
    /// The engine's `transition` events as format v1 records them, at displayed times (frame
    /// plus render latency), in time order: `began` (operation, interactive, progress), `paused`
    /// on a grab, `reversed` when the target flips, `ended` (outcome, final progress); `paused`
    /// and `reversed` carry the progress at that moment. For the recorded engine, the trace's own
    /// transition events. Written into a trace next to its touches, they replay to themselves.
    package var emittedEvents: [TraceEvent]
    /// The frames the replay ran on.
    package var clock: FrameClock
    /// The touch sequences the decisions are about, the gestures, and each sequence's gesture:
    /// the one recognition every engine of a trace was fed from (`RecognizedTrace`).
    package var touches: RecognizedTouches
    /// The frames presented late because the engine's work overran the period, in order
    /// (docs/engines.md "Frame cost"); empty for the recorded engine and without a frame cost.
    package var lateFrames: [LateFrame]

    package init(
        engine: EngineKind, clock: FrameClock, touches: RecognizedTouches = RecognizedTouches(),
        decisions: [TouchDecision] = [], transitions: [TransitionRecord] = [],
        timeline: [TimelineFrame] = [], emittedEvents: [TraceEvent] = [], lateFrames: [LateFrame] = []
    ) {
        self.engine = engine
        self.clock = clock
        self.touches = touches
        self.decisions = decisions
        self.transitions = transitions
        self.timeline = timeline
        self.emittedEvents = emittedEvents
        self.lateFrames = lateFrames
    }
}
