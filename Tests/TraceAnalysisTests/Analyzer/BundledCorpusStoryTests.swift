import Foundation
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The bundled synthetic corpus tells the fluid engine's story (issue: analysis, "Must show"). The
/// story compares both engines on the same traces: a what-if (`--what-if`), labelled so; the
/// default like-for-like run scores each trace only under the engine its users drove.
@Suite("The story of the bundled corpus")
struct BundledCorpusStoryTests {
    static let analysed: [AnalyzedTrace] = {
        let root = TestPaths.trace("synthetic")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        return files.compactMap { relative in
            guard let trace = try? LoadedTrace.load(path: root.appendingPathComponent(relative).path), trace.isValid
            else { return nil }
            return TraceAnalyzer.analyze(
                path: relative, header: trace.header, events: trace.events,
                options: AnalysisOptions(recognition: .default, whatIf: true))
        }
    }()

    static let rows = CorpusSummarizer.rows(analysed, engines: [.legacy, .fluid], whatIf: true)

    func value(_ engine: EngineKind, _ scope: SummaryScope, _ metric: MetricName, _ statistic: SummaryStatistic) throws
        -> Double
    {
        let row = try #require(Self.rows.first { $0.engine == engine && $0.scope == scope && $0.metric == metric })
        return try #require(row.value(of: statistic))
    }

    @Test("all 120 traces are analysed")
    func corpusIsThere() {
        #expect(Self.analysed.count == 120)
    }

    @Test("quick-dismiss: first-touch latency and gestures per intent are lower on fluid")
    func quickDismiss() throws {
        let scope = SummaryScope.scenario("quick-dismiss")
        #expect(
            try value(.fluid, scope, .firstTouchLatency, .p95) < value(.legacy, scope, .firstTouchLatency, .p95) / 3
        )
        #expect(
            try value(.fluid, scope, .gesturesPerIntent, .mean) < value(.legacy, scope, .gesturesPerIntent, .mean))
        #expect(try value(.fluid, scope, .unanswered, .rate) == 0)
        #expect(try value(.legacy, scope, .unanswered, .rate) > 0.2)
    }

    @Test("response latency, the engine's own share, is at most two 60 Hz frames on fluid")
    func responseLatency() throws {
        // A model engine applies an actionable input in the next frame and shows it one frame later:
        // at most 2 * 1000/60 ms after the input, whatever how long the finger was down.
        let twoFrames = 2 * 1000.0 / 60 + 1e-9
        #expect(try value(.fluid, .overall, .responseLatency, .p95) <= twoFrames)
        #expect(try value(.fluid, .overall, .responseLatency, .p50) < value(.fluid, .overall, .firstTouchLatency, .p50))
    }

    @Test("gestures per intent overall: no higher on fluid")
    func gesturesOverall() throws {
        #expect(
            try value(.fluid, .overall, .gesturesPerIntent, .mean)
                <= value(.legacy, .overall, .gesturesPerIntent, .mean))
        #expect(try value(.fluid, .overall, .multiGesture, .rate) < value(.legacy, .overall, .multiGesture, .rate))
    }

    @Test("cancellation: near 100% on fluid, near 0% for in-flight cancels on legacy")
    func cancellation() throws {
        #expect(try value(.fluid, .overall, .cancelSuccess, .rate) >= 0.9)
        for scenario in ["quick-dismiss", "grab-in-flight"] {
            #expect(try value(.legacy, .scenario(scenario), .cancelSuccess, .rate) <= 0.1, "\(scenario)")
            #expect(try value(.fluid, .scenario(scenario), .cancelSuccess, .rate) >= 0.9, "\(scenario)")
        }
        // A change of mind within one pan cancels on both engines.
        #expect(try value(.legacy, .scenario("change-of-mind"), .cancelSuccess, .rate) >= 0.9)
    }

    @Test("inferred intents agree with the labels for at least 90% of intents, under each engine")
    func inference() {
        for engine in [EngineKind.legacy, .fluid] {
            let agreements = Self.analysed.compactMap { $0.runs.first { $0.engine == engine }?.agreement }
            let agree = agreements.map(\.intents.numerator).reduce(0, +)
            let total = agreements.map(\.intents.denominator).reduce(0, +)
            #expect(total >= 240)
            #expect(Double(agree) >= 0.9 * Double(total), "\(engine): \(agree)/\(total)")
        }
    }
}
