import Foundation
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Without `keepsReplayDetail` (as every corpus run analyses), a trace keeps only what its rows,
/// the summary, report.html's samples and its summary partial are made of, and every one of them
/// is the one the whole analysis gives: what is dropped was never read.
@Suite("What a corpus run keeps of a trace")
struct ReplayDetailTests {
    /// Every bundled trace and every third-party engine's recording (the recorded engine's own
    /// transitions), analysed with labels and without (`inferIntents`), on all three engines.
    static let traces: [LoadedTrace] = TestPaths.bundledAndThirdPartyTraces.compactMap { url in
        guard let trace = try? LoadedTrace.load(path: url.path), trace.isValid else { return nil }
        return trace
    }

    static func analyse(_ trace: LoadedTrace, inferIntents: Bool, keepsDetail: Bool) -> AnalyzedTrace {
        TraceAnalyzer.analyze(
            path: trace.path, header: trace.header, events: trace.events,
            options: AnalysisOptions(
                recognition: .default, engines: [.legacy, .fluid, .recorded], inferIntents: inferIntents,
                whatIf: true, keepsReplayDetail: keepsDetail))
    }

    @Test("the bundled traces are there")
    func tracesAreThere() {
        #expect(Self.traces.count >= 100)
    }

    @Test("the detail is dropped, and the rows, summary and samples stay the same", arguments: [false, true])
    func sameReports(inferIntents: Bool) throws {
        var whole: [AnalyzedTrace] = []
        var slim: [AnalyzedTrace] = []
        for trace in Self.traces {
            let full = Self.analyse(trace, inferIntents: inferIntents, keepsDetail: true)
            let kept = Self.analyse(trace, inferIntents: inferIntents, keepsDetail: false)
            #expect(kept.sequences.isEmpty && kept.sequenceCount == full.sequences.count, "\(trace.path)")
            #expect(kept.gestures == full.gestures, "\(trace.path)")
            for (a, b) in zip(kept.runs, full.runs) {
                #expect(a.evidence.isEmpty && a.replay.decisions.isEmpty, "\(trace.path)")
                #expect(!a.replay.transitions.contains { !$0.steps.isEmpty }, "\(trace.path)")
                #expect(!a.intents.contains { !$0.intent.sequences.isEmpty }, "\(trace.path)")
                #expect(a.replay.transitions.map(\.id) == b.replay.transitions.map(\.id), "\(trace.path)")
            }
            let files = { (analysed: AnalyzedTrace) in
                AnalysisReport.rows(of: .loaded(analysed), flows: false).map {
                    String(decoding: $0.bytes, as: UTF8.self)
                }
            }
            #expect(files(kept) == files(full), "\(trace.path)")
            #expect(
                ReportSamples.of(kept, engines: [.legacy, .fluid, .recorded])
                    == ReportSamples.of(full, engines: [.legacy, .fluid, .recorded]), "\(trace.path)")
            #expect(PartialTrace(kept).encoded() == PartialTrace(full).encoded(), "\(trace.path)")
            whole.append(full)
            slim.append(kept)
        }
        let engines: [EngineKind] = [.legacy, .fluid, .recorded]
        #expect(
            CorpusSummarizer.rows(slim, engines: engines, whatIf: true)
                == CorpusSummarizer.rows(whole, engines: engines, whatIf: true))
        // Some trace had something to drop: the test reads a corpus with touches and transitions.
        #expect(whole.contains { $0.runs.contains { !$0.evidence.isEmpty && !$0.replay.decisions.isEmpty } })
    }
}
