import Testing
import TraceModel
import TransitionSimulation

/// (f) Same trace and configuration, same output; batch and closed-loop runs agree; emitted
/// events written back into a trace replay to themselves.
@Suite("Engine reproducibility")
struct EngineReproducibilityTests {
    static let cases: [(String, EngineKind)] = ScenarioTraces.all.flatMap { name in
        EngineKind.allCases.map { (name, $0) }
    }

    @Test(arguments: cases)
    func replayingTwiceIsByteIdentical(_ name: String, _ kind: EngineKind) throws {
        let input = try ScenarioTraces.load(name)
        let first = kind.engine(recognition: .default).replay(input)
        let second = kind.engine(recognition: .default).replay(input)
        #expect(!first.timeline.isEmpty)
        #expect(TimelineCSV.encode(first.timeline) == TimelineCSV.encode(second.timeline))
        #expect(first.decisions == second.decisions)
        #expect(first.transitions == second.transitions)
        #expect(first.emittedEvents == second.emittedEvents)
    }

    /// A closed loop that advances after every event sees the same frames, in order, as batch.
    @Test(arguments: cases)
    func closedLoopMatchesBatch(_ name: String, _ kind: EngineKind) throws {
        let input = try ScenarioTraces.load(name)
        let batch = kind.engine(recognition: .default).replay(input)
        var simulation = kind.simulation(
            header: input.header, recognition: .default, startTime: input.events.first?.t ?? 0)
        var frames: [TimelineFrame] = []
        for event in input.events {
            simulation.feed(event)
            frames += simulation.advance(to: event.t - 1)  // never past a frame an event may land in
            #expect(simulation.state == (frames.last?.state ?? .idle(input.header.scene.initial)))
        }
        frames += simulation.finish()
        #expect(frames == batch.timeline)
        #expect(simulation.result == batch)
        #expect(simulation.progress == batch.timeline.last?.progress)
    }

    /// A simulated user writes an engine's emitted events into its trace: replaying that trace
    /// with the same engine emits them again, exactly; the recorded engine reads them back as the
    /// same transitions and the same answers to the touches.
    @Test(arguments: ScenarioTraces.all, [EngineKind.fluid, .legacy])
    func emittedEventsReplayToThemselves(_ name: String, _ kind: EngineKind) throws {
        let input = try ScenarioTraces.load(name)
        let original = kind.engine(recognition: .default).replay(input)
        let synthetic = ReplayInput(header: input.header, events: Self.merge(input.events, original.emittedEvents))
        let again = kind.engine(recognition: .default).replay(synthetic)
        #expect(again.emittedEvents == original.emittedEvents)
        #expect(again.transitions == original.transitions)

        let recorded = EngineKind.recorded.engine(recognition: .default).replay(synthetic)
        #expect(recorded.emittedEvents == original.emittedEvents)
        #expect(recorded.transitions.map(\.id) == original.transitions.map(\.id))
        #expect(recorded.transitions.map(\.tStart) == original.transitions.map(\.tStart))
        #expect(recorded.transitions.map(\.tEnd) == original.transitions.map(\.tEnd))
        #expect(recorded.transitions.map(\.outcome) == original.transitions.map(\.outcome))
        #expect(recorded.transitions.map(\.interactive) == original.transitions.map(\.interactive))
        #expect(recorded.decisions.map(\.decision) == original.decisions.map(\.decision))
        #expect(recorded.decisions.map(\.firstResponse) == original.decisions.map(\.firstResponse))
        #expect(recorded.decisions.map(\.grabbedTransitionId) == original.decisions.map(\.grabbedTransitionId))
    }

    /// Stable merge by time; at equal times the trace's own events come first.
    static func merge(_ trace: [TraceEvent], _ emitted: [TraceEvent]) -> [TraceEvent] {
        var merged: [TraceEvent] = []
        var i = 0
        var j = 0
        while i < trace.count || j < emitted.count {
            if j == emitted.count || (i < trace.count && trace[i].t <= emitted[j].t) {
                merged.append(trace[i])
                i += 1
            } else {
                merged.append(emitted[j])
                j += 1
            }
        }
        return merged
    }
}

@Suite("Recorded engine")
struct RecordedEngineTests {
    /// The fluid engine's events for scenario (b), read back: the recorded timeline holds the
    /// reported progress and maps began / paused / reversed / ended to its states.
    @Test func statesFollowTheReportedEvents() throws {
        let input = try ScenarioTraces.load("open-then-close-during-animation.jsonl")
        let fluid = EngineKind.fluid.engine(recognition: .default).replay(input)
        let synthetic = ReplayInput(
            header: input.header,
            events: EngineReproducibilityTests.merge(input.events, fluid.emittedEvents))
        let recorded = EngineKind.recorded.engine(recognition: .default).replay(synthetic)
        func row(_ k: Int) -> TimelineFrame? {
            recorded.timeline.first { Int(($0.t * 60 / 1000).rounded()) == k }
        }
        // began at frame 65 (non-interactive), paused at 73, reversed at 80, ended at the end.
        #expect(row(64)?.state == .idleSource)
        #expect(row(65)?.state == .animating && row(65)?.transitionId == "fluid-1")
        #expect(row(73)?.state == .tracking)
        #expect(row(73)?.progress == fluid.emittedEvents[1].transitionEvent?.progress)
        #expect(row(80)?.state == .animating)
        #expect(recorded.timeline.last?.state == .idleSource && recorded.timeline.last?.progress == 0)
        #expect(
            recorded.transitions.first?.trigger == .recorded
                && recorded.transitions.first?.startedBySequence == fluid.transitions.first?.startedBySequence)
        #expect(recorded.decisions[2].reason == .noResponse)
    }
}
