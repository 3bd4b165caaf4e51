import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TransitionSimulation

/// `ScreenHistory` read from hand-built replays: every answer follows from the typed values given.
@Suite("Screen history")
struct ScreenHistoryTests {
    static let frame = 1000.0 / 60

    /// A present (sequence 0) that completes, then a dismiss (sequence 1) that a grab (sequence
    /// 2) pauses and sends back, ending cancelled on the viewer.
    static let fluid: ReplayResult = {
        let present = TransitionRecord(
            id: "fluid-1", operation: .present, trigger: .tap, tStart: 100, tEnd: 500, outcome: .completed,
            interactive: false, startedBySequence: 0, steps: [TransitionStep(.began, t: 100, heading: .destination)])
        let dismiss = TransitionRecord(
            id: "fluid-2", operation: .dismiss, trigger: .pan, tStart: 1000, tEnd: 1400, outcome: .cancelled,
            interactive: true, startedBySequence: 1, retargetedBySequences: [2],
            steps: [
                TransitionStep(.began, t: 1000, heading: .source), TransitionStep(.paused, t: 1100, heading: nil),
                TransitionStep(.reversed, t: 1200, heading: .destination),
            ])
        let decisions = [
            TouchDecision(touchId: 1, sequenceIndex: 0, tDown: 40, decision: .accepted, firstResponse: 100),
            TouchDecision(touchId: 1, sequenceIndex: 1, tDown: 950, decision: .accepted, firstResponse: 1000),
            TouchDecision(
                touchId: 1, sequenceIndex: 2, tDown: 1090, decision: .accepted, firstResponse: 1100,
                grabbedTransitionId: "fluid-2"),
        ]
        let timeline = [
            TimelineFrame(t: 1280, state: .settling, progress: 1.0, velocity: 0, transitionId: "fluid-2"),
            TimelineFrame(t: 1300, state: .settling, progress: 0.9, velocity: 0, transitionId: "fluid-2"),
            TimelineFrame(t: 1320, state: .settling, progress: 1.0, velocity: 0, transitionId: "fluid-2"),
            TimelineFrame(t: 1340, state: .settling, progress: 1.0, velocity: 0, transitionId: "fluid-2"),
            TimelineFrame(t: 1380, state: .idleDestination, progress: 1.0, velocity: 0),
        ]
        return ReplayResult(
            engine: .fluid, clock: FrameClock(refreshHz: 60), decisions: decisions,
            transitions: [present, dismiss], timeline: timeline)
    }()

    @Test("in flight from its start up to (not at) its end; at rest, the side the last one left")
    func inFlightAndResting() {
        let screen = ScreenHistory(initialSide: .source, replay: Self.fluid)
        #expect(screen.transitionInFlight(at: 99) == nil)
        #expect(screen.transitionInFlight(at: 100) == 0)
        #expect(screen.transitionInFlight(at: 499) == 0)
        #expect(screen.transitionInFlight(at: 500) == nil)
        #expect(screen.transitionInFlight(at: 1100) == 1)
        #expect(screen.restingSide(at: 50) == .source)
        #expect(screen.restingSide(at: 700) == .destination)
        // The dismiss ended cancelled: back on the viewer.
        #expect(screen.restingSide(at: 1500) == .destination)
    }

    @Test("heading: the last step that names a side, a pause changes nothing")
    func heading() {
        let dismiss = Self.fluid.transitions[1]
        #expect(dismiss.heading(at: 900) == .source)
        #expect(dismiss.heading(at: 1050) == .source)
        #expect(dismiss.heading(at: 1150) == .source)
        #expect(dismiss.heading(at: 1200) == .destination)
        #expect(dismiss.finalSide == .destination)
        // A recorded `began` without operation names no side: the operation's destination.
        let silent = TransitionRecord(
            id: "r", operation: .present, trigger: .recorded, tStart: 0, interactive: false,
            steps: [TransitionStep(.began, t: 0, heading: nil), TransitionStep(.reversed, t: 5, heading: nil)])
        #expect(silent.heading(at: 10) == .destination)
    }

    @Test("causes: the starting sequence, the retargets and the grabs")
    func causes() {
        let screen = ScreenHistory(initialSide: .source, replay: Self.fluid)
        #expect(screen.sequencesCausing(0) == [0])
        #expect(screen.sequencesCausing(1) == [1, 2])
    }

    @Test("back at origin: the first frame of the last run at the origin's progress, displayed")
    func backAtOrigin() {
        let screen = ScreenHistory(initialSide: .source, replay: Self.fluid)
        #expect(screen.backAtOrigin(0) == nil)
        // One frame of the replay's clock after 1320 (up to float rounding of the frame times).
        #expect(abs(screen.backAtOrigin(1)! - (1320 + Self.frame)) < 1e-9)
    }

    /// One credit rule: for the recorded engine, the sequences that caused a transition are the
    /// ones its touch decisions credited (`CausalCredit`), however late the answer, up to the
    /// response bound.
    @Test("recorded: a transition is caused by the touch its answer was credited to", arguments: [16.667, 300, 4990])
    func recordedCausesFollowTheCredit(delay: Double) {
        let events = [
            TraceEvent(t: 100, .touch(TouchEvent(id: 1, phase: .began, location: Point(x: 10, y: 10)))),
            TraceEvent(t: 180, .touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 10, y: 10)))),
            TraceEvent(
                t: 180 + delay,
                .transition(TransitionEvent(id: "a", event: .began, operation: .present, interactive: false))),
            TraceEvent(
                t: 180 + delay + 5100,
                .transition(TransitionEvent(id: "b", event: .began, operation: .dismiss, interactive: false))),
        ]
        let header = TraceHeader(scene: SceneInfo(transitionDistance: 400, initial: .source))
        let replay = EngineKind.recorded.engine(recognition: .default).replay(
            ReplayInput(header: header, events: events))
        let screen = ScreenHistory(initialSide: .source, replay: replay)
        #expect(replay.decisions.map(\.firstResponse) == [180 + delay])
        #expect(replay.transitions.map(\.startedBySequence) == [0, nil])
        #expect(screen.sequencesCausing(0) == [0])
        #expect(screen.sequencesCausing(1).isEmpty)
        #expect(screen.transitionsCaused(by: [0]) == [0])
    }

    @Test("ended unseen: a transition that started less than a reaction time ago and is already over")
    func endedUnseen() {
        let screen = ScreenHistory(initialSide: .source, replay: Self.fluid)
        // The present runs from 100 to 500: in flight up to 500, then over, started 400 ms before.
        #expect(screen.transitionEndedUnseen(at: 300, reactionTime: 240) == nil)
        #expect(screen.transitionEndedUnseen(at: 600, reactionTime: 240) == nil)
        #expect(screen.transitionEndedUnseen(at: 600, reactionTime: 600) == 0)
        // A start exactly a reaction time before is not less than one.
        #expect(screen.transitionEndedUnseen(at: 600, reactionTime: 500) == nil)
        #expect(screen.transitionEndedUnseen(at: 1450, reactionTime: 500) == 1)
    }
}
