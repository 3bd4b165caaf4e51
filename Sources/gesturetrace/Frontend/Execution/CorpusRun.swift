import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

/// One analysis of a corpus, shared by `analyze` and `gate`: read every trace (in parallel),
/// analyse the valid ones and summarize them trace by trace in input order, handing each to the
/// report writer (`analyze --out`) as it comes; no analysed trace is kept once it is passed on. It
/// renders nothing: `CorpusRunRendering` turns it into text, JSON and failure lines.
struct CorpusRun {
    /// What the run kept of each engine's traces, for the text tables.
    struct EngineTally {
        var intents = 0
        var scored = 0
        /// Scored traces by `header.engine.kind` (`unknown` without one).
        var recordedWith: [String: Int] = [:]
        /// Summed inference agreement over the traces with labels; nil when none had labels.
        var agreement: (intents: RateSummary, sequences: RateSummary)?
        /// The same per scenario (`meta.scenario`; traces without one under ""), for the traces
        /// with labels.
        var agreementByScenario: [String: (intents: RateSummary, sequences: RateSummary)] = [:]

        /// Adds one trace's agreement to the engine's and to its scenario's; false (nothing added)
        /// when a sum would overflow. One definition for `analyze` and `merge`.
        mutating func add(
            agreement: (intents: RateSummary, sequences: RateSummary), scenario: String?
        ) -> Bool {
            func plus(_ a: RateSummary?, _ b: RateSummary) -> RateSummary? {
                let (n, o1) = (a?.numerator ?? 0).addingReportingOverflow(b.numerator)
                let (d, o2) = (a?.denominator ?? 0).addingReportingOverflow(b.denominator)
                return o1 || o2 ? nil : RateSummary(numerator: n, denominator: d)
            }
            let key = scenario ?? ""
            let before = agreementByScenario[key]
            guard let intents = plus(self.agreement?.intents, agreement.intents),
                let sequences = plus(self.agreement?.sequences, agreement.sequences),
                let scenarioIntents = plus(before?.intents, agreement.intents),
                let scenarioSequences = plus(before?.sequences, agreement.sequences)
            else { return false }
            self.agreement = (intents, sequences)
            agreementByScenario[key] = (scenarioIntents, scenarioSequences)
            return true
        }
    }

    /// Traces given (after `--recorded-with`), analysed or failed.
    var traceCount = 0
    var analysedCount = 0
    /// Analysed traces whose scene the engines do not model (`SceneKind.other`): recognized and
    /// walked through the flows, replayed by no engine.
    var otherSceneCount = 0
    /// The traces that could not be read or are invalid, in input order, each with its first error.
    var failedTraces: [TraceTable.Failure] = []
    /// Traces that the recorded engine could not score (touches but no `transition` events).
    var unscoredPaths: [String] = []
    /// Per engine: the overall and scenario rows of `summary.csv` (without the per-trace rows,
    /// which only the report files hold).
    var summary: [SummaryRow] = []
    var engines: [EngineKind]
    /// The scenarios of the analysed traces, sorted.
    var scenarios: [String] = []
    /// `--by device`: the devices of the analysed traces (`DeviceGroup.label`), sorted; else none.
    var devices: [String] = []
    /// Per engine: whether its overall rows are `what-if` (`--what-if`, or a trace it replays;
    /// `SummaryPopulation`).
    var whatIfEngines: [Bool] = []
    var tallies: [EngineTally]
    /// `--what-if`: every trace replayed against every engine (else like for like).
    var whatIf = false
    /// `--recorded-with KIND`: the kind asked for and how many traces it left out.
    var recordedWithFilter: (kind: String, leftOut: Int)?
    /// `--flows`: the flows every trace was walked through (docs/flows.md); empty without it.
    var flows: [Flow] = []
    /// Every analysed trace's flow runs, in input order (for the text's funnel).
    var flowRuns: [FlowRun] = []
    /// Per engine (in `engines` order): the frame figures of every transition it replayed (for the
    /// text's frames section).
    var frames: [[SummarizedTransition]] = []
    /// What went wrong, with its evidence, in input order (the text's findings).
    var findings = FindingSet()

    var failures: Int { failedTraces.count }

