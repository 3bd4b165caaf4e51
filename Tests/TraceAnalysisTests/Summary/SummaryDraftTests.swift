import Testing
import TraceModel
import TransitionSimulation

@testable import TraceAnalysis

/// `SummaryDraft` computes the intervals of every engine's and scope's distributions in jobs; these
/// tests hold its rows to the rows computed scope by scope, as before it existed.
@Suite("Summary draft: intervals computed in jobs")
struct SummaryDraftTests {
    static let engines: [EngineKind] = [.legacy, .fluid]

    static let summary: CorpusSummary = {
        var summary = CorpusSummary(engines: engines, whatIf: true)
        for trace in BundledCorpusStoryTests.analysed { summary.add(trace) }
        return summary
    }()

    /// One engine's rows drawn scope by scope: each scope's intent rows, then its frame rows.
    static func perScope(_ engine: EngineKind) -> [SummaryRow] {
        let traces = BundledCorpusStoryTests.analysed
        func intents(_ selected: [AnalyzedTrace]) -> [SummarizedIntent] {
            selected.flatMap { CorpusSummarizer.scoredIntents($0, engine: engine).map(SummarizedIntent.init) }
        }
        var rows =
            CorpusSummarizer.scopeRows(engine: engine, scope: .overall, intents: intents(traces), whatIf: true)
            + TransitionFrameSummarizer.rows(engine: engine, scope: .overall, traces: traces, whatIf: true)
        for name in Set(traces.compactMap(\.scenario)).sorted() {
            let inScenario = traces.filter { $0.scenario == name }
            rows += CorpusSummarizer.scopeRows(
                engine: engine, scope: .scenario(name), intents: intents(inScenario), whatIf: true)
            rows += TransitionFrameSummarizer.rows(
                engine: engine, scope: .scenario(name), traces: inScenario, whatIf: true)
        }
        return rows
    }

    @Test("every row equals the row drawn scope by scope, intervals included")
    func sameAsPerScope() {
        let drawn = Self.summary.draft().rows()
        #expect(drawn.count == Self.engines.count)
        for (engine, rows) in zip(Self.engines, drawn) {
            let reference = Self.perScope(engine)
            #expect(rows.count == reference.count)
            #expect(
                rows.contains { !$0.intervals.isEmpty && $0.distribution != nil }, "some distributions have intervals")
            for (row, expected) in zip(rows, reference) { #expect(row == expected) }
            #expect(Self.summary.rows(engine: engine) == rows)
        }
    }

    @Test("the jobs give the same rows in any order of computing")
    func jobsInAnyOrder() {
        let draft = Self.summary.draft()
        #expect(draft.jobs > 1)
        let reversed = (0..<draft.jobs).reversed().map(draft.intervals(job:))
        #expect(draft.rows(Array(reversed.reversed())) == draft.rows())
    }

    @Test("the rows do not depend on how many distributions share a job", arguments: [1, 2, 5])
    func anyGrouping(rowsPerJob: Int) {
        let engines = Array(Self.engines.indices)
        let grouped = SummaryDraft(Self.summary, engines: engines, rowsPerJob: rowsPerJob)
        let whole = SummaryDraft(Self.summary, engines: engines, rowsPerJob: .max)
        #expect(whole.jobs == 1 && grouped.jobs > 1)
        #expect(grouped.rows() == whole.rows())
    }

    @Test(
        "a job's rows read the same values from a goal's copied intents as from every trace's, copied or not",
        arguments: [0, 5, 40, SummaryDraft.copiedIntents])
    func copiedGoalIntents(limit: Int) {
        let rows = Self.engines.indices.flatMap { Self.summary.draftRows(engine: $0, distributions: false) }
        #expect(rows.contains { !$0.row.metric.isRate && !Self.summary.values(of: $0.row, from: $0.source).isEmpty })
        var copied: CorpusSummary.GoalIntents?
        // In row order (a goal's rows one after the other), then backwards.
        for (row, source) in rows + rows.reversed() {
            let values = Self.summary.values(of: row, from: source, reusing: &copied, limit: limit)
            #expect(values == Self.summary.values(of: row, from: source), "\(row.metric) \(row.goal)")
        }
    }

    /// `row` as it is without intervals: a distribution's gone, a rate's kept.
    static func withoutIntervals(_ row: SummaryRow) -> SummaryRow {
        var row = row
        if row.distribution != nil { row.intervals = [:] }
        return row
    }

    @Test("without intervals: no jobs, the same rows, Wilson intervals kept, none on distributions")
    func withoutIntervals() {
        let drawn = Self.summary.draft().rows()
        let bare = Self.summary.draft(intervals: false)
        #expect(bare.jobs == 0)
        let rows = bare.rows()
        #expect(rows.map(\.count) == drawn.map(\.count))
        #expect(
            drawn.joined().contains { $0.distribution != nil && !$0.intervals.isEmpty },
            "some distributions have intervals")
        #expect(
            rows.joined().contains { $0.rate != nil && $0.intervals[.rate] != nil }, "rates keep their Wilson intervals"
        )
        for (row, full) in zip(rows.joined(), drawn.joined()) { #expect(row == Self.withoutIntervals(full)) }
    }
}
