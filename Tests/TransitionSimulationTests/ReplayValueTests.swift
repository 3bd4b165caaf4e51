import Testing
import TraceModel

@testable import TransitionSimulation

@Suite("Replay values and the timeline CSV")
struct ReplayValueTests {
    @Test func rawValuesAreTheReportTokens() {
        #expect(
            TouchDecision.IgnoreReason.allCases.map(\.rawValue) == [
                "blockedByAnimation", "dispatcherBusy", "belowSlop", "notAGesture", "noResponse",
            ])
        #expect(TouchDecision.Decision.allCases.map(\.rawValue) == ["accepted", "ignored"])
        #expect(EngineKind.allCases.map(\.rawValue) == ["fluid", "legacy", "recorded"])
        #expect(
            EngineState.allCases.map(\.rawValue) == [
                "idleSource", "idleDestination", "tracking", "settling", "animating",
            ])
    }

    @Test func engineStateSides() {
        #expect(EngineState.idle(.source) == .idleSource)
        #expect(EngineState.idle(.destination) == .idleDestination)
        #expect(EngineState.idleDestination.idleSide == .destination)
        #expect(EngineState.settling.idleSide == nil && EngineState.settling.isBusy)
        #expect(!EngineState.idleSource.isBusy)
    }

    @Test func replayInputFindsItsFrames() {
        let input = ReplayInput(
            header: TraceHeader(),
            events: [
                TraceEvent(t: 1, .frame()),
                TraceEvent(t: 2, .touch(TouchEvent(id: 0, phase: .began, location: Point(x: 0, y: 0)))),
                TraceEvent(t: 17.5, .frame()),
            ])
        #expect(input.frameTimes == [1, 17.5])
    }

    @Test func timelineCSVIsFixedAndLocaleFree() {
        let timeline = [
            TimelineFrame(t: 0, state: .idleSource, progress: 0, velocity: 0),
            TimelineFrame(
                t: 1000 / 60.0, state: .settling, progress: 0.123456789, velocity: -2.5,
                transitionId: "t1"),
            TimelineFrame(
                t: 33.0625, state: .tracking, progress: 1, velocity: -0.0000001,
                transitionId: "a,\"b\""),
            TimelineFrame(t: 123456.7894, state: .animating, progress: 0.99999951, velocity: 1234.5678914),
        ]
        let csv = TimelineCSV.encode(timeline)
        let expected = [
            "t_ms,state,progress,velocity,transition_id,late_periods",
            "0.000,idleSource,0.000000,0.000000,,0",
            "16.667,settling,0.123457,-2.500000,t1,0",
            // 33.0625 is exact in binary: the half rounds away from zero. The id is RFC 4180 quoted.
            #"33.063,tracking,1.000000,0.000000,"a,""b""",0"#,
            "123456.789,animating,1.000000,1234.567891,,0",
        ].map { $0 + "\r\n" }.joined()
        #expect(csv == expected)
        #expect(TimelineCSV.encode([]) == "t_ms,state,progress,velocity,transition_id,late_periods\r\n")
    }

    @Test func fixedDecimalEdgeCases() {
        #expect(FixedDecimal.format(-0.0, decimals: 3) == "0.000")
        #expect(FixedDecimal.format(-0.0004, decimals: 3) == "0.000")
        #expect(FixedDecimal.format(-0.0005, decimals: 3) == "-0.001")
        #expect(FixedDecimal.format(2.5, decimals: 0) == "3")
        #expect(FixedDecimal.format(-1.05, decimals: 6) == "-1.050000")
        #expect(FixedDecimal.format(1e-7, decimals: 6) == "0.000000")
        #expect(FixedDecimal.format(.nan, decimals: 6) == "nan")
        #expect(FixedDecimal.format(-.infinity, decimals: 6) == "-inf")
    }

    @Test func recordsKeepWhatTheyAreGiven() {
        let record = TransitionRecord(
            id: "fluid-1", operation: .present, trigger: .tap, tStart: 100,
            interactive: false)
        #expect(record.tEnd == nil && record.outcome == nil)
        let decision = TouchDecision(
            touchId: 3, sequenceIndex: 0, tDown: 12, decision: .ignored,
            reason: .blockedByAnimation)
        let result = ReplayResult(
            engine: .legacy, clock: FrameClock(refreshHz: 60), decisions: [decision], transitions: [record])
        #expect(result.timeline.isEmpty && result.decisions.first?.reason == .blockedByAnimation)
    }

    @Test("a transition id is quoted per RFC 4180 only when it needs to be")
    func transitionIdQuoting() {
        func row(_ id: String) -> String {
            TimelineCSV.row(
                TimelineFrame(
                    t: 1, state: .tracking, progress: 0.5, velocity: 0, transitionId: TransitionID(rawValue: id)))
        }
        #expect(row("photo-1") == "1.000,tracking,0.500000,0.000000,photo-1,0")
        #expect(row("a,b") == #"1.000,tracking,0.500000,0.000000,"a,b",0"#)
        #expect(row("say \"hi\"") == #"1.000,tracking,0.500000,0.000000,"say ""hi""",0"#)
        #expect(row("two\nlines") == "1.000,tracking,0.500000,0.000000,\"two\nlines\",0")
        #expect(row("two\r\nlines") == "1.000,tracking,0.500000,0.000000,\"two\r\nlines\",0")
    }
}
