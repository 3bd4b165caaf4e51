import TraceAnalysis
import TransitionSimulation

/// A `CorpusRun` made from a summary partial (`merge`, `gate --partial`; docs/scale-out.md): the
/// traces read back in the partial's order, tallied and summarized as `CorpusRun.execute`
/// tallies and summarizes the analysed traces they came from, so the text, the JSON, the failure
/// lines, the gate's rows, `summary.csv` and `report.html` are the same bytes as one run over
/// those traces.
struct PartialCorpusRun {
    var run: CorpusRun
    /// Each engine's overall and scenario rows, in engine order (with intervals when asked).
    var engineRows: [[SummaryRow]]
    /// The flow rows, after every engine's.
    var flowRows: [SummaryRow]
    /// Each engine's per-trace rows of `summary.csv`, encoded, in trace order (only when asked).
    var traceRowBytes: [[UInt8]]
    /// `report.html`'s per-intent values, gathered in trace order (only when asked).
    var samples: ReportSamples

    /// `report.html` for the merged traces, as `analyze --out` writes it for them (and `gate
    /// --html` with the gate's checks).
    func html(gate: (headline: String, checks: [ReportCheck])? = nil, baseline: [SummaryRow]? = nil) -> String {
        ReportHTML.render(
            ReportHTML.Input(
                engines: run.engines, rows: engineRows.flatMap { $0 } + flowRows, samples: samples, gate: gate,
                whatIf: run.whatIf, baseline: baseline))
    }

    /// Summarizes `partial`. `flows`: the `--flows` definitions, whose names must be the
    /// partial's; `bootstrap`: draw the means' and percentiles' intervals; `traceRows`: encode
    /// the per-trace rows (for `summary.csv`) and gather `report.html`'s samples.
    init(
        _ partial: SummaryPartial, flows: [Flow], jobs: Int, bootstrap: Bool, traceRows: Bool, byDevice: Bool = false
    ) throws {
        let engines = partial.options.engines
        var run = CorpusRun(
            engines: engines, tallies: engines.map { _ in CorpusRun.EngineTally() }, whatIf: partial.options.whatIf,
            flows: flows)
        var summary = CorpusSummary(
            engines: engines, whatIf: partial.options.whatIf, flows: flows, byDevice: byDevice)
        var bytes: [[UInt8]] = engines.map { _ in [] }
        var samples = ReportSamples(engines: engines)
        do {
            try partial.forEachTrace { trace in
                try Self.check(trace.flowRuns, against: flows)
                try Self.tally(trace, into: &run)
                summary.add(trace)
                guard traceRows, trace.failure == nil else { return }
                samples.merge(ReportSamples.of(trace, engines: engines))
                for (index, engine) in engines.enumerated() {
                    let rows = summary.traceRows(trace, engine: engine)
                    if !rows.isEmpty { bytes[index] += AnalysisReport.summaryRows(rows) }
                }
            }
        } catch let error as SummaryPartialError {
            throw CommandFailure.badInput(error.description)
        }
        if let kind = partial.options.recordedWith { run.recordedWithFilter = (kind, partial.leftOut) }
        let (rows, flowRows) = run.summarize(summary, bootstrap: bootstrap, jobs: jobs)
        self.run = run
        engineRows = rows
        self.flowRows = flowRows
        traceRowBytes = bytes
        self.samples = samples
    }

    /// `CorpusRun`'s tally of one trace, from its partial share. A sum that would overflow is an
    /// error of the trace's block (`SummaryPartialError`, exit 65), never a trap.
    private static func tally(_ trace: PartialTrace, into run: inout CorpusRun) throws(SummaryPartialError) {
        run.traceCount += 1
        if let failure = trace.failure {
            run.failedTraces.append(TraceTable.Failure(path: trace.path, reason: failure))
            return
        }
        run.analysedCount += 1
        if trace.otherScene { run.otherSceneCount += 1 }
        run.findings.merge(FindingSet.of(trace, engines: run.engines))
        if trace.unscored { run.unscoredPaths.append(trace.path) }
        for (index, engine) in run.engines.enumerated() where trace.populations.contains(engine) {
            run.tallies[index].scored += 1
            run.tallies[index].recordedWith[trace.recordedWith ?? "unknown", default: 0] += 1
            guard let share = trace.shares.first(where: { $0.engine == engine }) else { continue }
            run.tallies[index].intents = try sum(run.tallies[index].intents, share.intentCount, "intent count")
            if let agreement = share.agreement,
                !run.tallies[index].add(agreement: (agreement.intents, agreement.sequences), scenario: trace.scenario)
            {
                throw SummaryPartialError(file: "", line: 1, "agreement: the merged counts overflow")
            }
        }
    }

    /// `a + b`, or an error naming `field` when the sum overflows.
    private static func sum(_ a: Int, _ b: Int, _ field: String) throws(SummaryPartialError) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        guard !overflow else {
            throw SummaryPartialError(file: "", line: 1, "\(field): \(b) more overflows the total of \(a)")
        }
        return total
    }

    /// Each flow run's steps must be those `--flows` defines for its flow (the partial's header
    /// names the flows, not their steps).
    private static func check(_ runs: [FlowRun], against flows: [Flow]) throws(SummaryPartialError) {
        for run in runs {
            guard let flow = flows.first(where: { $0.name == run.flow }) else { continue }
            guard run.steps.map(\.name) == flow.steps.map(\.name) else {
                throw SummaryPartialError(
                    file: "", line: 1,
                    "flow \(run.flow): run \(run.number) has the steps \(run.steps.map(\.name).joined(separator: ", "));"
                        + " --flows defines \(flow.steps.map(\.name).joined(separator: ", "))")
            }
        }
    }
}