    /// Runs the analysis on `jobs` threads (`--jobs`; nil: as `ParallelMap.jobs(_:work:)` decides).
    /// `bootstrap`: whether `summary`'s means and percentiles get their 95 % intervals, for a
    /// caller that reads them (a gate's significance test); the report files always carry them.
    /// The text and JSON outputs show none, so they skip sorting every distribution; no other
    /// figure depends on it (docs/analysis.md "Uncertainty"). `partial` (`analyze --partial`) gets
    /// every tallied trace and is written at the end (docs/scale-out.md). `tracesFrom`: a trace list
    /// (`analyze --traces-from`, `TraceList`) read instead of walking `paths`.
    static func execute(
        paths: [String], tracesFrom: String? = nil, engines requested: [EngineKind], jobs requestedJobs: Int?,
        inferIntents: Bool, engineConfiguration: EngineConfiguration, reading: ReadingOptions, bootstrap: Bool,
        whatIf: Bool = false,
        recordedWith: String? = nil, flows: [Flow] = [], reports: CorpusReportWriter? = nil,
        recognition: RecognitionOptions? = nil, partial: PartialFileWriter? = nil, byDevice: Bool = false
    ) throws -> CorpusRun {
        let items = try tracesFrom.map(TraceList.items(readingFrom:)) ?? TracePathCollector.items(paths)
        let jobs = try ParallelMap.jobs(requestedJobs, work: items.count)
        let engines = Self.engines(requested)
        let options = AnalysisOptions(
            engines: engines, engineConfiguration: engineConfiguration,
            inferIntents: inferIntents, whatIf: whatIf, flows: flows)
        let readOptions = reading.traceReadOptions
        let progress = ProgressReporter(total: items.count, unit: "traces")
        var run = CorpusRun(
            engines: engines, tallies: engines.map { _ in EngineTally() }, whatIf: whatIf, flows: flows)
        var summary = CorpusSummary(engines: engines, whatIf: whatIf, flows: flows, byDevice: byDevice)
        var leftOut = 0
        // Each trace is read, analysed and (for --out) encoded as report bytes on `jobs` threads,
        // this one among them; this thread alone counts, summarizes and appends, in input order.
        let encoding = reports == nil ? nil : summary
        try ParallelMap.forEach(
            count: items.count, jobs: jobs,
            { index -> (TraceTable.Entry, CorpusReportWriter.EncodedEntry?) in
                let (entry, streamed): (TraceTable.Entry, Bool) =
                    switch items[index] {
                    case .trace(let path):
                        analyzeTrace(
                            path, readOptions: readOptions, options: options, recognition: recognition,
                            progress: progress)
                    case .skipped(let path, let reason):
                        (.failed(TraceTable.Failure(path: path, reason: "skipped: \(reason)")), false)
                    }
                // A streamed trace's rows are encoded as they are written, on this thread below,
                // never held whole.
                return (entry, streamed ? nil : encoding.map { CorpusReportWriter.encode(entry, summary: $0) })
            },
            consume: { index, analysed in
                progress.update(done: index + 1, finished: items[index].path)
                let (entry, encoded) = analysed
                // `--recorded-with KIND`: only traces whose header.engine.kind is KIND (`none`: no kind).
                if let recordedWith, case .loaded(let trace) = entry, (trace.recordedWith ?? "none") != recordedWith {
                    leftOut += 1
                    return
                }
                run.tally(entry, into: &summary)
                partial?.add(entry)
                if let encoded {
                    try reports?.add(encoded)
                } else if let encoding {
                    try reports?.add(entry, summary: encoding)
                }
            })
        progress.finish()
        if let recordedWith { run.recordedWithFilter = (recordedWith, leftOut) }
        // Every engine's rows, the intervals of their distributions spread over the jobs
        // (`SummaryDraft`). The report files always carry the intervals.
        let bootstrap = bootstrap || reports != nil
        let (rows, flowRows) = run.summarize(summary, bootstrap: bootstrap, jobs: jobs)
        try reports?.finish(rows: rows, trailing: flowRows)
        try partial?.finish(leftOut: leftOut)
        return run
    }

    /// The engines asked for, each once, in the order given (default: `AnalysisOptions.defaultEngines`).
    static func engines(_ requested: [EngineKind]) -> [EngineKind] {
        var engines: [EngineKind] = []
        for engine in requested.isEmpty ? AnalysisOptions.defaultEngines : requested where !engines.contains(engine) {
            engines.append(engine)
        }
        return engines
    }

    /// Counts one entry and adds an analysed trace to the summary.
    private mutating func tally(_ entry: TraceTable.Entry, into summary: inout CorpusSummary) {
        traceCount += 1
        guard case .loaded(let trace) = entry else {
            if case .failed(let failure) = entry { failedTraces.append(failure) }
            return
        }
        analysedCount += 1
        if !trace.header.scene.hasModelledTransition { otherSceneCount += 1 }
        summary.add(trace)
        findings.merge(FindingSet.of(trace, engines: engines))
        if trace.runs.contains(where: { $0.replay.recordedCoverage == .noTransitionEvents }) {
            unscoredPaths.append(trace.path)
        }
        for (index, engine) in engines.enumerated() where trace.populations.contains(engine) {
            tallies[index].scored += 1
            tallies[index].recordedWith[trace.recordedWith ?? "unknown", default: 0] += 1
            guard let engineRun = trace.runs.first(where: { $0.engine == engine }) else { continue }
            tallies[index].intents += engineRun.intents.count
            if let agreement = engineRun.agreement {
                let added = tallies[index].add(
                    agreement: (agreement.intents, agreement.sequences), scenario: trace.scenario)
                precondition(added, "agreement counts of analysed traces overflow")
            }
        }
    }
}

extension CorpusRun {
    /// Fills the run's summary rows, flow runs and frame figures from `summary`: every engine's
    /// rows, the intervals of their distributions computed (`SummaryDraft`) on `jobs` threads,
    /// then the flow rows (docs/flows.md "Summary rows"). Returns the engines' rows and the flow
    /// rows, for the report files. One definition for `analyze`, `gate` and `merge`.
    mutating func summarize(
        _ summary: CorpusSummary, bootstrap: Bool, jobs: Int
    ) -> (rows: [[SummaryRow]], flowRows: [SummaryRow]) {
        scenarios = summary.scenarios
        devices = summary.devices
        whatIfEngines = engines.map { summary.isWhatIf(engine: $0) }
        let draft = summary.draft(intervals: bootstrap)
        let draw: @Sendable (Int) -> SummaryDraft.Intervals = { draft.intervals(job: $0) }
        let rows = draft.rows(ParallelMap.map(count: draft.jobs, jobs: jobs, progress: { _ in }, draw))
        let flowRows = summary.flowRows(intervals: bootstrap)
        self.summary = rows.flatMap { $0 } + flowRows
        flowRuns = summary.flowRuns
        frames = engines.map { summary.frames(engine: $0) }
        return (rows, flowRows)
    }
}
