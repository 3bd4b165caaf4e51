import GestureRecognition
import TraceModel

/// A transition engine with its configuration, replaying whole traces: the engine of `kind`
/// (its model is chosen by `kind`; docs/engines.md has each engine's rules and sources).
///
/// A batch replay is the engine's incremental simulation run over the whole trace (the same
/// `EngineDriver` that `ClosedLoopEngine` runs), so batch and closed-loop results cannot
/// diverge. Deterministic: no clocks, no randomness; the same input gives the same result, so
/// replays can be compared across engines and runs.
package struct TransitionEngine: Sendable, Hashable {
    package var kind: EngineKind
    package var configuration: EngineConfiguration
    package var recognition: RecognitionConfiguration

    package init(
        _ kind: EngineKind, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration
    ) {
        self.kind = kind
        self.configuration = configuration
        self.recognition = recognition
    }

    /// Replays one trace: recognizes its touches, then replays them.
    package func replay(_ input: ReplayInput) -> ReplayResult {
        replay(RecognizedTrace(input, recognition: recognition))
    }

    /// Replays a trace already recognized (with `recognition`; several engines can replay one
    /// recognition). The clock is `FrameClock(input:configuration:)`, the first frame at the
    /// trace's first event.
    package func replay(_ trace: RecognizedTrace) -> ReplayResult {
        let clock = FrameClock(input: trace.input, configuration: configuration)
        switch kind {
        case .fluid:
            var driver = EngineDriver<FluidModel>(trace: trace, configuration: configuration, clock: clock)
            return driver.replayAll(runOutLimit: ClosedLoopEngine.runOutLimit)
        case .legacy:
            var driver = EngineDriver<LegacyModel>(trace: trace, configuration: configuration, clock: clock)
            return driver.replayAll(runOutLimit: ClosedLoopEngine.runOutLimit)
        case .recorded:
            var driver = EngineDriver<RecordedModel>(trace: trace, configuration: configuration, clock: clock)
            return driver.replayAll(runOutLimit: ClosedLoopEngine.runOutLimit)
        }
    }

    /// Replays a trace already recognized as `replay(_:)` does, but hands each frame to
    /// `observe` as it is rendered, in order, with the transitions and late frames recorded so
    /// far (those of the frame's event and before; a transition that has not ended has no
    /// `tEnd` yet), instead of keeping the timeline: the result's `timeline` is empty, and so is
    /// its `emittedEvents` (analysis reads the decisions and transitions). For a long trace,
    /// whose frames and emitted events would otherwise be held whole (docs/performance.md).
    package func replay(
        _ trace: RecognizedTrace,
        observingFrames observe: (TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) -> ReplayResult {
        let clock = FrameClock(input: trace.input, configuration: configuration)
        let limit = ClosedLoopEngine.runOutLimit
        switch kind {
        case .fluid:
            var driver = EngineDriver<FluidModel>(trace: trace, configuration: configuration, clock: clock)
            return driver.replayAll(runOutLimit: limit, observe: observe)
        case .legacy:
            var driver = EngineDriver<LegacyModel>(trace: trace, configuration: configuration, clock: clock)
            return driver.replayAll(runOutLimit: limit, observe: observe)
        case .recorded:
            var driver = EngineDriver<RecordedModel>(trace: trace, configuration: configuration, clock: clock)
            return driver.replayAll(runOutLimit: limit, observe: observe)
        }
    }
}
