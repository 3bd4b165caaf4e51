import Testing
import TraceModel
import TransitionSimulation
import _TestSupport

/// Where replays fed in step may start again (`StreamedReplays.restingPoint(at:)`): only once
/// every engine rests with all it did already on screen, and never for the recorded engine.
@Suite("Replays start again where every engine rests")
struct RestingPointTests {
    /// A tap on the chat at 0 (opens the viewer), then a downward flick at 1,000 (closes it).
    static let events =
        TouchScript().down(0, 1, 100, 300).up(60, 1, 100, 300).events
        + TouchScript.drag(id: 2, t0: 1_000, from: Point(x: 100, y: 300), by: Point(x: 0, y: 300)).events

    static func replays(_ kinds: [EngineKind]) -> StreamedReplays {
        StreamedReplays(
            kinds: kinds, header: TraceHeader(), configuration: .default, recognition: .default,
            clock: FrameClock(refreshHz: 60), startTime: 0)
    }

    /// The replays fed the events before `t`, then rendered up to `t`.
    static func fed(_ kinds: [EngineKind], until t: Double) -> StreamedReplays {
        var replays = replays(kinds)
        for event in events where event.t < t { replays.feed(event) { _, _, _, _ in } }
        replays.advance(to: t) { _, _, _, _ in }
        return replays
    }

    @Test("not while a finger is down or a transition is moving or not yet shown; after, on the side shown")
    func onlyAtRest() throws {
        let kinds: [EngineKind] = [.legacy, .fluid]
        #expect(Self.fed(kinds, until: 30).restingPoint(at: 30) == nil)  // the finger is down
        #expect(Self.fed(kinds, until: 200).restingPoint(at: 200) == nil)  // the viewer opens
        let open = try #require(Self.fed(kinds, until: 950).restingPoint(at: 950))
        #expect(open.map(\.side) == [.destination, .destination])
        #expect(open.map(\.transitionsNumbered) == [1, 1])
        // Rendered up to 950, but asked as of a moment before the opening was on screen.
        #expect(Self.fed(kinds, until: 950).restingPoint(at: 400) == nil)
        let closed = try #require(Self.fed(kinds, until: 2_500).restingPoint(at: 2_500))
        #expect(closed.map(\.side) == [.source, .source])
        #expect(closed.map(\.transitionsNumbered) == [2, 2])
    }

    @Test("never with the recorded engine, whose transitions come from the recording")
    func neverRecorded() {
        // The recording's own opening answers the tap, long over by 2,500.
        let recording = [
            TraceEvent(t: 100, .transition(TransitionEvent(id: "a", event: .began, operation: .present, progress: 0))),
            TraceEvent(
                t: 450, .transition(TransitionEvent(id: "a", event: .ended, progress: 1, outcome: .completed))),
        ]
        let events = (Self.events.filter { $0.t < 1_000 } + recording).sorted { $0.t < $1.t }
        func fed(_ kinds: [EngineKind]) -> StreamedReplays {
            var replays = Self.replays(kinds)
            for event in events { replays.feed(event) { _, _, _, _ in } }
            replays.advance(to: 2_500) { _, _, _, _ in }
            return replays
        }
        #expect(fed([.legacy]).restingPoint(at: 2_500) != nil)
        #expect(fed([.legacy, .recorded]).restingPoint(at: 2_500) == nil)
    }

    @Test("replays started again from a resting point number their transitions on")
    func numberedOn() throws {
        let point = try #require(Self.fed([.legacy], until: 950).restingPoint(at: 950))
        var again = StreamedReplays(
            kinds: [.legacy], header: TraceHeader(), configuration: .default, recognition: .default,
            clock: FrameClock(refreshHz: 60), startTime: 950, from: point)
        for event in Self.events where event.t >= 950 { again.feed(event) { _, _, _, _ in } }
        let result = again.finish { _, _, _, _ in }
        #expect(result.first?.transitions.map(\.id.rawValue) == ["legacy-2"])
        #expect(result.first?.transitions.first?.operation == .dismiss)
    }
}
