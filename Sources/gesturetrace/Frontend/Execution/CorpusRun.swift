import Foundation
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

/// One analysis of a corpus, shared by `analyze` and `gate`: read every trace (in parallel),
/// analyse the valid ones and summarize. It renders nothing: `CorpusRunRendering` turns it into
/// text, JSON, failure lines and report files.
struct CorpusRun {
    var entries: [TraceTable.Entry]
    var summary: [SummaryRow]
    var engines: [EngineKind]
    var failures: Int
    /// `--what-if`: every trace replayed against every engine (else like for like).
    var whatIf = false
    /// `--recorded-with KIND`: the kind asked for and how many traces it left out.
    var recordedWithFilter: (kind: String, leftOut: Int)?
    /// `--flows`: the flows every trace was walked through (docs/flows.md); empty without it.
    var flows: [Flow] = []

    static func execute(
        paths: [String], engines requested: [EngineKind], jobs: Int, inferIntents: Bool,
        engineConfiguration: EngineConfiguration, reading: ReadingOptions, whatIf: Bool = false,
        recordedWith: String? = nil, flows: [Flow] = []
    ) throws -> CorpusRun {
        let items = try TracePathCollector.items(paths)
        var engines: [EngineKind] = []
        for engine in requested.isEmpty ? AnalysisOptions.defaultEngines : requested where !engines.contains(engine) {
            engines.append(engine)
        }
        let options = AnalysisOptions(
            engines: engines, engineConfiguration: engineConfiguration,
            inferIntents: inferIntents, whatIf: whatIf, flows: flows)
        let readOptions = reading.traceReadOptions
        let progress = ProgressReporter(total: items.count, unit: "traces")
        var entries = ParallelMap.map(
            count: items.count, jobs: jobs, progress: { progress.update(done: $0) },
            { index -> TraceTable.Entry in
                switch items[index] {
                case .trace(let path): analyze(path, readOptions: readOptions, options: options)
                case .skipped(let path, let reason):
                    .failed(TraceTable.Failure(path: path, reason: "skipped: \(reason)"))
                }
            })
        progress.finish()
        var filter: (kind: String, leftOut: Int)?
        if let recordedWith {
            // `--recorded-with KIND`: only traces whose header.engine.kind is KIND (`none`: no kind).
            let kept = entries.filter { entry in
                guard case .loaded(let trace) = entry else { return true }
                return (trace.recordedWith ?? "none") == recordedWith
            }
            filter = (recordedWith, entries.count - kept.count)
            entries = kept
        }
        let failures = entries.filter { if case .failed = $0 { true } else { false } }.count
        let analysed = entries.compactMap { if case .loaded(let t) = $0 { t } else { nil } }
        let summary =
            TransitionFrameSummarizer.appending(
                to: CorpusSummarizer.rows(analysed, engines: engines, whatIf: whatIf), traces: analysed, whatIf: whatIf)
            + FlowSummarizer.rows(analysed, flows: flows, engines: engines, whatIf: whatIf)
        return CorpusRun(
            entries: entries, summary: summary,
            engines: engines, failures: failures, whatIf: whatIf, recordedWithFilter: filter, flows: flows)
    }

    /// Reads and analyses one trace; a trace that cannot be read or is invalid becomes a failure
    /// carrying its first error.
    static func analyze(_ path: String, readOptions: TraceReadOptions, options: AnalysisOptions) -> TraceTable.Entry {
        do {
            let trace = try LoadedTrace.load(path: path, options: readOptions)
            if let error = trace.diagnostics.first(where: { $0.severity == .error }) {
                return .failed(TraceTable.Failure(path: path, reason: error.description))
            }
            return .loaded(
                TraceAnalyzer.analyze(path: path, header: trace.header, events: trace.events, options: options))
        } catch {
            return .failed(TraceTable.Failure(path: path, reason: error.description))
        }
    }

    /// The traces that were read and analysed, in input order.
    var analysed: [AnalyzedTrace] { entries.compactMap { if case .loaded(let t) = $0 { t } else { nil } } }

    /// The traces that could not be read or are invalid, in input order, each with its first error.
    var failedTraces: [TraceTable.Failure] { entries.compactMap { if case .failed(let f) = $0 { f } else { nil } } }
}
