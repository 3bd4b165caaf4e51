import GestureRecognition
import TraceModel

/// Runs an `EngineModel` on a frame clock, event by event, producing frames lazily: the shared
/// machinery of batch replay (`TransitionEngine`) and closed-loop use (`ClosedLoopEngine`), so
/// both run the same code.
///
/// Its touch inputs come either from the online recognizer (`TouchInputSource`, fed event by
/// event) or from a trace recognized once beforehand (`RecognizedTrace`, for batch replay: every
/// engine of a trace reads the same recognition).
///
/// An event at t is applied in the first frame t_k ≥ t (docs/engines.md "Scene and time"): feeding it
/// first renders every frame before that one. An event fed after its frame was already rendered
/// (a closed loop that advanced past it) is applied in the next frame not yet rendered.
struct EngineDriver<Model: EngineModel>: Sendable {
    let clock: FrameClock
    let initialSide: SceneSide
    private(set) var model: Model
    private(set) var ledger: ReplayLedger
    /// The online recognizer (closed loop); nil when fed from `recognized`.
    private var online: TouchInputSource?
    /// The trace recognized beforehand (batch replay); nil when recognizing online.
    private let recognized: RecognizedTrace?
    /// Whether a finger is down after the inputs applied so far.
    private var isDown = false
    /// The next frame to render.
    private var next: FrameClock.Frame
    /// The frames rendered and kept: the whole timeline, except in an observed replay
    /// (`replayAll(runOutLimit:observe:)`), where it holds only those not yet handed on.
    private(set) var timeline: [TimelineFrame] = []
    /// The latest rendered frame and the one before it (what the screen shows, and whether it
    /// stands still), whether or not `timeline` still holds them.
    private var lastFrame: TimelineFrame?
    private var frameBeforeLast: TimelineFrame?
    /// The frames presented late, in order (docs/engines.md "Frame cost").
    private(set) var lateFrames: [LateFrame] = []
    /// How many frames of `timeline` `advance(to:)` has returned.
    private var returned = 0
    private(set) var lastEventTime: Double?
    /// The touch sequences recognized so far by a recognition shared with other drivers
    /// (`StreamedReplays`), when neither `online` nor `recognized` is set.
    private var sharedSequences: [TouchSequence] = []
    /// The inputs of the event being fed online (kept to reuse its storage).
    private var pending: [TouchInput] = []

    /// A driver that recognizes touches online, first frame at or after `startTime`.
    init(
        header: TraceHeader, configuration: EngineConfiguration, recognition: RecognitionConfiguration,
        clock: FrameClock, startTime: Double
    ) {
        self.clock = clock
        initialSide = header.scene.initial
        model = Model(header: header, configuration: configuration)
        ledger = ReplayLedger(clock: clock, engine: Model.kind, cost: configuration.frameCost(of: Model.kind))
        online = TouchInputSource(configuration: recognition, scene: header.scene)
        recognized = nil
        next = clock.firstFrame(atOrAfter: startTime)
    }

    /// A driver fed by a recognition it shares with other drivers (`feed(_:inputs:sequences:observe:)`),
    /// first frame at or after `startTime`, starting at rest on `side` (the scene's initial side
    /// by default) with its transitions numbered after `numberedFrom`. Like an observed replay,
    /// it keeps no emitted events.
    init(
        sharingRecognitionOf header: TraceHeader, configuration: EngineConfiguration, clock: FrameClock,
        startTime: Double, restingOn side: SceneSide? = nil, numberedFrom: Int = 0
    ) {
        var header = header
        if let side { header.scene.initial = side }
        self.clock = clock
        initialSide = header.scene.initial
        model = Model(header: header, configuration: configuration)
        ledger = ReplayLedger(clock: clock, engine: Model.kind, cost: configuration.frameCost(of: Model.kind))
        ledger.keepsEmittedEvents = false
        ledger.numberedFrom = numberedFrom
        online = nil
        recognized = nil
        next = clock.firstFrame(atOrAfter: startTime)
    }

