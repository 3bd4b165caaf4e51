import Testing

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
}
