import RegressionGates
import Testing
import TraceAnalysis
import TraceModel

@Suite("What changed against the baseline, per regression check")
struct GateChangeCollectorTests {
    /// A scored intent: touched unless `latency` is nil; unanswered when it is infinite.
    static func intent(
        _ goal: IntentGoal, latency: Double?, gestures: Int = 1, cancelOk: Bool? = nil, achieved: Bool = true
    ) -> SummarizedIntent {
        SummarizedIntent(
            goal: goal, gestures: latency == nil ? 0 : gestures, touched: latency != nil,
            unanswered: latency == .infinity, achieved: achieved, cancelOk: cancelOk, firstTouchLatency: latency,
            responseLatency: latency, timeToCancel: nil, timeToGoal: nil, cancelDepth: nil)
    }

    /// The p50 of opens in scenario `s` at `p50` ms, as a baseline's row.
    static func openLatency(p50: Double, count: Int = 9) -> SummaryRow {
        SummaryRow(
            engine: .fluid, scope: .scenario("s"), goal: .open, metric: .firstTouchLatency,
            distribution: DistributionSummary(
                count: count, mean: p50, p50: p50, p90: p50, p95: p50, p99: p50, max: p50))
    }

    static let openCheck = GateAssertion(
        metric: .firstTouchLatency, statistic: .p50, engine: .fluid, scenario: "s", goal: .open,
        maxIncrease: .percent(10))

    /// Two traces of scenario `s` (and one of another scenario) against a baseline p50 of 100 ms.
    static func openCollector() throws -> GateChangeCollector {
        let configuration = try GateConfiguration(assertions: [openCheck])
        var collector = GateChangeCollector(configuration, baseline: [openLatency(p50: 100)])
        collector.add(
            trace: "a.jsonl", scenario: "s", device: "d", engine: .fluid,
            intentIds: ["o1", "o2", "o3", "o4", "o5", "o6", "c1", "o7"],
            intents: [
                intent(.open, latency: 90), intent(.open, latency: 150), intent(.open, latency: 100),
                intent(.open, latency: 120), intent(.open, latency: .infinity), intent(.open, latency: 150),
                intent(.close, latency: 400), intent(.open, latency: nil),
            ])
        collector.add(
            trace: "other.jsonl", scenario: "t", device: "d", engine: .fluid, intentIds: ["o1"],
            intents: [intent(.open, latency: 900)])
        collector.add(
            trace: "a.jsonl", scenario: "s", device: "d", engine: .legacy, intentIds: ["o1"],
            intents: [intent(.open, latency: 900)])
        collector.add(
            trace: "b.jsonl", scenario: "s", device: "d", engine: .fluid, intentIds: ["o1", "o2", "o3"],
            intents: [intent(.open, latency: 130), intent(.open, latency: 110), intent(.open, latency: 105)])
        return collector
    }

    @Test("a distribution: the intents of the check's population above the baseline's figure, worst first")
    func distribution() throws {
        let changed = try #require(try Self.openCollector().changes[0])
        // 9 touched opens of fluid in scenario s; 100 ms itself is not beyond.
        #expect(changed.count == 7 && changed.population == 9)
        #expect(changed.summary == "7 of 9 intents beyond the baseline's p50 (100.0 ms)")
        // No answer first, then the longest; the two 150 ms in input order.
        #expect(changed.worst.map(\.place) == ["a.jsonl#o5", "a.jsonl#o2", "a.jsonl#o6", "b.jsonl#o1", "a.jsonl#o4"])
        #expect(changed.worst.map(\.value) == ["no answer", "150.0 ms", "150.0 ms", "130.0 ms", "120.0 ms"])
        #expect(changed.replayCommand(changed.worst[0]) == "gesturetrace replay a.jsonl --engine fluid")
    }

    @Test("many intents beyond: the count is exact and the worst are kept in bounded memory")
    func manyIntents() throws {
        let configuration = try GateConfiguration(assertions: [Self.openCheck])
        var collector = GateChangeCollector(configuration, baseline: [Self.openLatency(p50: 100)])
        for trace in 0..<50 {
            let latencies = (0..<40).map { Double(101 + (trace * 40 + $0) % 997) }
            collector.add(
                trace: "t\(trace)", scenario: "s", device: "d", engine: .fluid,
                intentIds: latencies.indices.map { "o\($0)" },
                intents: latencies.map { Self.intent(.open, latency: $0) })
        }
        let changed = try #require(collector.changes[0])
        #expect(changed.count == 2000 && changed.population == 2000)
        // 1097 ms is 101 + 996: the intents numbered 996 and 1993 (in input order).
        #expect(changed.worst.map(\.place) == ["t24#o36", "t49#o33", "t24#o35", "t49#o32", "t24#o34"])
    }

