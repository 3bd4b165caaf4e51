import TraceAnalysis
import TraceModel
import TransitionSimulation

/// The report set of `analyze --out DIR` (docs/reports.md), written as the run goes: every file's
/// header first, then each trace's rows in input order as soon as it is analysed, then the summary.
/// `summary.csv` holds, per engine, the overall and scenario rows (known only at the end) before
/// the per-trace rows, so each engine's per-trace rows wait in a spool file in the new folder.
/// The folder takes DIR's place only in `finish` (`ReportFolder`, docs/output-safety.md).
///
/// It also gathers what `report.html` needs beyond the summary (`ReportSamples`) and writes the
/// page into the folder before it is committed. Without a folder (`collectingOnly`, for `gate
/// --html`) it only gathers, and the caller renders the page with the gate's checks.
package final class CorpusReportWriter {
    private let staging: ReportFolderStaging?
    private let engines: [EngineKind]
    /// `--what-if`: every trace replayed on every engine (the verdict's sides are the same traces).
    private let whatIf: Bool
    private static let summaryFile = "summary.csv"
    /// The name of the page in the folder.
    package static let htmlFile = "report.html"
    /// The per-intent values gathered so far, in input order.
    package private(set) var samples: ReportSamples
    /// Every engine's overall, scenario and flow rows, once `finish` has run.
    package private(set) var rows: [SummaryRow] = []

    /// `flows`: the folder holds `flows.csv` and `flow_steps.csv` too (`--flows`).
    package init(directory: String, engines: [EngineKind], flows: Bool = false, whatIf: Bool = false)
        throws(OutputError)
    {
        self.engines = engines
        self.whatIf = whatIf
        samples = ReportSamples(engines: engines)
        let staging = try ReportFolder.stage(directory, names: AnalysisReport.fileNames(flows: flows) + [Self.htmlFile])
        self.staging = staging
        do {
            for file in AnalysisReport.header(flows: flows) { try staging.append(file.bytes, to: file.name) }
        } catch {
            staging.abandon()
            throw error
        }
    }

    /// A writer with no folder: it gathers the samples and rows for a `report.html` the caller writes.
    package init(collectingOnly engines: [EngineKind], whatIf: Bool = false) {
        self.engines = engines
        self.whatIf = whatIf
        samples = ReportSamples(engines: engines)
        staging = nil
    }

    /// The page for this run; `gate` adds the gate's checks, `baseline` its baseline's rows (the verdict).
    package func html(gate: (headline: String, checks: [ReportCheck])? = nil, baseline: [SummaryRow]? = nil) -> String {
        ReportHTML.render(
            ReportHTML.Input(
                engines: engines, rows: rows, samples: samples, gate: gate, whatIf: whatIf, baseline: baseline,
                figureSummary: figureSummary))
    }

    /// One entry's report bytes (`CSVRowWriter`): its rows in each file, then its per-trace summary
    /// rows per engine (to spool). Pure, so the threads that analyse traces make it, and the writer
    /// only appends.
    package struct EncodedEntry: Sendable {
        package var parts: [(name: String, bytes: [UInt8])]
        /// The entry's values for `report.html`'s figures.
        package var samples: ReportSamples?
    }

    /// Encodes one entry (`summary` gives the per-trace rows; only its engines and population are read).
    package static func encode(_ entry: TraceTable.Entry, summary: CorpusSummary) -> EncodedEntry {
        var parts = AnalysisReport.rows(of: entry, flows: !summary.flows.isEmpty).filter { !$0.bytes.isEmpty }
        var samples: ReportSamples?
        if case .loaded(let trace) = entry {
            for engine in summary.engines {
                let rows = summary.traceRows(trace, engine: engine)
                if !rows.isEmpty { parts.append((spool(engine), AnalysisReport.summaryRows(rows))) }
            }
            samples = ReportSamples.of(trace, engines: summary.engines)
        }
        return EncodedEntry(parts: parts, samples: samples)
    }

    /// A long trace's rows are handed to the report files this many bytes at a time as they are
    /// encoded (`add(_:summary:)`), rather than held: a 10-million-event trace has about a
    /// gigabyte of them.
    package static let rowChunkBytes = 1 << 20

    /// Encodes one entry and writes its rows as they come, `rowChunkBytes` at a time (in input
    /// order, in place of `encode` then `add`): for a long trace, whose rows are not held whole.
    /// The same bytes as `add(encode(entry, summary: summary))`.
    package func add(_ entry: TraceTable.Entry, summary: CorpusSummary) throws(OutputError) {
        guard case .loaded(let trace) = entry, let staging else { return try add(Self.encode(entry, summary: summary)) }
        var traces = CSVRowWriter(columnCount: TraceTable.columns.count, capacity: 256)
        TraceTable.append(entry, to: &traces)
        try staging.append(traces.bytes, to: AnalysisReport.fileNames(flows: !summary.flows.isEmpty)[0])
        var failure: OutputError?
        AnalysisReport.writeRows(of: trace, flows: !summary.flows.isEmpty, flushAt: Self.rowChunkBytes) { name, bytes in
            guard failure == nil, !bytes.isEmpty else { return }
            do throws(OutputError) { try staging.append(bytes, to: name) } catch { failure = error }
        }
        if let failure { throw failure }
        for engine in summary.engines {
            let rows = summary.traceRows(trace, engine: engine)
            if !rows.isEmpty { try staging.append(AnalysisReport.summaryRows(rows), to: Self.spool(engine)) }
        }
        samples.merge(ReportSamples.of(trace, engines: summary.engines))
    }

    /// The new folder, for the spools of long traces whose parts are taken as they are measured
    /// (`HandedOverTrace`), written from the threads that analyse them.
    var spoolFolder: ReportFolderStaging? { staging }

    /// Writes a trace whose parts were handed over (in input order): its `traces.csv` row, its
    /// spooled rows and its per-trace summary rows (from `partial`, its share of a summary
    /// partial), and gathers its samples. The same bytes as `add(_:summary:)` of it gathered whole.
    func add(
        _ handedOver: HandedOverTrace, trace: AnalyzedTrace, partial: PartialTrace, summary: CorpusSummary
    ) throws(OutputError) {
        if let staging {
            var traces = CSVRowWriter(columnCount: TraceTable.columns.count, capacity: 256)
            TraceTable.append(.loaded(trace), to: &traces)
            try staging.append(traces.bytes, to: AnalysisReport.fileNames()[0])
            for (spool, file) in handedOver.spools { try staging.appendSpool(spool, to: file) }
            for engine in summary.engines {
                let rows = summary.traceRows(partial, engine: engine, records: handedOver.records)
                if !rows.isEmpty { try staging.append(AnalysisReport.summaryRows(rows), to: Self.spool(engine)) }
            }
        }
        samples.merge(handedOver.spills ? handedOver.samples : ReportSamples.of(partial, engines: summary.engines))
    }

    /// Writes one entry's encoded rows (in input order).
    package func add(_ encoded: EncodedEntry) throws(OutputError) {
        if let more = encoded.samples { samples.merge(more) }
        guard let staging else { return }
        for part in encoded.parts { try staging.append(part.bytes, to: part.name) }
    }

    /// The run's summary, once every trace is added: the page's figures read their values from
    /// it one figure at a time; without a folder (`gate --html`, whose page is drawn once the
    /// run is over), the samples take them (`ReportSamples.addFigureValues(from:)`).
    package func addFigureValues(from summary: CorpusSummary) {
        if staging == nil {
            samples.addFigureValues(from: summary)
        } else {
            for (index, engine) in engines.enumerated() {
                samples.byEngine[index].gestures = ReportSamples.gestures(engine, from: summary)
            }
            figureSummary = summary
        }
    }

    /// The run's summary, for the figures of the page written into the folder.
    private var figureSummary: CorpusSummary?

    /// Writes the summary (`rows`: each engine's overall and scenario rows, in engine order, then
    /// its spooled per-trace rows; then `trailing`, the flow rows) and puts the folder in DIR's place.
    package func finish(rows: [[SummaryRow]], trailing: [SummaryRow] = []) throws(OutputError) {
        self.rows = rows.flatMap { $0 } + trailing
        guard let staging else { return }
        for (engine, engineRows) in zip(engines, rows) {
            try staging.append(AnalysisReport.summaryRows(engineRows), to: Self.summaryFile)
            try staging.appendSpool(Self.spool(engine), to: Self.summaryFile)
        }
        if !trailing.isEmpty { try staging.append(AnalysisReport.summaryRows(trailing), to: Self.summaryFile) }
        try staging.append(Array(html().utf8), to: Self.htmlFile)
        // Its records may be in the folder's scratch files, which the commit removes.
        figureSummary = nil
        try staging.commit()
    }

    /// Removes the new folder; DIR stays as it was.
    package func abandon() { staging?.abandon() }

    private static func spool(_ engine: EngineKind) -> String { ".summary-\(engine.rawValue).part" }
}