    /// A driver for replaying `trace`, fed from its recognition, first frame at its first event.
    init(trace: RecognizedTrace, configuration: EngineConfiguration, clock: FrameClock) {
        self.clock = clock
        initialSide = trace.input.header.scene.initial
        model = Model(header: trace.input.header, configuration: configuration)
        ledger = ReplayLedger(clock: clock, engine: Model.kind, cost: configuration.frameCost(of: Model.kind))
        online = nil
        recognized = trace
        next = clock.firstFrame(atOrAfter: trace.input.events.first?.t ?? 0)
    }

    /// Feeds one event, recognized online.
    mutating func feed(_ event: TraceEvent) {
        precondition(online != nil, "a driver fed from a recognized trace replays it with replayAll()")
        pending.removeAll(keepingCapacity: true)
        online!.process(event, into: &pending)
        let inputs = pending
        apply(at: event.t, transition: event.transition, inputs: inputs[...])
    }

    /// Feeds one event with the `inputs` a shared recognition made of it (`sequences`: the touch
    /// sequences it has recognized so far) and hands each frame it rendered to `observe`, as
    /// `replayAll(runOutLimit:observe:)` does for a recognized trace.
    mutating func feed(
        _ event: TraceEvent, inputs: ArraySlice<TouchInput>, sequences: [TouchSequence],
        observe: (TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) {
        precondition(online == nil && recognized == nil, "a driver fed by a shared recognition has none of its own")
        // Held only while the event is applied: the recognition's array must stay unshared
        // between events, or its next append would copy it whole.
        sharedSequences = sequences
        apply(at: event.t, transition: event.transition, inputs: inputs)
        sharedSequences = []
        handOn(to: observe)
    }

    /// Renders the run-out after the last event fed, hands its frames to `observe`, and returns
    /// the result, with the shared recognition's `touches` and the gesture of the fingers still
    /// down (`openGesture`): the end of a replay fed by `feed(_:inputs:sequences:observe:)`.
    mutating func finish(
        runOutLimit: Double, touches: RecognizedTouches, openGesture: Gesture?,
        observe: (TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) -> ReplayResult {
        runOut(limit: runOutLimit)
        handOn(to: observe)
        return result(touches: touches, openGesture: openGesture)
    }

    /// Replays the whole recognized trace: every event with its inputs, then the run-out.
    mutating func replayAll(runOutLimit: Double) -> ReplayResult {
        guard let trace = recognized else { preconditionFailure("replayAll() needs a recognized trace") }
        // Each event is read in place (borrowed), not copied out of the array: a copy of an
        // event retains and releases its strings, once per event per engine.
        trace.input.events.withUnsafeBufferPointer { events in
            for index in events.indices {
                apply(at: events[index].t, transition: events[index].transition, inputs: trace.inputs(ofEvent: index))
            }
        }
        runOut(limit: runOutLimit)
        return result
    }

    /// Replays the whole recognized trace as `replayAll(runOutLimit:)` does, but hands each frame
    /// to `observe` as it is rendered (after the event it was rendered for, with the transitions
    /// and late frames recorded so far) instead of keeping the timeline: the result's timeline
    /// is empty, and memory does not grow with the trace's frames. The emitted events are not kept
    /// either (`ReplayLedger.keepsEmittedEvents`): the result's `emittedEvents` is empty.
    mutating func replayAll(
        runOutLimit: Double, observe: (TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) -> ReplayResult {
        guard let trace = recognized else { preconditionFailure("replayAll() needs a recognized trace") }
        ledger.keepsEmittedEvents = false
        trace.input.events.withUnsafeBufferPointer { events in
            for index in events.indices {
                apply(at: events[index].t, transition: events[index].transition, inputs: trace.inputs(ofEvent: index))
                handOn(to: observe)
            }
        }
        runOut(limit: runOutLimit)
        handOn(to: observe)
        return result
    }

    /// Hands the frames kept so far to `observe` and forgets them.
    private mutating func handOn(
        to observe: (TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) {
        guard !timeline.isEmpty else { return }
        for frame in timeline { observe(frame, ledger.transitions, lateFrames) }
        timeline.removeAll(keepingCapacity: true)
    }

    /// The sequence `index` as recognized so far.
    private func sequence(_ index: Int) -> TouchSequence {
        if let online { return online.sequences[index] }
        if let recognized { return recognized.touches.sequences[index] }
        return sharedSequences[index]
    }

    /// Renders the frames before the one an event at `t` would be applied in, as feeding it
    /// would first (`restingSide(at:)` then says whether the engine rests by then), and hands them to
    /// `observe`. Feeding the event after it renders nothing more before its frame.
    mutating func advance(
        to t: Double, observe: (TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) -> Void
    ) {
        if let lastEventTime {
            precondition(t >= lastEventTime, "events must be fed in time order")
        }
        let frame = clock.firstFrame(atOrAfter: t)
        skipRestingFrames(upTo: frame)
        while next.index < frame.index { render() }
        handOn(to: observe)
    }

    /// Applies the event at `t` (with its `transition`, when it is a transition event) and the
    /// touch inputs recognized of it. An event's time and transition are all a replay reads of
    /// it, so the events are never copied whole.
    private mutating func apply(at t: Double, transition: TransitionEvent?, inputs: ArraySlice<TouchInput>) {
        if let lastEventTime {
            precondition(t >= lastEventTime, "events must be fed in time order")
        }
        lastEventTime = t
        let frame = clock.firstFrame(atOrAfter: t)
        skipRestingFrames(upTo: frame)
        while next.index < frame.index { render() }
        let applied = next
        model.advance(to: applied, ledger: &ledger)
        if let transition {
            model.handle(transition, at: t, frame: applied, ledger: &ledger)
        }
        for input in inputs {
            switch input {
            case .groupBegan(let index), .fingerAdded(let index):
                let info = sequence(index)
                var startsGroup = false
                if case .groupBegan = input {
                    startsGroup = true
                    isDown = true
                }
                ledger.register(sequence: index, touchId: info.touchId, tDown: info.tBegin, startsGroup: startsGroup)
            case .groupEnded:
                isDown = false
            default:
                break
            }
            model.handle(input, at: applied, ledger: &ledger)
        }
    }

    /// Renders every frame with t_k ≤ t; returns the frames rendered since the last call.
    mutating func advance(to t: Double) -> [TimelineFrame] {
        while next.t <= t + FrameClock.onFrameTolerance { render() }
        return takeRendered()
    }

    /// Renders through the frame of the last event, then on while the engine is in motion (at
    /// most `runOutLimit` ms past the last event); returns the frames rendered since the last
    /// `advance(to:)`.
    mutating func finish(runOutLimit: Double) -> [TimelineFrame] {
        runOut(limit: runOutLimit)
        return takeRendered()
    }

    /// Renders through the frame of the last event, then on while the engine is in motion.
    private mutating func runOut(limit runOutLimit: Double) {
        if let lastEventTime {
            let frame = clock.firstFrame(atOrAfter: lastEventTime)
            while next.index <= frame.index { render() }
        }
        let limit = (lastEventTime ?? next.t) + runOutLimit
        while model.isInMotion, next.t <= limit { render() }
    }

    /// The side the engine rests on at `t` when nothing can move it any more without a new
    /// touch: not in motion, no finger down, no transition open, every sequence decided,
    /// everything it did shown by `t` (a transition's end and an answer are displayed a render
    /// latency after their frame), and the last frame (if any) idle on a side at exactly that
    /// side's progress. A replay that starts again from there
    /// (`init(sharingRecognitionOf:configuration:clock:startTime:restingOn:numberedFrom:)`) goes
    /// on as this one would. Nil otherwise, and always for the recorded engine: its transitions
    /// come from the recording, and one may be credited to a touch before it began.
    func restingSide(at t: Double) -> SceneSide? {
        guard Model.kind != .recorded, !model.isInMotion, !isDown, ledger.isSettled, ledger.latestShown <= t else {
            return nil
        }
        guard let lastFrame else { return initialSide }
        guard let side = lastFrame.state.idleSide, lastFrame.progress == side.progress else { return nil }
        return side
    }

    /// How many transitions this replay has numbered, those before it included.
    var transitionsNumbered: Int { ledger.numberedFrom + ledger.transitions.count }

    var state: EngineState { lastFrame?.state ?? .idle(initialSide) }
    var progress: Double { lastFrame?.progress ?? initialSide.progress }

    /// The result so far; a sequence still undecided gets the reason it would get if the trace
    /// ended now.
    var result: ReplayResult {
        result(
            touches: online?.recognizer.recognized ?? recognized!.touches,
            openGesture: online.map(\.openGesture) ?? recognized?.openGesture)
    }

    /// The result so far, with the touches recognized and the gesture of the fingers down (if
    /// any) as the recognition that fed it sees them.
    private func result(touches: RecognizedTouches, openGesture: Gesture?) -> ReplayResult {
        var decisions = ledger.decisions
        let open = isDown ? openGesture : nil
        let pending = Model.pendingReason(openGesture: open)
        for index in decisions.indices where !ledger.decided[index] {
            decisions[index].decision = .ignored
            decisions[index].reason = pending
        }
        return ReplayResult(
            engine: Model.kind, clock: clock, touches: touches,
            decisions: decisions, transitions: ledger.transitions, timeline: timeline,
            emittedEvents: ledger.emittedEvents, lateFrames: lateFrames)
    }

    /// Renders frame by frame until nothing on screen can change before `frame`, then jumps to it:
    /// every frame in between would show the same screen, and a trace with a long pause (a
    /// recording left running for hours, or a finger resting on the glass for a day) must not
    /// replay, nor list, hours of identical frames. Nothing can change when no animation or spring
    /// is running (`isInMotion` false) and either no finger is down and the screen is at rest, or the
    /// last two frames show the same state, progress, velocity and transition (a finger resting on
    /// the glass, or a recorded transition between two of its events: only the next event can move
    /// the screen then). The timeline therefore has
    /// a gap wherever the screen stood still. Nothing the engine decides depends on those frames
    /// (a test compares against a closed loop that advances frame by frame and never skips).
    private mutating func skipRestingFrames(upTo frame: FrameClock.Frame) {
        while next.index < frame.index {
            render()
            guard !model.isInMotion, let last = lastFrame else { continue }
            var standsStill = !isDown && !last.state.isBusy
            if !standsStill, let previous = frameBeforeLast {
                standsStill =
                    last.state == previous.state && last.progress == previous.progress
                    && last.velocity == previous.velocity && last.transitionId == previous.transitionId
            }
            if standsStill {
                if next.index < frame.index { next = frame }
                return
            }
        }
    }

    /// Renders frame `next`. When the engine's work in it overran the period (docs/engines.md
    /// "Frame cost"), the frame is marked late and the refreshes it overran are skipped: no frame
    /// is rendered in them, and an event that falls in them is applied in the next rendered frame.
    private mutating func render() {
        model.advance(to: next, ledger: &ledger)
        var frame = model.render(next)
        let late = ledger.latePeriods(of: next)
        frame.latePeriods = late
        timeline.append(frame)
        frameBeforeLast = lastFrame
        lastFrame = frame
        if late > 0 { lateFrames.append(LateFrame(index: next.index, t: next.t, periods: late)) }
        next = clock.frame(next.index + 1 + late)
    }

    private mutating func takeRendered() -> [TimelineFrame] {
        let frames = Array(timeline[returned...])
        returned = timeline.count
        return frames
    }
}