    @Test("a rate: the intents on its bad side, against the baseline's rate; maxDecrease reads below")
    func rate() throws {
        let configuration = try GateConfiguration(assertions: [
            GateAssertion(
                metric: .cancelSuccess, statistic: .rate, engine: .fluid, goal: .cancel,
                maxDecrease: .absolute(0.1)),
            GateAssertion(metric: .multiGesture, statistic: .rate, engine: .fluid, maxIncrease: .absolute(0.05)),
        ])
        let baseline = [
            SummaryRow(
                engine: .fluid, scope: .overall, goal: .cancel, metric: .cancelSuccess,
                rate: RateSummary(numerator: 10, denominator: 10)),
            SummaryRow(
                engine: .fluid, scope: .overall, metric: .multiGesture, rate: RateSummary(numerator: 0, denominator: 10)
            ),
        ]
        var collector = GateChangeCollector(configuration, baseline: baseline)
        collector.add(
            trace: "c.jsonl", scenario: nil, device: "d", engine: .fluid, intentIds: ["x1", "x2", "x3", "o1"],
            intents: [
                Self.intent(.cancel, latency: 80, gestures: 2, cancelOk: false),
                Self.intent(.cancel, latency: 80, cancelOk: true),
                Self.intent(.cancel, latency: 80, gestures: 3, cancelOk: false),
                Self.intent(.open, latency: 80),
            ])
        let cancels = try #require(collector.changes[0])
        #expect(cancels.summary == "2 of 3 cancels failed (baseline 100.0%)")
        #expect(cancels.worst.map(\.place) == ["c.jsonl#x1", "c.jsonl#x3"] && cancels.worst[0].value == "failed")
        let multi = try #require(collector.changes[1])
        #expect(multi.summary == "2 of 4 intents needing 2+ gestures (baseline 0.0%)")
        #expect(multi.worst.map(\.value) == ["3 gestures", "2 gestures"])
    }

    @Test("no intent list for per-transition metrics, counts or an empty baseline; none without a regression limit")
    func noList() throws {
        let configuration = try GateConfiguration(assertions: [
            GateAssertion(metric: .hitchTimeRatio, statistic: .p95, engine: .fluid, maxIncrease: .percent(10)),
            GateAssertion(metric: .firstTouchLatency, statistic: .count, engine: .fluid, maxDecrease: .percent(10)),
            GateAssertion(metric: .timeToGoal, statistic: .p50, engine: .fluid, maxIncrease: .percent(10)),
            GateAssertion(metric: .firstTouchLatency, statistic: .p50, engine: .fluid, max: 100),
        ])
        let baseline = [
            SummaryRow(
                engine: .fluid, scope: .overall, metric: .hitchTimeRatio, distribution: DistributionSummary([1, 2])),
            SummaryRow(
                engine: .fluid, scope: .overall, metric: .firstTouchLatency, distribution: DistributionSummary([1])),
            SummaryRow(engine: .fluid, scope: .overall, metric: .timeToGoal, distribution: DistributionSummary([])),
        ]
        let collector = GateChangeCollector(configuration, baseline: baseline)
        #expect(!collector.listsIntents)
        let changes = collector.changes
        #expect(changes[0]?.summary == "no intent list for per-transition metrics")
        #expect(changes[1]?.summary == "no intent list for a count")
        #expect(changes[2]?.summary == "no intent list: the baseline's p50 is empty (refresh the baseline)")
        #expect(changes[3] == nil)
    }

    @Test("Markdown and report.html: the changed intents under a failing check, nothing under a passing one")
    func outputs() throws {
        let failing = Self.openCheck
        let passing = GateAssertion(
            name: "lenient", metric: .firstTouchLatency, statistic: .p50, engine: .fluid, scenario: "s", goal: .open,
            maxIncrease: .percent(90))
        let configuration = try GateConfiguration(assertions: [failing, passing])
        var both = GateChangeCollector(configuration, baseline: [Self.openLatency(p50: 100)])
        both.add(
            trace: "a.jsonl", scenario: "s", device: "d", engine: .fluid, intentIds: ["o1", "o2"],
            intents: [Self.intent(.open, latency: 150), Self.intent(.open, latency: .infinity)])
        let evaluation = try GateEvaluator.evaluate(
            configuration, summary: [Self.openLatency(p50: 140)], baseline: [Self.openLatency(p50: 100)]
        ).attaching(both.changes)
        #expect(evaluation.results.map(\.status) == [.fail, .pass])
        let markdown = GateReport.markdown(evaluation)
        let changedLines = markdown.split(separator: "\n").filter { $0.contains("changed against the baseline") }
        #expect(
            changedLines == [
                "  - changed against the baseline: 2 of 2 intents beyond the baseline's p50 (100.0 ms); worst: "
                    + "`a.jsonl#o2` no answer, `a.jsonl#o1` 150.0 ms"
            ])
        let changes = GateReport.reportChanges(evaluation)
        #expect(changes.count == 1 && changes[0].status == "fail")
        #expect(
            changes[0].intents.map(\.replay) == Array(repeating: "gesturetrace replay a.jsonl --engine fluid", count: 2)
        )
        // Without attached changes, the Markdown is as before: no such line.
        #expect(!GateReport.markdown(evaluation.attaching([nil, nil])).contains("changed against"))
    }
}
