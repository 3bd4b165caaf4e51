import Testing
import TraceAnalysis
import TraceModel
import TransitionSimulation
import _TestSupport

/// One long session: thousands of open and close cycles. Every cycle is the same touches at the
/// same place on the 60 Hz grid (a cycle lasts 2,500 ms, 150 frames), so the per-sequence and
/// per-intent results at the end must be exactly those at the start: nothing drifts, nothing is
/// matched to the wrong sequence as the indices grow.
@Suite("A long trace")
struct LongTraceTests {
    static let cycles = 2_000
    static let cycleLength = 2_500.0

    /// A tap on the chat at 0 (opens), then at 1,000 a 300 pt downward flick over 100 ms (a swipe;
    /// closes).
    static let events: [TraceEvent] = {
        let flick = TouchScript.drag(id: 2, t0: 1_000, from: Point(x: 100, y: 300), by: Point(x: 0, y: 300)).events
        let cycle = TouchScript().down(0, 1, 100, 300).up(60, 1, 100, 300).events + flick
        var events: [TraceEvent] = []
        events.reserveCapacity(cycles * cycle.count)
        for number in 0..<cycles {
            let t0 = Double(number) * cycleLength
            events += cycle.map { TraceEvent(t: t0 + $0.t, $0.payload) }
        }
        return events
    }()

    @Test("the results at the end are those at the start", arguments: [EngineKind.legacy, .fluid])
    func lastCycleLikeTheFirst(engine: EngineKind) throws {
        let trace = TraceAnalyzer.analyze(
            path: "long", header: TraceHeader(), events: Self.events,
            options: AnalysisOptions(recognition: .default, engines: [engine]))
        #expect(trace.sequences.count == 2 * Self.cycles)
        let run = try #require(trace.runs.first)
        #expect(run.evidence.count == 2 * Self.cycles)
        #expect(run.replay.transitions.count == 2 * Self.cycles)
        #expect(run.intents.count == 2 * Self.cycles)

        for index in [0, 1, 2 * Self.cycles - 2, 2 * Self.cycles - 1] {
            let evidence = run.evidence[index]
            let cycleStart = Double(index / 2) * Self.cycleLength
            #expect(evidence.tDown == cycleStart + (index.isMultiple(of: 2) ? 0 : 1_000))
            #expect(evidence.gestureKind == (index.isMultiple(of: 2) ? .tap : .swipe))
            #expect(evidence.direction == (index.isMultiple(of: 2) ? .none : .down))
            #expect(evidence.decision == .accepted)
            #expect(trace.touches.gesture(ofSequence: index).tBegin == evidence.tDown)
            let transition = run.replay.transitions[index]
            #expect(transition.startedBySequence == index)
            #expect(transition.outcome == .completed)
            // Frame times are k * period: equal up to the rounding of a large k.
            #expect(abs(transition.tStart - cycleStart - run.replay.transitions[index % 2].tStart) < 1e-6)
        }
        let first = run.intents[0...1].compactMap(\.firstTouchLatency)
        let last = run.intents[(2 * Self.cycles - 2)...].compactMap(\.firstTouchLatency)
        #expect(first.count == 2 && last.count == 2)
        #expect(zip(first, last).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(run.intents.allSatisfy { $0.achieved && $0.gestures == 1 && $0.firstTouchLatency != nil })
        #expect(run.intents.last?.intent.goal == .close)
    }

    @Test("progress is heard in order, replay by replay, and changes no result")
    func progress() throws {
        let options = AnalysisOptions(recognition: .default, engines: [.legacy, .fluid])
        var heard: [AnalysisProgress] = []
        let withProgress = TraceAnalyzer.analyze(
            path: "long", header: TraceHeader(), events: Self.events, options: options
        ) { heard.append($0) }
        let without = TraceAnalyzer.analyze(path: "long", header: TraceHeader(), events: Self.events, options: options)
        // Each replay renders several strides of frames (fewer than 150 a cycle: frames at rest
        // are skipped).
        #expect(heard.map(\.engines) == heard.map { $0.replay == 0 ? [.legacy] : [.fluid] })
        #expect(heard.map(\.replay) == heard.map(\.replay).sorted())
        #expect(heard.allSatisfy { $0.replays == 2 && (0...1).contains($0.fraction) })
        for replay in 0..<2 {
            let fractions = heard.filter { $0.replay == replay }.map(\.fraction)
            #expect(fractions == fractions.sorted() && fractions.count >= 2)
        }
        for (a, b) in zip(withProgress.runs, without.runs) {
            #expect(a.intents.map(\.firstTouchLatency) == b.intents.map(\.firstTouchLatency))
            #expect(a.replay.transitions == b.replay.transitions)
        }
    }

    @Test("read twice and streamed, the analysis is the one of the held events")
    func streamedLikeHeld() throws {
        let options = AnalysisOptions(recognition: .default, engines: [.legacy, .fluid, .recorded])
        let held = TraceAnalyzer.analyze(path: "long", header: TraceHeader(), events: Self.events, options: options)
        var heard: [AnalysisProgress] = []
        let streamed = TraceAnalyzer.analyze(
            path: "long", header: TraceHeader(), streaming: Self.events, options: options
        ) { heard.append($0) }
        #expect(streamed.eventCount == held.eventCount && streamed.duration == held.duration)
        #expect(streamed.touches.sequences == held.touches.sequences)
        #expect(streamed.gestures == held.gestures)
        #expect(streamed.runs.map(\.engine) == held.runs.map(\.engine))
        for (a, b) in zip(streamed.runs, held.runs) {
            #expect(a.replay.transitions == b.replay.transitions)
            #expect(a.replay.decisions == b.replay.decisions)
            #expect(a.evidence == b.evidence)
            #expect(a.intents.map(\.firstTouchLatency) == b.intents.map(\.firstTouchLatency))
            #expect(a.intents.map(\.achieved) == b.intents.map(\.achieved))
            #expect(a.frames == b.frames)
        }
        // The engines replay in step: progress names them all, in one replay, in order.
        #expect(!heard.isEmpty && heard.allSatisfy { $0.engines == options.engines && $0.replays == 1 })
        #expect(heard.map(\.fraction) == heard.map(\.fraction).sorted())
    }
}
