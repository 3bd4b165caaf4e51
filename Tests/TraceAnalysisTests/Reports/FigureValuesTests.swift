import Testing
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

@testable import TraceAnalysis

/// `report.html`'s figures read their per-intent values from the summary once a run is over
/// (`ReportSamples.addFigureValues(from:)`): they must be every scored intent's, as gathering
/// them trace by trace gave them (sorted, as the figures read them).
@Suite("report.html's figure values")
struct FigureValuesTests {
    @Test("every bundled and third-party trace on three engines: the values of each scored intent, in order")
    func fromTheSummary() throws {
        let engines: [EngineKind] = [.legacy, .fluid, .recorded]
        var summary = CorpusSummary(engines: engines, whatIf: true)
        var samples = ReportSamples(engines: engines)
        var latencies: [[Double]] = engines.map { _ in [] }
        var timesToGoal: [[Double]] = engines.map { _ in [] }
        var gestures: [[Int]] = engines.map { _ in [] }
        for url in TestPaths.bundledAndThirdPartyTraces {
            let loaded = try LoadedTrace.load(path: url.path)
            guard loaded.isValid else { continue }
            let trace = TraceAnalyzer.analyze(
                path: loaded.path, header: loaded.header, events: loaded.events,
                options: AnalysisOptions(
                    recognition: .default, engines: engines, whatIf: true, keepsReplayDetail: false))
            summary.add(trace)
            samples.merge(ReportSamples.of(trace, engines: engines))
            for (index, engine) in engines.enumerated() {
                for metrics in CorpusSummarizer.scoredIntents(trace, engine: engine) {
                    if let latency = metrics.firstTouchLatency { latencies[index].append(latency) }
                    if metrics.tFirstTouch != nil { gestures[index].append(metrics.gestures) }
                    if let time = metrics.timeToGoal { timesToGoal[index].append(time) }
                }
            }
        }
        samples.addFigureValues(from: summary)
        for index in engines.indices {
            let values = samples.byEngine[index]
            #expect(values.latencies == latencies[index].sorted() && values.timesToGoal == timesToGoal[index].sorted())
            #expect(values.gestures.total == gestures[index].count)
            #expect(
                values.gestures.byCount
                    == [1, 2, 3, 4].map { k in gestures[index].count { k == 4 ? $0 >= 4 : $0 == k } })
        }
        #expect(latencies.allSatisfy { $0.count > 100 } && latencies[0].contains(.infinity))
    }
}
