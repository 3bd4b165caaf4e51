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
        set.entries = [Self.entry(.midJump, "m.jsonl", "legacy-1", goal: nil)]
        set.entries += (1...50).map { Self.entry(.neverAchieved, "t\($0).jsonl", "i\($0)") }
        set.entries.append(Self.entry(.neverAchieved, "c.jsonl", "c1", goal: "close"))
        set.entries.append(Self.entry(.neverAchieved, "f.jsonl", "f1", engine: .fluid))
        set.entries.append(Self.entry(.unanswered, "u.jsonl", "u1", scenario: "browse"))
        let findings = set.grouped()
        #expect(findings.map(\.kind) == [.unanswered, .neverAchieved, .neverAchieved, .neverAchieved, .midJump])
        #expect(findings[1].items.count == 50)
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
        #expect(FindingSet.of(partial, engines: [.legacy]).entries.isEmpty)
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
}
