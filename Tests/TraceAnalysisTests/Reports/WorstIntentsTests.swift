import Testing
import TraceModel

@testable import TraceAnalysis

/// report.html's "Worst intents": what went wrong comes first (docs/reports.md).
@Suite("Worst intents")
struct WorstIntentsTests {
    static func intent(_ id: String, latency: Double, gestures: Int = 1, never: Bool = false) -> ReportSamples.Intent {
        ReportSamples.Intent(
            trace: "t.jsonl", intentId: id, goal: "open", scenario: nil, latency: latency, gestures: gestures,
            neverReached: never)
    }

    @Test("unanswered, then never reached, then the longest latency, then the most gestures")
    func order() {
        let ranked = ReportSamples.worstFirst([
            Self.intent("slow", latency: 900),
            Self.intent("double-tap open that never opened", latency: 40, never: true),
            Self.intent("unanswered", latency: .infinity),
            Self.intent("retried", latency: 900, gestures: 3),
            Self.intent("fine", latency: 50),
            Self.intent("failed cancel", latency: 60, never: true),
        ])
        #expect(
            ranked.map(\.intentId) == [
                "unanswered", "failed cancel", "double-tap open that never opened", "retried", "slow",
            ])
    }

    @Test("a run's merge of two worst-first lists is the sort of both, ties in input order")
    func mergeIsTheSortOfBoth() {
        var generator = SplitMix64(seed: 7)
        func list(_ name: String) -> [ReportSamples.Intent] {
            (0..<Int.random(in: 0...12, using: &generator)).map { index in
                // Few distinct values, so that ties are the rule.
                Self.intent(
                    "\(name)\(index)", latency: [40, 900, .infinity].randomElement(using: &generator)!,
                    gestures: Int.random(in: 1...2, using: &generator), never: Bool.random(using: &generator))
            }
        }
        for round in 0..<500 {
            let (earlier, later) = (ReportSamples.worstFirst(list("a")), ReportSamples.worstFirst(list("b")))
            let merged = ReportSamples.worstFirst(earlier, then: later)
            #expect(merged == ReportSamples.worstFirst(earlier + later), "round \(round)")
            // Lists in another order are sorted, not merged.
            let reversed = earlier.reversed() + later
            #expect(
                ReportSamples.worstFirst(Array(earlier.reversed()), then: later) == ReportSamples.worstFirst(reversed))
        }
    }
}
