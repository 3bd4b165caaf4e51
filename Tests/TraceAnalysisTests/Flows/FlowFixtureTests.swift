import Foundation
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import _TestSupport

/// The hand-made traces of Tests/Fixtures/flows (written by its make_fixtures.py) walked through
/// the three flows of onboarding.flows.json: every value follows from the touch times.
@Suite("Flows on hand-made traces")
struct FlowFixtureTests {
    static let flows: [Flow] = {
        let data = try! Data(contentsOf: TestPaths.fixture("flows/onboarding.flows.json"))
        return try! FlowConfiguration.parse(json: data).flows
    }()

    static func runs(_ name: String) throws -> [String: FlowRun] {
        let trace = try LoadedTrace.load(path: TestPaths.fixture("flows/\(name)").path)
        #expect(trace.isValid)
        let analysed = TraceAnalyzer.analyze(
            path: name, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: [.fluid], flows: flows))
        return Dictionary(grouping: analysed.flowRuns, by: \.flow).mapValues { runs in
            #expect(runs.count == 1)
            return runs[0]
        }
    }

    /// (time_ms, attempts, wrong_gestures, touches_during_wait) of each step; time nil when not completed.
    static func steps(_ run: FlowRun?) -> [Cells] {
        run?.steps.map {
            Cells(time: $0.timeMs, attempts: $0.attempts, wrong: $0.wrongGestures, waiting: $0.touchesDuringWait)
        }
            ?? []
    }

    struct Cells: Equatable, CustomStringConvertible {
        var time: Double?
        var attempts: Int
        var wrong: Int
        var waiting: Int
        init(time: Double?, attempts: Int, wrong: Int, waiting: Int = 0) {
            self.time = time
            self.attempts = attempts
            self.wrong = wrong
            self.waiting = waiting
        }
        var description: String { "(\(time.map { "\($0)" } ?? "nil"), \(attempts), \(wrong), \(waiting))" }
    }

    /// The steps of a run that does every step once: double tap up at 1280 (run start 0), the tip
    /// for 2000 ms, the drag's lift 920 ms later, the colour tap 480 ms after it, the memo 600 ms after that.
    static let firstTry = [
        Cells(time: 1280, attempts: 1, wrong: 0), Cells(time: 2000, attempts: 0, wrong: 0),
        Cells(time: 920, attempts: 1, wrong: 0), Cells(time: 480, attempts: 1, wrong: 0),
        Cells(time: 600, attempts: 1, wrong: 0),
    ]

    @Test("complete on the first try: every step once, 5280 ms")
    func completeFirstTry() throws {
        let runs = try Self.runs("complete-first-try.jsonl")
        for name in ["highlight-onboarding", "highlight-onboarding-strict"] {
            let run = try #require(runs[name])
            #expect(run.completed && run.endReason == .completed && run.stepsReached == 5 && run.droppedAt == nil)
            #expect(run.tStart == 0 && run.durationMs == 5280)
            #expect(Self.steps(run) == Self.firstTry)
        }
    }

    @Test("a single tap where a double tap is asked is a wrong gesture of step 1; strict mode breaks there")
    func wrongThenRight() throws {
        let runs = try Self.runs("wrong-then-right.jsonl")
        let ordered = try #require(runs["highlight-onboarding"])
        #expect(ordered.completed && ordered.durationMs == 6280)
        var expected = Self.firstTry
        expected[0] = Cells(time: 2280, attempts: 2, wrong: 1)
        #expect(Self.steps(ordered) == expected)
        let strict = try #require(runs["highlight-onboarding-strict"])
        #expect(!strict.completed && strict.endReason == .strictBreak && strict.droppedAt?.name == "double-tap")
        #expect(strict.stepsReached == 1 && strict.durationMs == 800)
        #expect(Self.steps(strict).first == Cells(time: nil, attempts: 1, wrong: 1))
    }

    @Test("a drag while the tip shows is a touch during the wait, not the drag step's and not a break")
    func touchDuringWait() throws {
        let runs = try Self.runs("touch-during-wait.jsonl")
        var expected = Self.firstTry
        expected[1] = Cells(time: 2000, attempts: 0, wrong: 0, waiting: 1)
        for name in ["highlight-onboarding", "highlight-onboarding-strict"] {
            let run = try #require(runs[name])
            #expect(run.completed && run.durationMs == 5280)
            #expect(Self.steps(run) == expected)
        }
    }

    @Test("drop-off at step 3: a memo tap instead of the drag, then the trace ends at 6000 ms")
    func dropAtStepThree() throws {
        let runs = try Self.runs("drop-at-step-3.jsonl")
        let run = try #require(runs["highlight-onboarding"])
        #expect(!run.completed && run.endReason == .traceEnded && run.droppedAt?.name == "drag")
        #expect(run.stepsReached == 3 && run.durationMs == 6000)
        let expected = [
            Cells(time: 1280, attempts: 1, wrong: 0), Cells(time: 2000, attempts: 0, wrong: 0),
            Cells(time: nil, attempts: 1, wrong: 1), Cells(time: nil, attempts: 0, wrong: 0),
            Cells(time: nil, attempts: 0, wrong: 0),
        ]
        #expect(Self.steps(run) == expected)
        #expect(run.steps.map(\.reached) == [true, true, true, false, false])
        // No colour tap: a first-match flow starting with one has no run at all.
        #expect(runs["colour-then-memo"] == nil)
    }

    @Test("strict mode: a tap where the drag is asked ends the run at its down; ordered goes on")
    func strictBreak() throws {
        let runs = try Self.runs("strict-break.jsonl")
        let strict = try #require(runs["highlight-onboarding-strict"])
        #expect(strict.endReason == .strictBreak && strict.droppedAt?.name == "drag" && strict.durationMs == 3600)
        #expect(Self.steps(strict)[2] == Cells(time: nil, attempts: 1, wrong: 1))
        let ordered = try #require(runs["highlight-onboarding"])
        #expect(ordered.completed && ordered.durationMs == 6280)
        #expect(Self.steps(ordered)[2] == Cells(time: 1920, attempts: 2, wrong: 1))
    }

    @Test("first-match start and a step window: the run starts at the colour tap's down, the memo comes too late")
    func firstMatchAndWindow() throws {
        let run = try #require(try Self.runs("complete-first-try.jsonl")["colour-then-memo"])
        // Colour tap 4600-4680; the memo must end by 4680 + 500 = 5180; its down is at 5200.
        #expect(run.tStart == 4600 && run.endReason == .stepWindow && run.durationMs == 580)
        #expect(Self.steps(run) == [Cells(time: 80, attempts: 1, wrong: 0), Cells(time: nil, attempts: 0, wrong: 0)])
    }

    @Test("summary rows: completion and conversion with counts and Wilson intervals, step times per step")
    func summaryRows() throws {
        var traces: [AnalyzedTrace] = []
        for name in [
            "complete-first-try.jsonl", "wrong-then-right.jsonl", "touch-during-wait.jsonl", "drop-at-step-3.jsonl",
            "strict-break.jsonl",
        ] {
            let trace = try LoadedTrace.load(path: TestPaths.fixture("flows/\(name)").path)
            traces.append(
                TraceAnalyzer.analyze(
                    path: name, header: trace.header, events: trace.events,
                    options: AnalysisOptions(recognition: .default, engines: [.fluid], flows: Self.flows)))
        }
        let rows = FlowSummarizer.rows(traces, flows: Self.flows, engines: [.fluid])
        func row(_ metric: MetricName, _ scope: SummaryScope) -> SummaryRow? {
            rows.first { $0.metric == metric && $0.scope == scope }
        }
        let completion = try #require(row(.flowCompletion, .flow("highlight-onboarding")))
        #expect(completion.rate == RateSummary(numerator: 4, denominator: 5))
        #expect(completion.intervals[.rate] != nil)
        let strict = try #require(row(.flowCompletion, .flow("highlight-onboarding-strict")))
        #expect(strict.rate == RateSummary(numerator: 2, denominator: 5))
        let drag = SummaryScope.flowStep(flow: "highlight-onboarding", step: "drag")
        #expect(row(.stepReached, drag)?.rate == RateSummary(numerator: 5, denominator: 5))
        #expect(row(.stepConversion, drag)?.rate == RateSummary(numerator: 4, denominator: 5))
        let time = try #require(row(.stepTime, drag)?.distribution)
        #expect(time.count == 4 && time.p50 == 920 && time.max == 1920)
        #expect(row(.stepWrongGestures, drag)?.distribution?.mean == 2.0 / 5)
        let first = SummaryScope.flowStep(flow: "highlight-onboarding", step: "double-tap")
        #expect(row(.stepTime, first)?.distribution?.max == 2280)
        // Per flow: 2 flow rows, then 4 per step.
        #expect(rows.count == (2 + 4 * 5) + (2 + 4 * 5) + (2 + 4 * 2))
        // At most 5 runs a flow: too few for a mean's interval (10) or a p50's (6).
        #expect(rows.allSatisfy { $0.distribution == nil || $0.intervals.isEmpty })
        // Without intervals (an output that shows none): the same rows, distributions bare.
        let bare = FlowSummarizer.rows(
            runs: [traces.flatMap(\.flowRuns)], flows: Self.flows, engines: [.fluid], intervals: false)
        #expect(bare == rows.map(SummaryDraftTests.withoutIntervals))
    }
}
