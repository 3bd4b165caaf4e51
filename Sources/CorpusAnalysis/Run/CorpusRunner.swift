import GestureRecognition
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

/// Carries out a `CorpusRequest` (`analyze`, `gate`; docs/analysis.md): reads every trace in
/// parallel, analyses the valid ones and tallies and summarizes them trace by trace in input
/// order, handing each to the report folder and the summary partial as it comes; no analysed trace
/// is kept once it is passed on. The result is a value of its own (`CorpusResult`).
public struct CorpusRunner {
    /// What the threads that analyse hand the run's thread for one trace: an entry (with its
    /// report bytes when they were encoded there), or a long trace whose parts were taken as
    /// they were measured (`HandedOverTrace`), or a trace that is one of the command's outputs.
    private enum Analysed: Sendable {
        case entry(TraceTable.Entry, CorpusReportWriter.EncodedEntry?)
        case handedOver(AnalyzedTrace, HandedOverTrace)
        case refused(OutputError)
    }

    /// Makes the progress of a run over that many traces (the command line's line on a terminal).
    package var progress: ((Int) -> any CorpusProgress)?
    /// Hears what the folder walk left out on purpose (`note: PATH: left out: REASON`), before
    /// any trace is read.
    package var notes: (String) -> Void = { _ in }
    /// Hears each analysed trace that counts in the summary (after `--recorded-with`), in input
    /// order on one thread, as a summary partial keeps it (`PartialTrace`): for a caller that
    /// gathers per-intent figures of its own in bounded memory (`gate`'s changed intents). Nil:
    /// nothing is made for it.
    package var traces: ((PartialTrace) -> Void)?

    /// A runner that shows no progress.
    public init() {}

    /// Runs `request`. Throws `CorpusError` for a path, trace list or configuration that is wrong,
    /// and `OutputError` for a report folder or partial that cannot be written or a trace that is
    /// one of them (`CorpusRequest.existingOutputs`; the folder is then left as it was,
    /// docs/output-safety.md). A trace that cannot be read or is invalid is no error: it is
    /// counted and listed in the result's `failures`.
    public func run(_ request: CorpusRequest) throws -> CorpusResult {
        let engines = request.runEngines
        let flows = request.flows
        let reports: CorpusReportWriter? =
            if let directory = request.reportFolder {
                try CorpusReportWriter(
                    directory: directory, engines: engines, flows: !flows.isEmpty, whatIf: request.whatIf)
            } else if request.collectsReportPage {
                CorpusReportWriter(collectingOnly: engines, whatIf: request.whatIf)
            } else {
                nil
            }
        do {
            return try run(request, engines: engines, reports: reports)
        } catch {
            reports?.abandon()
            throw error
        }
    }

