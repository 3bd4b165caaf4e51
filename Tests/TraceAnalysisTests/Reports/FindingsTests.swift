import Testing
import TraceModel
import TransitionSimulation

@testable import TraceAnalysis

/// "What went wrong" (docs/reports.md): alike problems grouped by engine, kind, scenario and goal,
/// worst first, every item kept as evidence.
@Suite("Report findings")
struct FindingsTests {
    static func entry(
        _ kind: Finding.Kind, _ trace: String, _ id: String, engine: EngineKind = .legacy,
        scenario: String? = "quick-dismiss", goal: String? = "open"
    ) -> FindingSet.Entry {
        FindingSet.Entry(
            engine: engine, kind: kind, scenario: scenario, goal: goal, item: Finding.Item(trace: trace, id: id))
    }

    @Test("fifty alike read as one finding with a count; groups worst kind first, then the largest")
    func grouping() {
        var set = FindingSet()
        set.add(Self.entry(.midJump, "m.jsonl", "legacy-1", goal: nil))
        for number in 1...50 { set.add(Self.entry(.neverAchieved, "t\(number).jsonl", "i\(number)")) }
        set.add(Self.entry(.neverAchieved, "c.jsonl", "c1", goal: "close"))
        set.add(Self.entry(.neverAchieved, "f.jsonl", "f1", engine: .fluid))
        set.add(Self.entry(.unanswered, "u.jsonl", "u1", scenario: "browse"))
        let findings = set.grouped()
        #expect(findings.map(\.kind) == [.unanswered, .neverAchieved, .neverAchieved, .neverAchieved, .midJump])
        #expect(findings[1].items.count == 50 && findings[1].count == 50)
        #expect(findings[1].items.first == Finding.Item(trace: "t1.jsonl", id: "i1"))
        #expect(findings[1].headline == "50 open intents never achieved")
        #expect(findings[1].place == "legacy, scenario quick-dismiss")
        #expect(findings[1].replayCommand(findings[1].items[0]) == "gesturetrace replay t1.jsonl --engine legacy")
        // Engines left out of the verdict are left out of the findings.
        let leftOut = WhatIfApplicability(
            rows: [
                SummaryRow(
                    engine: .legacy, population: .whatIf, scope: .overall, metric: .unanswered,
                    rate: RateSummary(numerator: 9, denominator: 10))
            ], engines: [.legacy, .fluid])
        #expect(set.grouped(leaving: leftOut).map(\.engine) == [.fluid])
    }

    @Test("an unanswered cancel is one finding, unanswered, not also a failed cancel")
    func oneKindPerIntent() {
        var set = FindingSet()
        set.merge(FindingSet())
        let partial = PartialTrace(path: "p.jsonl", failure: "bad")
        #expect(FindingSet.of(partial, engines: [.legacy]).isEmpty)
        var trace = PartialTrace(path: "q.jsonl")
        trace.scenario = "change-of-mind"
        trace.shares = [
            PartialTrace.EngineShare(
                engine: .legacy, intentCount: 3, agreement: nil,
                intents: [
                    SummarizedIntent(
                        goal: .cancel, gestures: 1, touched: true, unanswered: true, achieved: false, cancelOk: false,
                        firstTouchLatency: .infinity, responseLatency: .infinity, timeToCancel: .infinity,
                        timeToGoal: nil, cancelDepth: nil),
                    SummarizedIntent(
                        goal: .cancel, gestures: 1, touched: true, unanswered: false, achieved: false, cancelOk: false,
                        firstTouchLatency: 50, responseLatency: 20, timeToCancel: .infinity, timeToGoal: nil,
                        cancelDepth: 0.3),
                    SummarizedIntent(
                        goal: .open, gestures: 1, touched: true, unanswered: false, achieved: true, cancelOk: nil,
                        firstTouchLatency: 50, responseLatency: 20, timeToCancel: nil, timeToGoal: 300,
                        cancelDepth: nil),
                ], intentIds: ["a", "b", "c"], frames: [])
        ]
        set.merge(FindingSet.of(trace, engines: [.legacy]))
        #expect(set.grouped().map(\.kind) == [.unanswered, .failedCancel])
        #expect(set.grouped().map { $0.items.map(\.id) } == [["a"], ["b"]])
    }

    /// A long trace has hundreds of thousands of problems: a group counts them all and keeps the
    /// first ones, whether they came one by one or merged trace by trace.
    @Test("a group counts every problem and keeps the first items, one by one or merged")
    func boundedGroups() {
        let kept = FindingSet.itemsKept
        var one = FindingSet()
        var merged = FindingSet()
        var piece = FindingSet()
        for number in 1...(3 * kept + 7) {
            let entry = Self.entry(.unanswered, "t\(number).jsonl", "i\(number)")
            one.add(entry)
            piece.add(entry)
            if number % 37 == 0 {
                merged.merge(piece)
                piece = FindingSet()
            }
            if number == 5 { one.add(Self.entry(.midJump, "m.jsonl", "legacy-1", goal: nil)) }
            if number == 5 { piece.add(Self.entry(.midJump, "m.jsonl", "legacy-1", goal: nil)) }
        }
        merged.merge(piece)
        #expect(one == merged)
        let findings = one.grouped()
        #expect(findings.map(\.count) == [3 * kept + 7, 1])
        #expect(findings[0].items.map(\.id) == (1...kept).map { "i\($0)" })
        #expect(findings[0].headline == "\(3 * kept + 7) unanswered open intents (no touch got an answer)")
    }
}
