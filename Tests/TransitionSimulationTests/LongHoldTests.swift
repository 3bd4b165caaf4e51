import Testing
import TraceModel
import TransitionSimulation
import _TestSupport

/// A finger resting on the glass for a long time (issue 14: a touch held 1e9 ms replayed one frame
/// per refresh and used 3.1 GB). Replay jumps over frames in which nothing on screen can change
/// (docs/engines.md, "Pauses"), and decides exactly what a closed loop advancing frame by frame
/// decides.
@Suite("Long holds replay in bounded frames, with the decisions of a frame-by-frame run")
struct LongHoldTests {
    static let header = TraceHeader(
        scene: SceneInfo(transitionDistance: 422, initial: .destination))

    /// A still finger on the viewer held `hold` ms, or a pan down 60 pt that then rests.
    static func trace(panning: Bool, hold: Double) -> ReplayInput {
        var script = TouchScript().down(100, 1, 200, 300)
        if panning {
            script = script.move(116, 1, 200, 320).move(133, 1, 200, 340).move(150, 1, 200, 360)
        }
        script = script.up(100 + hold, 1, 200, panning ? 360 : 300)
        return ReplayInput(header: header, events: script.events)
    }

    @Test(
        "a day-long hold replays in a handful of frames", arguments: [EngineKind.fluid, .legacy],
        [false, true])
    func boundedFrames(kind: EngineKind, panning: Bool) {
        let result = kind.engine(recognition: .default).replay(Self.trace(panning: panning, hold: 86_400_000))
        #expect(result.timeline.count < 500, "\(result.timeline.count) frames")
        #expect(result.decisions.count == 1)
    }

    @Test(
        "decisions, transitions and emitted events equal a frame-by-frame closed loop",
        arguments: [EngineKind.fluid, .legacy], [false, true])
    func sameAsFrameByFrame(kind: EngineKind, panning: Bool) {
        let input = Self.trace(panning: panning, hold: 20_000)
        let batch = kind.engine(recognition: .default).replay(input)
        var simulation = kind.simulation(header: input.header, recognition: .default, startTime: 0)
        for event in input.events {
            // Render every frame strictly before the event, one by one: nothing left to skip.
            _ = simulation.advance(to: event.t - 1)
            simulation.feed(event)
        }
        _ = simulation.finish()
        let stepped = simulation.result
        #expect(stepped.decisions == batch.decisions)
        #expect(stepped.transitions == batch.transitions)
        #expect(stepped.emittedEvents == batch.emittedEvents)
        #expect(batch.timeline.count < stepped.timeline.count, "the batch replay skipped the resting frames")
    }
}

/// A recorded transition whose `began` and `ended` are a day apart, with no event between: the
/// recorded engine replays it in a handful of frames too.
@Suite("A recorded transition open for a day")
struct LongRecordedTransitionTests {
    @Test func boundedFrames() {
        let events = [
            TraceEvent(t: 0, .transition(TransitionEvent(id: "t1", event: .began, operation: .present, progress: 0))),
            TraceEvent(t: 86_400_000, .transition(TransitionEvent(id: "t1", event: .ended, progress: 1))),
        ]
        let result = EngineKind.recorded.engine(recognition: .default).replay(
            ReplayInput(header: TraceHeader(), events: events))
        #expect(result.timeline.count < 500, "\(result.timeline.count) frames")
        #expect(result.transitions.first?.tEnd == 86_400_000)
    }
}
