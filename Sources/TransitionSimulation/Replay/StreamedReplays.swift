import GestureRecognition
import TraceModel

/// Replays of one trace against several engines in step, fed event by event: one online
/// recognition (`TouchInputSource`, the same machine and inputs as a `RecognizedTrace`) makes
/// each event's touch inputs, which every engine applies before the next event; each frame is
/// handed on as it is rendered. Neither the events nor their inputs are kept, so a trace read
/// from a file can be replayed without being held
/// (`TraceAnalyzer.analyze(path:header:streaming:options:progress:)`). Each engine's result is
/// the one `TransitionEngine.replay(_:observingFrames:)` gives for the same events on the same
/// clock (no timeline and no emitted events).
package struct StreamedReplays: Sendable {
    /// The engines, in the order of `finish`'s results and of `observe`'s replay index.
    package let kinds: [EngineKind]
    private var source: TouchInputSource
    /// The inputs of the event being fed (kept to reuse the storage).
    private var inputs: [TouchInput] = []
    // At most one driver per kind, mutated in place (an enum of drivers would copy a driver's
    // buffers at every event).
    private var fluid: EngineDriver<FluidModel>?
    private var legacy: EngineDriver<LegacyModel>?
    private var recorded: EngineDriver<RecordedModel>?

    /// Replays against each of `kinds` (each once) of a trace with `header`, on `clock`, from the
    /// frame of `startTime` (the trace's first event). `from`, when given, is where earlier
    /// replays of the same trace stopped, one per kind in order: each engine starts at rest on
    /// that side, numbering its transitions after that many (`restingPoint(at:)`).
    package init(
        kinds: [EngineKind], header: TraceHeader, configuration: EngineConfiguration,
        recognition: RecognitionConfiguration, clock: FrameClock, startTime: Double,
        from: [(side: SceneSide, transitionsNumbered: Int)]? = nil
    ) {
        precondition(Set(kinds).count == kinds.count, "each engine is replayed once")
        precondition(from.map { $0.count == kinds.count } ?? true, "one starting point per engine")
        self.kinds = kinds
        source = TouchInputSource(configuration: recognition, scene: header.scene)
        func driver<Model: EngineModel>(_: Model.Type) -> EngineDriver<Model>? {
            guard let index = kinds.firstIndex(of: Model.kind) else { return nil }
            return EngineDriver<Model>(
                sharingRecognitionOf: header, configuration: configuration, clock: clock, startTime: startTime,
                restingOn: from?[index].side, numberedFrom: from?[index].transitionsNumbered ?? 0)
        }
        fluid = driver(FluidModel.self)
        legacy = driver(LegacyModel.self)
        recorded = driver(RecordedModel.self)
    }

    /// Feeds the next event (in time order) to every engine; `observe` gets each frame rendered,
    /// with the index (in `kinds`) of the replay that rendered it.
    package mutating func feed(
        _ event: TraceEvent,
        observe: (_ replay: Int, TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) {
        inputs.removeAll(keepingCapacity: true)
        source.process(event, into: &inputs)
        let sequences = source.sequences
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case .fluid: fluid!.feed(event, inputs: inputs[...], sequences: sequences) { observe(index, $0, $1, $2) }
            case .legacy: legacy!.feed(event, inputs: inputs[...], sequences: sequences) { observe(index, $0, $1, $2) }
            case .recorded:
                recorded!.feed(event, inputs: inputs[...], sequences: sequences) { observe(index, $0, $1, $2) }
            }
        }
    }

    /// Renders every engine's frames before the one an event at `t` would be applied in, as
    /// feeding it would first, handing them to `observe` (then `restingPoint` says whether all
    /// rest by then).
    package mutating func advance(
        to t: Double,
        observe: (_ replay: Int, TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) {
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case .fluid: fluid!.advance(to: t) { observe(index, $0, $1, $2) }
            case .legacy: legacy!.advance(to: t) { observe(index, $0, $1, $2) }
            case .recorded: recorded!.advance(to: t) { observe(index, $0, $1, $2) }
            }
        }
    }

    /// The touch sequences and gestures recognized from the events fed so far.
    package var touches: RecognizedTouches { source.recognizer.recognized }

    /// Where each engine (in the order of `kinds`) stands at `t` when every one of them rests,
    /// all it did shown, and no finger is down (`EngineDriver.restingSide(at:)`): the side it
    /// rests on and how many transitions it has numbered. Replays started again from there
    /// (`init(...from:)`) go on as these would, given that recognition has nothing pending either
    /// (no tap a later one could pair with). Nil while any engine can still move.
    package func restingPoint(at t: Double) -> [(side: SceneSide, transitionsNumbered: Int)]? {
        guard !source.isDown, source.openGesture == nil else { return nil }
        var point: [(side: SceneSide, transitionsNumbered: Int)] = []
        for kind in kinds {
            let rest: (SceneSide?, Int)
            switch kind {
            case .fluid: rest = (fluid!.restingSide(at: t), fluid!.transitionsNumbered)
            case .legacy: rest = (legacy!.restingSide(at: t), legacy!.transitionsNumbered)
            case .recorded: rest = (recorded!.restingSide(at: t), recorded!.transitionsNumbered)
            }
            guard let side = rest.0 else { return nil }
            point.append((side, rest.1))
        }
        return point
    }

    /// Renders each engine's run-out (handing its frames to `observe`) and returns each engine's
    /// result, in the order of `kinds`. Called once: the engines are let go, so that the results
    /// are the only holders of what they recorded (`touches` stays).
    package mutating func finish(
        observe: (_ replay: Int, TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) -> [ReplayResult] {
        let limit = ClosedLoopEngine.runOutLimit
        let (touches, open) = (touches, source.openGesture)
        defer { (fluid, legacy, recorded) = (nil, nil, nil) }
        return kinds.enumerated().map { index, kind in
            switch kind {
            case .fluid:
                fluid!.finish(runOutLimit: limit, touches: touches, openGesture: open) { observe(index, $0, $1, $2) }
            case .legacy:
                legacy!.finish(runOutLimit: limit, touches: touches, openGesture: open) { observe(index, $0, $1, $2) }
            case .recorded:
                recorded!.finish(runOutLimit: limit, touches: touches, openGesture: open) { observe(index, $0, $1, $2) }
            }
        }
    }
}
