import Testing
import TraceModel
import TransitionSimulation
import _TestSupport

@Suite("A long pause at rest")
struct RestingGapTests {
    /// A tap that opens the viewer, then nothing for a day, then a tap on the viewer.
    static let input: ReplayInput = {
        func touch(_ t: Double, _ id: Int, _ phase: TouchPhase) -> TraceEvent {
            TouchScript.touch(t, id, phase, y: 300)
        }
        let day = 86_400_000.0
        return ReplayInput(
            header: TraceHeader(),
            events: [
                touch(0, 1, .began), touch(60, 1, .ended),
                TraceEvent(t: day, .marker(name: "a day later", fields: [])),
                touch(day + 100, 2, .began), touch(day + 160, 2, .ended),
            ])
    }()

    @Test("the untouched screen at rest is not replayed frame by frame", arguments: [EngineKind.legacy, .fluid])
    func skipsTheRest(engine: EngineKind) throws {
        let result = engine.engine(recognition: .default).replay(Self.input)
        // A day at 60 Hz is 5,184,000 frames; the transition and the last tap need a few dozen.
        #expect(result.timeline.count < 200)
        #expect(zip(result.timeline, result.timeline.dropFirst()).allSatisfy { $0.t < $1.t })
        // The gap starts at rest on the viewer and the decisions are those of a full replay.
        let beforeGap = try #require(result.timeline.last { $0.t < 86_400_000 })
        #expect(beforeGap.state == .idleDestination && beforeGap.progress == 1)
        #expect(result.transitions.count == 1 && result.transitions[0].outcome == .completed)
        #expect(result.decisions.map(\.reason) == [nil, .notAGesture])
    }
}
