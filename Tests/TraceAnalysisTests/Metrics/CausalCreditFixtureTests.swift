import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The causal credit fixtures (`traces/scenarios/credit-*.jsonl`, written by
/// `Tests/Fixtures/scripts/credit_fixtures.py`): recorded transitions with exact answers, at 60 Hz
/// (frame k at k * 1000/60 ms). docs/analysis.md "Who answered a touch".
@Suite("Causal credit fixtures")
struct CausalCreditFixtureTests {
    static let frame = 1000.0 / 60
    /// The first frame time at or after `t`.
    static func frameTime(atOrAfter t: Double) -> Double { (t / frame - 1e-9).rounded(.up) * frame }

    func analyze(_ name: String, engines: [EngineKind] = [.recorded]) throws -> AnalyzedTrace {
        let path = TestPaths.trace("scenarios/\(name)").path
        let trace = try LoadedTrace.load(path: path)
        #expect(trace.isValid)
        return TraceAnalyzer.analyze(
            path: name, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: engines))
    }

    func intents(_ trace: AnalyzedTrace, _ engine: EngineKind = .recorded) -> [String: IntentMetrics] {
        Dictionary(uniqueKeysWithValues: trace.runs.first { $0.engine == engine }!.intents.map { ($0.intent.id, $0) })
    }

    /// A tap (down 1000, up 1080) answered by an open at `began(up)`; the second cycle's tap goes
    /// down 10 ms after its intent and lifts 80 ms later, and its open names it as its cause.
    @Test(
        "a tap answered after 0, 1 and 2 frames, 50, 100, 250 and 900 ms: answered, with the whole delay",
        arguments: [
            ("credit-0-frames.jsonl", 0.0, 0), ("credit-1-frames.jsonl", 0, 1), ("credit-2-frames.jsonl", 0, 2),
            ("credit-50-ms.jsonl", 50, 0), ("credit-100-ms.jsonl", 100, 0), ("credit-250-ms.jsonl", 250, 0),
            ("credit-900-ms.jsonl", 900, 0),
        ])
    func lateAnswersAreAnswers(name: String, delayMs: Double, frames: Int) throws {
        let trace = try analyze(name)
        let intents = intents(trace)
        for (id, down) in [("open-inferred", 1000.0), ("open-caused", nil)] {
            let intent = try #require(intents[id])
            let first = try #require(down ?? intent.tFirstTouch)
            let up = first + 80
            let began = Self.frameTime(atOrAfter: up + delayMs) + Double(frames) * Self.frame
            #expect(abs(intent.firstTouchLatency! - (began - first)) < 1e-3, "\(id)")
            #expect(abs(intent.responseLatency! - (began - up)) < 1e-3, "\(id)")
            #expect(!intent.unanswered && intent.achieved, "\(id)")
            // Reached when the 15-frame open ends.
            #expect(abs(intent.timeToGoal! - (began + 15 * Self.frame - first)) < 1e-3, "\(id)")
        }
        let run = try #require(trace.runs.first)
        // The opens are credited to their taps, the close to the drag between them.
        #expect(run.replay.transitions.map(\.startedBySequence) == [0, 1, 2])
    }

    @Test("past the 5 s bound: unanswered without a cause, answered with one")
    func pastTheBound() throws {
        let intents = intents(try analyze("credit-past-bound.jsonl"))
        let inferred = try #require(intents["open-inferred"])
        #expect(inferred.unanswered && !inferred.achieved && inferred.firstTouchLatency == .infinity)
        let caused = try #require(intents["open-caused"])
        let first = try #require(caused.tFirstTouch)
        let began = Self.frameTime(atOrAfter: first + 80 + 5100)
        #expect(!caused.unanswered && caused.achieved)
        #expect(abs(caused.firstTouchLatency! - (began - first)) < 1e-3)
    }

    @Test("a second tap before a late open: the open answers it; the intent's latency runs from the first down")
    func secondTap() throws {
        let trace = try analyze("credit-second-tap.jsonl")
        let open = try #require(intents(trace)["open"])
        let began = Self.frameTime(atOrAfter: 1380)
        #expect(abs(open.firstTouchLatency! - (began - 1000)) < 1e-3)
        #expect(abs(open.responseLatency! - (began - 1270)) < 1e-3)
        #expect(open.gestures == 2 && open.achieved)
        let run = try #require(trace.runs.first)
        #expect(run.replay.decisions.map(\.decision) == [.ignored, .accepted])
        #expect(run.replay.transitions.first?.startedBySequence == 1)
    }

    @Test("a frame presented late by the recording is late for every engine replayed on it")
    func lateFrame() throws {
        let trace = try analyze("credit-late-frame.jsonl", engines: [.recorded, .legacy, .fluid])
        for run in trace.runs {
            let frames = try #require(run.frames.first)
            #expect(frames.hitches == 1 && frames.droppedFrames == 1, "\(run.engine)")
            #expect(abs(frames.hitchTimeMs! - Self.frame) < 1e-3, "\(run.engine)")
            #expect(frames.startJumped == false && frames.midJumped == false, "\(run.engine)")
        }
    }

    @Test("a began at 0 whose first frame shows 0.4 jumps at the start; a fast drag does not")
    func jumps() throws {
        let jumped = try #require(try analyze("credit-start-jump.jsonl").runs.first?.frames.first)
        // 0.4 less the motion that follows, (1 - 0.4) / 14 a frame.
        #expect(abs(jumped.startJump! - (0.4 - 0.6 / 14)) < 1e-5)
        #expect(jumped.startJumped == true && jumped.midJumped == false)
        for run in try analyze("credit-fast-drag.jsonl", engines: [.recorded, .legacy, .fluid]).runs {
            let frames = try #require(run.frames.first)
            #expect(frames.startJumped == false && frames.midJumped == false, "\(run.engine)")
        }
    }
}
