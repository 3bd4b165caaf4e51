import GestureRecognition
import TraceModel

/// Runs an `EngineModel` on a frame clock, event by event, producing frames lazily: the shared
/// machinery of every `EngineSimulation` (internal), so batch replay and closed-loop use run the
/// same code.
///
/// An event at t is applied in the first frame t_k ≥ t (DESIGN.md section 5): feeding it first
/// renders every frame before that one. An event fed after its frame was already rendered (a
/// closed loop that advanced past it) is applied in the next frame not yet rendered.
struct SimulationDriver<Model: EngineModel>: Sendable {
    let clock: FrameClock
    let initialSide: SceneSide
    private(set) var model: Model
    private(set) var ledger: ReplayLedger
    private var touches: TouchInputSource
    /// The next frame to render.
    private var next: FrameClock.Frame
    private(set) var timeline: [TimelineFrame] = []
    /// How many frames of `timeline` `advance(to:)` has returned.
    private var returned = 0
    private(set) var lastEventTime: Double?

    init(
        header: TraceHeader, configuration: EngineConfiguration, recognition: RecognitionConfiguration,
        clock: FrameClock, startTime: Double
    ) {
        self.clock = clock
        initialSide = header.scene.initial
        model = Model(header: header, configuration: configuration)
        ledger = ReplayLedger(clock: clock, engine: Model.kind)
        touches = TouchInputSource(configuration: recognition, scene: header.scene)
        next = clock.firstFrame(atOrAfter: startTime)
    }

    mutating func feed(_ event: TraceEvent) {
        if let lastEventTime {
            precondition(event.t >= lastEventTime, "events must be fed in time order")
        }
        lastEventTime = event.t
        let frame = clock.firstFrame(atOrAfter: event.t)
        skipRestingFrames(upTo: frame)
        while next.index < frame.index { render() }
        let applied = next
        model.advance(to: applied, ledger: &ledger)
        if case .transition(let transition) = event.payload {
            model.handle(transition, at: event.t, frame: applied, ledger: &ledger)
        }
        for input in touches.process(event) {
            switch input {
            case .groupBegan(let sequence), .fingerAdded(let sequence):
                let info = touches.sequences[sequence]
                var startsGroup = false
                if case .groupBegan = input { startsGroup = true }
                ledger.register(sequence: sequence, touchId: info.touchId, tDown: info.tBegin, startsGroup: startsGroup)
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
        if let lastEventTime {
            let frame = clock.firstFrame(atOrAfter: lastEventTime)
            while next.index <= frame.index { render() }
        }
        let limit = (lastEventTime ?? next.t) + runOutLimit
        while model.isInMotion, next.t <= limit { render() }
        return takeRendered()
    }

    var state: EngineState { timeline.last?.state ?? .idle(initialSide) }
    var progress: Double { timeline.last?.progress ?? initialSide.progress }

    /// The result so far; a sequence still undecided gets the reason it would get if the trace
    /// ended now.
    var result: ReplayResult {
        var decisions = ledger.decisions
        let pending = Model.pendingReason(openGesture: touches.isDown ? touches.openGesture : nil)
        for index in decisions.indices where !ledger.decided[index] {
            decisions[index].decision = .ignored
            decisions[index].reason = pending
        }
        return ReplayResult(
            engine: Model.kind, decisions: decisions, transitions: ledger.transitions,
            timeline: timeline, emittedEvents: ledger.emittedEvents)
    }

    /// When no finger is down, render frame by frame until the screen comes to rest (an animation
    /// or a spring finishes), then jump to `frame`: every frame in between would show the same
    /// screen at rest, and a trace with a long pause (a recording left running for hours) must not
    /// replay, nor list, hours of identical frames. The timeline therefore has a gap wherever the
    /// screen rested untouched. Nothing the engine decides depends on those frames; a closed loop
    /// that advances frame by frame never skips.
    private mutating func skipRestingFrames(upTo frame: FrameClock.Frame) {
        guard !touches.isDown else { return }
        while next.index < frame.index {
            render()
            if let last = timeline.last, !last.state.isBusy, !model.isInMotion {
                if next.index < frame.index { next = frame }
                return
            }
        }
    }

    private mutating func render() {
        model.advance(to: next, ledger: &ledger)
        timeline.append(model.render(next))
        next = clock.frame(after: next)
    }

    private mutating func takeRendered() -> [TimelineFrame] {
        let frames = Array(timeline[returned...])
        returned = timeline.count
        return frames
    }
}
