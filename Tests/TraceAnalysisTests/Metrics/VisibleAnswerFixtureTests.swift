import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The visible-answer fixtures (`Tests/Fixtures/visible/*.jsonl`, written by
/// `Tests/Fixtures/scripts/credit_fixtures.py`), 60 Hz frames: docs/analysis.md "Latency breakdown".
@Suite("Visible answers and the latency breakdown")
struct VisibleAnswerFixtureTests {
    static let frame = 1000.0 / 60
    /// The first frame time at or after `t`.
    static func frameTime(atOrAfter t: Double) -> Double { (t / frame - 1e-9).rounded(.up) * frame }

    func intents(_ name: String) throws -> [String: IntentMetrics] {
        let trace = try LoadedTrace.load(path: TestPaths.fixture("visible/\(name)").path)
        #expect(trace.isValid)
        let analyzed = TraceAnalyzer.analyze(
            path: name, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: [.recorded]))
        return Dictionary(uniqueKeysWithValues: analyzed.runs[0].intents.map { ($0.intent.id, $0) })
    }

    @Test("a tap answered by a began that shows three frames later: measured to the visible frame")
    func visibleLate() throws {
        let intents = try intents("visible-late.jsonl")
        let open = try #require(intents["open"])
        let began = Self.frameTime(atOrAfter: 1080) + Self.frame
        let visible = began + 3 * Self.frame
        #expect(open.answeredBy == .visible)
        #expect(abs(open.firstTouchLatency! - (visible - 1000)) < 1e-3)
        #expect(abs(open.responseLatency! - (visible - 1080)) < 1e-3)
        let parts = try #require(open.breakdown)
        #expect(abs(parts.recognition - 80) < 1e-3)
        #expect(abs(parts.start - (began - 1080)) < 1e-3)
        #expect(abs(parts.presentation - 3 * Self.frame) < 1e-3)
        #expect(abs(parts.total - open.firstTouchLatency!) < 1e-9)

        // The close's visible event is in its began's frame: nothing to present.
        let close = try #require(intents["close"])
        #expect(close.answeredBy == .visible && close.achieved)
        let closeParts = try #require(close.breakdown)
        #expect(closeParts.presentation == 0)
        #expect(abs(closeParts.recognition - 80) < 1e-3)
        #expect(abs(closeParts.total - close.firstTouchLatency!) < 1e-9)
    }

    @Test("without visible events the answer is the began, and says so")
    func visibleAbsent() throws {
        let late = try intents("visible-late.jsonl")
        let absent = try intents("visible-absent.jsonl")
        let open = try #require(absent["open"])
        #expect(open.answeredBy == .reaction)
        #expect(open.breakdown?.presentation == 0)
        // The same touches and began, three frames earlier than what the user saw.
        #expect(abs(late["open"]!.firstTouchLatency! - open.firstTouchLatency! - 3 * Self.frame) < 1e-3)
        #expect(late["open"]!.breakdown!.start == open.breakdown!.start)
        // Time to goal is unchanged: the transition ends where it ended.
        #expect(late["open"]!.timeToGoal == open.timeToGoal)
    }

    @Test("a slow reversal credited by its cause is the first tap's cancel; without one the latest tap gets it")
    func reversedWithCause() throws {
        let caused = try #require(try intents("visible-reversed-cause.jsonl")["cancel"])
        let guessed = try #require(try intents("visible-reversed-nocause.jsonl")["cancel"])
        #expect(caused.cancelOk == true && guessed.cancelOk == true)
        // Both answer about 300 ms after the first tap's down (the transition was already visible).
        #expect(caused.answeredBy == .visible)
        let first = try #require(caused.tFirstTouch)
        let turn = Self.frameTime(atOrAfter: first + 300)
        #expect(abs(caused.firstTouchLatency! - (turn - first)) < 1e-3)
        // With the cause, the tap that asked is the one answered: the response runs from its up
        // (60 ms after the down); without it, from the later tap on the photo's up (150 ms).
        #expect(abs(caused.responseLatency! - (turn - first - 60)) < 1e-3)
        #expect(abs(guessed.responseLatency! - (turn - first - 150)) < 1e-3)
        #expect(abs(caused.breakdown!.recognition - 60) < 1e-3)
        #expect(abs(guessed.breakdown!.recognition - 150) < 1e-3)
    }

    @Test("the three parts add up to the first-touch latency on every answered intent of the models too")
    func partsAddUpUnderModels() throws {
        let trace = try LoadedTrace.load(path: TestPaths.fixture("visible/visible-late.jsonl").path)
        let analyzed = TraceAnalyzer.analyze(
            path: "visible-late", header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: [.legacy, .fluid]))
        var checked = 0
        for run in analyzed.runs {
            for m in run.intents where !m.unanswered {
                let parts = try #require(m.breakdown)
                #expect(m.answeredBy == .model)
                #expect(parts.recognition >= 0 && parts.start >= 0 && parts.presentation > 0)
                #expect(abs(parts.total - m.firstTouchLatency!) < 1e-9)
                checked += 1
            }
        }
        #expect(checked >= 2)  // the open, under each model (neither closes on a backdrop tap)
    }
}
