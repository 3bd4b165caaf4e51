import TraceAnalysis
import TransitionSimulation

/// A `CorpusResult` made from summary partials (`merge`, `gate --partial`; docs/scale-out.md):
/// the traces read back in the partial's order, tallied and summarized as `CorpusRunner` tallies
/// and summarizes the analysed traces they came from (`CorpusTally`), so the text, the JSON, the
/// failure lines, the gate's rows, `summary.csv` and `report.html` are the same bytes as one run
/// over those traces.
package struct PartialMerge {
    /// The merged traces' result (with `report.html`'s samples when asked).
    package var result: CorpusResult
    /// Each engine's per-trace rows of `summary.csv`, encoded, in trace order (only when asked).
    package var traceRowBytes: [[UInt8]]

    /// Summarizes `partial`. `flows`: the `--flows` definitions, whose names must be the
    /// partial's; `bootstrap`: draw the means' and percentiles' intervals; `traceRows`: encode
    /// the per-trace rows (for `summary.csv`) and gather `report.html`'s samples; `traces` hears
    /// each analysed trace in the partial's order (as `CorpusRunner.traces`). A corrupt partial is
    /// bad input (`CorpusError`, exit 65).
    package init(
        _ partial: SummaryPartial, flows: [Flow], jobs: Int, bootstrap: Bool, traceRows: Bool, byDevice: Bool,
        traces: ((PartialTrace) -> Void)? = nil
    ) throws(CorpusError) {
        let engines = partial.options.engines
        var result = CorpusResult(engines: engines, whatIf: partial.options.whatIf, flows: flows)
        var summary = CorpusSummary(
            engines: engines, whatIf: partial.options.whatIf, flows: flows, byDevice: byDevice)
        var bytes: [[UInt8]] = engines.map { _ in [] }
        var samples = ReportSamples(engines: engines)
        do {
            try partial.forEachTrace { trace in
                try Self.check(trace.flowRuns, against: flows)
                try result.tally.add(CorpusTally.Entry(trace, engines: engines))
                summary.add(trace)
                if trace.failure == nil { traces?(trace) }
                guard traceRows, trace.failure == nil else { return }
                samples.merge(ReportSamples.of(trace, engines: engines))
                for (index, engine) in engines.enumerated() {
                    let rows = summary.traceRows(trace, engine: engine)
                    if !rows.isEmpty { bytes[index] += AnalysisReport.summaryRows(rows) }
                }
            }
        } catch let error as SummaryPartialError {
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(error)")
        }
        if let kind = partial.options.recordedWith {
            result.recordedWithFilter = (RecordedWith(argument: kind), partial.leftOut)
        }
        result.summarize(summary, bootstrap: bootstrap, jobs: jobs)
        if traceRows {
            samples.addFigureValues(from: summary)
            result.samples = samples
        }
        self.result = result
        traceRowBytes = bytes
    }

    /// Writes summary.csv (each engine's overall and scenario rows, then its per-trace rows; then
    /// the flow rows), schema.json and report.html in `directory`'s place, as `analyze --out`
    /// writes them (`ReportFolder`, docs/output-safety.md).
    package func writeReportFolder(_ directory: String) throws(OutputError) {
        let header = AnalysisReport.header(flows: !result.flows.isEmpty)
        let files = ["summary.csv", "schema.json", CorpusReportWriter.htmlFile]
        let staging = try ReportFolder.stage(directory, names: files)
        do {
            for file in header where files.contains(file.name) { try staging.append(file.bytes, to: file.name) }
            for (rows, traceRows) in zip(result.engineRows, traceRowBytes) {
                try staging.append(AnalysisReport.summaryRows(rows), to: files[0])
                try staging.append(traceRows, to: files[0])
            }
            if !result.flowRows.isEmpty {
                try staging.append(AnalysisReport.summaryRows(result.flowRows), to: files[0])
            }
            try staging.append(Array(result.html().utf8), to: CorpusReportWriter.htmlFile)
            try staging.commit()
        } catch {
            staging.abandon()
            throw error
        }
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
