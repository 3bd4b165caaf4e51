import Testing
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The recorded engine's causal rules, one by one (docs/engines.md, "Recorded"), on hand-built
/// traces at 60 Hz with one frame of render latency.
@Suite("Recorded engine: causal rules")
struct RecordedCausalRulesTests {
    static func touch(_ t: Double, _ phase: TouchPhase, y: Double = 300) -> TraceEvent {
        TraceEvent(t: t, .touch(TouchEvent(id: 1, phase: phase, location: Point(x: 100, y: y))))
    }

    static func transition(
        _ t: Double, _ kind: TransitionEventKind, interactive: Bool? = nil, progress: Double? = nil
    ) -> TraceEvent {
        TraceEvent(
            t: t, .transition(TransitionEvent(id: "a", event: kind, interactive: interactive, progress: progress)))
    }

    static func recorded(_ events: [TraceEvent], initial: SceneSide = .source) -> ReplayResult {
        let header = TraceHeader(scene: SceneInfo(transitionDistance: 400, initial: initial))
        return EngineKind.recorded.engine().replay(ReplayInput(header: header, events: events))
    }

    /// Issue 12's repro: legacy blocks touch 3 (down during the dismiss animation); the
    /// animation's own `ended`, while that finger is down, is no answer to it.
    @Test func theEndOfAnAnimationAnswersNoTouch() throws {
        let trace = try LoadedTrace.load(path: TestPaths.trace("synthetic/grab-in-flight/legacy-user00.jsonl").path)
        let input = ReplayInput(header: trace.header, events: trace.events)
        let legacy = EngineKind.legacy.engine().replay(input)
        let recorded = EngineKind.recorded.engine().replay(input)
        #expect(legacy.decisions[2].reason == .blockedByAnimation)
        #expect(recorded.decisions[2].decision == .ignored && recorded.decisions[2].reason == .noResponse)
        #expect(recorded.decisions[2].firstResponse == nil)
        // The trace holds legacy's events as written (to 1 ns, traces/README.md "Precision").
        #expect(
            recorded.decisions.map(\.firstResponse)
                == legacy.decisions.map { $0.firstResponse.map { TraceWritePrecision.rounded($0, decimals: 6) } })
    }

    /// Progress of a non-interactive animation while a finger is down moves on its own.
    @Test func progressOfAnAnimationRunningOnItsOwnAnswersNothing() {
        let result = Self.recorded([
            Self.transition(0, .began, interactive: false, progress: 0),
            Self.touch(100, .began), Self.transition(116.667, .progress, progress: 0.4),
            Self.transition(133.333, .progress, progress: 0.6), Self.touch(160, .ended),
            Self.transition(350, .ended, progress: 1),
        ])
        #expect(result.decisions.map(\.decision) == [.ignored])
        #expect(result.decisions.map(\.reason) == [.noResponse])
    }

    /// Progress that changes while the finger drives an interactive transition answers it, from
    /// the first event that moves p (an unchanged p is no reaction).
    @Test func progressThatFollowsTheFingerAnswersIt() {
        let result = Self.recorded(
            [
                Self.transition(0, .began, interactive: true, progress: 1),
                Self.touch(100, .began), Self.transition(116.667, .progress, progress: 1),
                Self.touch(120, .moved, y: 320), Self.transition(133.333, .progress, progress: 0.95),
                Self.touch(160, .ended, y: 320),
            ], initial: .destination)
        #expect(result.decisions.map(\.decision) == [.accepted])
        #expect(result.decisions.map(\.firstResponse) == [133.333])
    }

    /// A non-interactive `began` answers the tap whose up it follows by at most the render
    /// latency plus one frame (up at 140 ms is applied in frame 9, 150 ms: frames 10 and 11).
    @Test(arguments: [(166.667, true), (183.333, true), (200.0, false)])
    func aRequestAnswersTheUpItFollows(began: Double, answers: Bool) {
        let result = Self.recorded([
            Self.touch(100, .began), Self.touch(140, .ended),
            Self.transition(began, .began, interactive: false, progress: 0),
        ])
        #expect(result.decisions.map(\.decision) == [answers ? .accepted : .ignored])
        #expect(result.decisions[0].firstResponse == (answers ? began : nil))
    }

    /// A non-interactive `began` while the finger is still down is no answer to it (both models
    /// start a request at an up).
    @Test func aRequestWhileTheFingerIsDownAnswersNothing() {
        let result = Self.recorded([
            Self.touch(100, .began), Self.transition(120, .began, interactive: false, progress: 0),
            Self.touch(300, .ended),
        ])
        #expect(result.decisions.map(\.reason) == [.noResponse])
    }

    /// A `paused` grabs for the finger that is down.
    @Test func aPauseAnswersTheFingerThatWentDown() {
        let result = Self.recorded([
            Self.transition(0, .began, interactive: false, progress: 0),
            Self.touch(100, .began), Self.transition(116.667, .paused, progress: 0.3),
            Self.touch(160, .ended),
        ])
        #expect(result.decisions.map(\.firstResponse) == [116.667])
        #expect(result.decisions.map(\.grabbedTransitionId) == ["a"])
    }

    /// Touches and no `transition` event: flagged, not scored; the model engines have no flag.
    @Test func touchesWithoutTransitionEventsAreFlagged() {
        let touchesOnly = [Self.touch(100, .began), Self.touch(140, .ended)]
        #expect(Self.recorded(touchesOnly).recordedCoverage == .noTransitionEvents)
        #expect(Self.recorded(touchesOnly + [Self.transition(150, .began)]).recordedCoverage == .scored)
        #expect(Self.recorded([Self.transition(150, .began)]).recordedCoverage == .scored)
        let input = ReplayInput(header: TraceHeader(), events: touchesOnly)
        #expect(EngineKind.legacy.engine().replay(input).recordedCoverage == nil)
    }
}