    private func run(
        _ request: CorpusRequest, engines: [EngineKind], reports: CorpusReportWriter?
    ) throws -> CorpusResult {
        let notes = self.notes
        let traces = self.traces
        let items =
            try request.traceList.map(TraceList.items(readingFrom:))
            ?? TracePathCollector.items(request.paths, notes: { notes($0.description) })
        let jobs = try ParallelMap.jobs(request.jobs, work: items.count)
        // Each trace's options, with the recognition `request.recognition` chooses for it.
        let (engineConfiguration, inferIntents, whatIf, flows) =
            (request.engineConfiguration, request.inferIntents, request.whatIf, request.flows)
        let options = { @Sendable (recognition: RecognitionConfiguration) in
            AnalysisOptions(
                recognition: recognition, engines: engines, engineConfiguration: engineConfiguration,
                inferIntents: inferIntents, whatIf: whatIf, flows: flows, keepsReplayDetail: false,
                partSequences: Self.partSequences)
        }
        let (existingOutputs, recognition) = (request.existingOutputs, request.recognition)
        var reading = request.reading
        reading.refusedFiles.formUnion(existingOutputs.identities)
        let readOptions = reading
        let progress = self.progress?(items.count)
        let partial = request.partialFile.map { PartialFileWriter(path: $0, options: request.partialOptions) }
        var result = CorpusResult(engines: engines, whatIf: request.whatIf, flows: request.flows)
        var summary = CorpusSummary(
            engines: engines, whatIf: request.whatIf, flows: request.flows, byDevice: request.byDevice)
        var leftOut = 0
        // The long traces whose records the summary reads from scratch files.
        var spilled: [HandedOverTrace] = []
        // Each trace is read, analysed and (for a folder) encoded as report bytes on `jobs`
        // threads, this one among them; this thread alone counts, summarizes and appends, in input
        // order.
        let encoding = reports == nil ? nil : summary
        let spoolFolder = reports?.spoolFolder
        // A long trace's intents and transitions are spilled to the folder unless a summary
        // partial or the gate's changed intents read their ids (`HandedOverTrace`).
        let spills = request.partialFile == nil && traces == nil
        try ParallelMap.forEach(
            count: items.count, jobs: jobs,
            { index -> Analysed in
                switch items[index] {
                case .trace(let path):
                    // A long trace measured in parts is taken part by part, never gathered.
                    let handedOver = HandedOverTrace(
                        index: index, staging: spoolFolder, engines: engines, spills: spills)
                    let (entry, streamed): (TraceTable.Entry, Bool)
                    do throws(TraceReadError) {
                        (entry, streamed) = try Self.analyzeTrace(
                            path, readOptions: readOptions, options: options, recognition: recognition,
                            progress: progress, handOver: { handedOver.add($0) })
                    } catch {
                        handedOver.discard()
                        let refusal = error.refusedFile.flatMap { existingOutputs.refusal(reading: path, as: $0) }
                        return .refused(refusal ?? OutputError(path, error.description))
                    }
                    switch entry {
                    case .loaded(let trace) where trace.isHandedOver: return .handedOver(trace, handedOver)
                    case .failed: handedOver.discard()
                    case .loaded: break
                    }
                    // A streamed trace's rows are encoded as they are written, on this thread below,
                    // never held whole.
                    return .entry(
                        entry, streamed ? nil : encoding.map { CorpusReportWriter.encode(entry, summary: $0) })
                case .skipped(let path, let reason):
                    let entry = TraceTable.Entry.failed(TraceTable.Failure(path: path, reason: "skipped: \(reason)"))
                    return .entry(entry, encoding.map { CorpusReportWriter.encode(entry, summary: $0) })
                }
            },
            consume: { index, analysed in
                progress?.update(done: index + 1, finished: items[index].path)
                switch analysed {
                case .refused(let refusal):
                    throw refusal
                case .entry(let entry, let encoded):
                    // `--recorded-with`: only traces whose header.engine.kind is the one asked for.
                    if let recordedWith = request.recordedWith, case .loaded(let trace) = entry,
                        !recordedWith.matches(trace.recordedWith)
                    {
                        leftOut += 1
                        return
                    }
                    do { try result.tally.add(CorpusTally.Entry(entry, engines: engines)) } catch {
                        preconditionFailure("the counts of analysed traces overflow: \(error)")
                    }
                    if case .loaded(let trace) = entry {
                        summary.add(trace)
                        traces?(PartialTrace(trace))
                    }
                    partial?.add(entry)
                    if let encoded {
                        try reports?.add(encoded)
                    } else if let encoding {
                        try reports?.add(entry, summary: encoding)
                    }
                case .handedOver(let trace, let handedOver):
                    if let failure = handedOver.failure { throw failure }
                    if let recordedWith = request.recordedWith, !recordedWith.matches(trace.recordedWith) {
                        handedOver.discard()
                        leftOut += 1
                        return
                    }
                    let share = handedOver.partial(of: trace)
                    var tallied = CorpusTally.Entry(share, engines: engines)
                    if handedOver.spills { tallied.findings = handedOver.samples.findings }
                    do { try result.tally.add(tallied) } catch {
                        preconditionFailure("the counts of analysed traces overflow: \(error)")
                    }
                    summary.add(share, records: handedOver.records)
                    if handedOver.spills { spilled.append(handedOver) }
                    traces?(share)
                    partial?.add(share)
                    if let encoding { try reports?.add(handedOver, trace: trace, partial: share, summary: encoding) }
                }
            })
        progress?.finish()
        if let recordedWith = request.recordedWith { result.recordedWithFilter = (recordedWith, leftOut) }
        // Every engine's rows, the intervals of their distributions spread over the jobs
        // (`SummaryDraft`). The report files always carry the intervals.
        result.summarize(summary, bootstrap: request.bootstrap || reports != nil, jobs: jobs)
        reports?.addFigureValues(from: summary)
        // A summary made of records that could not be read back is not written.
        if let failure = spilled.lazy.compactMap(\.readFailure).first { throw failure }
        try reports?.finish(rows: result.engineRows, trailing: result.flowRows)
        try partial?.finish(leftOut: leftOut)
        result.samples = reports?.samples
        return result
    }
}
