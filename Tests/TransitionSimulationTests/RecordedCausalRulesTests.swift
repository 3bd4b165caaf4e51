import Testing
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The recorded engine's causal rules, one by one (docs/engines.md, "Recorded"), on hand-built
/// traces at 60 Hz with one frame of render latency.
@Suite("Recorded engine: causal rules")
struct RecordedCausalRulesTests {
    static func touch(_ t: Double, _ phase: TouchPhase, y: Double = 300, id: Int = 1) -> TraceEvent {
        TraceEvent(t: t, .touch(TouchEvent(id: id, phase: phase, location: Point(x: 100, y: y))))
    }

    static func transition(
        _ t: Double, _ kind: TransitionEventKind, interactive: Bool? = nil, progress: Double? = nil,
        outcome: TransitionOutcome? = nil, cause: TransitionCause? = nil
    ) -> TraceEvent {
        TraceEvent(
            t: t,
            .transition(
                TransitionEvent(
                    id: "a", event: kind, interactive: interactive, progress: progress, outcome: outcome, cause: cause))
        )
    }

    static func recorded(_ events: [TraceEvent], initial: SceneSide = .source) -> ReplayResult {
        let header = TraceHeader(scene: SceneInfo(transitionDistance: 400, initial: initial))
        return EngineKind.recorded.engine(recognition: .default).replay(ReplayInput(header: header, events: events))
    }

    /// Issue 12's repro: legacy blocks touch 3 (down during the dismiss animation); the
    /// animation's own `ended`, while that finger is down, is no answer to it.
    @Test func theEndOfAnAnimationAnswersNoTouch() throws {
        let trace = try LoadedTrace.load(path: TestPaths.trace("synthetic/grab-in-flight/legacy-user00.jsonl").path)
        let input = ReplayInput(header: trace.header, events: trace.events)
        let legacy = EngineKind.legacy.engine(recognition: .default).replay(input)
        let recorded = EngineKind.recorded.engine(recognition: .default).replay(input)
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

    /// A non-interactive `began` answers the tap whose up it follows, however late, up to the
    /// response bound (`CausalCredit.responseBoundMs`, 5 s after the up at 140 ms): in the frames
    /// at hand (the up's frame 9 at 150 ms, then 10 and 11), 0.1 ms off them, and late.
    @Test(arguments: [
        (166.667, true), (183.333, true), (183.433, true), (200.0, true), (1140.0, true), (5140.0, true),
        (5140.1, false), (9000.0, false),
    ])
    func aRequestAnswersTheUpItFollows(began: Double, answers: Bool) {
        let result = Self.recorded([
            Self.touch(100, .began), Self.touch(140, .ended),
            Self.transition(began, .began, interactive: false, progress: 0),
        ])
        #expect(result.decisions.map(\.decision) == [answers ? .accepted : .ignored])
        #expect(result.decisions[0].firstResponse == (answers ? began : nil))
        #expect(result.transitions.map(\.startedBySequence) == [answers ? 0 : nil])
    }

    /// A `cause` decides: the touch it names is answered whatever the delay, even past the bound,
    /// and `"none"` answers nobody, even a tap just lifted.
    @Test func aCauseDecides() {
        let named = Self.recorded([
            Self.touch(100, .began), Self.touch(140, .ended),
            Self.transition(7000, .began, interactive: false, progress: 0, cause: .touches([1])),
        ])
        #expect(named.decisions.map(\.firstResponse) == [7000])
        #expect(named.transitions.map(\.startedBySequence) == [0])
        let programmatic = Self.recorded([
            Self.touch(100, .began), Self.touch(140, .ended),
            Self.transition(166.667, .began, interactive: false, progress: 0, cause: .programmatic),
        ])
        #expect(programmatic.decisions.map(\.decision) == [.ignored])
        #expect(programmatic.decisions.map(\.reason) == [.noResponse])
        #expect(programmatic.transitions.map(\.startedBySequence) == [nil])
    }

    /// A second tap between a tap and a late start: the start answers the latest touch waiting
    /// (the app answered a later request), and the earlier one gets no answer; with a `cause`
    /// naming the first, the first is answered and the second waits on, unanswered.
    @Test func aSecondTapBeforeALateStart() {
        func trace(cause: TransitionCause?) -> ReplayResult {
            Self.recorded([
                Self.touch(100, .began, id: 1), Self.touch(140, .ended, id: 1),
                Self.touch(250, .began, id: 2), Self.touch(300, .ended, id: 2),
                Self.transition(500, .began, interactive: false, progress: 0, cause: cause),
            ])
        }
        let inferred = trace(cause: nil)
        #expect(inferred.decisions.map(\.decision) == [.ignored, .accepted])
        #expect(inferred.decisions.map(\.firstResponse) == [nil, 500])
        #expect(inferred.transitions.map(\.startedBySequence) == [1])
        let told = trace(cause: .touches([1]))
        #expect(told.decisions.map(\.decision) == [.accepted, .ignored])
        #expect(told.decisions.map(\.firstResponse) == [500, nil])
        #expect(told.transitions.map(\.startedBySequence) == [0])
    }

    /// A late grab or reversal answers the latest touch waiting when no finger is at hand; finger
    /// tracking never answers late.
    @Test func lateGrabAndReversal() {
        let result = Self.recorded([
            Self.transition(0, .began, interactive: false, progress: 0),
            Self.touch(100, .began), Self.touch(140, .ended),
            Self.transition(300, .reversed, progress: 0.5),
            Self.transition(600, .ended, progress: 0, outcome: .cancelled),
        ])
        #expect(result.decisions.map(\.firstResponse) == [300])
        #expect(result.transitions.map(\.retargetedBySequences) == [[0]])
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
        #expect(EngineKind.legacy.engine(recognition: .default).replay(input).recordedCoverage == nil)
    }
}
