import TraceAnalysis
import TransitionSimulation

/// The report set of `analyze --out DIR` (docs/reports.md), written as the run goes: every file's
/// header first, then each trace's rows in input order as soon as it is analysed, then the summary.
/// `summary.csv` holds, per engine, the overall and scenario rows (known only at the end) before
/// the per-trace rows, so each engine's per-trace rows wait in a spool file in the new folder.
/// The folder takes DIR's place only in `finish` (`ReportFolder`, docs/output-safety.md).
final class CorpusReportWriter {
    private let staging: ReportFolderStaging
    private let engines: [EngineKind]
    private static let summaryFile = "summary.csv"

    /// `flows`: the folder holds `flows.csv` and `flow_steps.csv` too (`--flows`).
    init(directory: String, engines: [EngineKind], flows: Bool = false) throws(OutputError) {
        self.engines = engines
        staging = try ReportFolder.stage(directory, names: AnalysisReport.fileNames(flows: flows))
        do {
            for file in AnalysisReport.header(flows: flows) { try staging.append(file.bytes, to: file.name) }
        } catch {
            staging.abandon()
            throw error
        }
    }

    /// One entry's report bytes (`CSVRowWriter`): its rows in each file, then its per-trace summary
    /// rows per engine (to spool). Pure, so the threads that analyse traces make it, and the writer
    /// only appends.
    struct EncodedEntry: Sendable {
        var parts: [(name: String, bytes: [UInt8])]
    }

    /// Encodes one entry (`summary` gives the per-trace rows; only its engines and population are read).
    static func encode(_ entry: TraceTable.Entry, summary: CorpusSummary) -> EncodedEntry {
        var parts = AnalysisReport.rows(of: entry, flows: !summary.flows.isEmpty).filter { !$0.bytes.isEmpty }
        if case .loaded(let trace) = entry {
            for engine in summary.engines {
                let rows = summary.traceRows(trace, engine: engine)
                if !rows.isEmpty { parts.append((spool(engine), AnalysisReport.summaryRows(rows))) }
            }
        }
        return EncodedEntry(parts: parts)
    }

    /// Writes one entry's encoded rows (in input order).
    func add(_ encoded: EncodedEntry) throws(OutputError) {
        for part in encoded.parts { try staging.append(part.bytes, to: part.name) }
    }

    /// Writes the summary (`rows`: each engine's overall and scenario rows, in engine order, then
    /// its spooled per-trace rows; then `trailing`, the flow rows) and puts the folder in DIR's place.
    func finish(rows: [[SummaryRow]], trailing: [SummaryRow] = []) throws(OutputError) {
        for (engine, engineRows) in zip(engines, rows) {
            try staging.append(AnalysisReport.summaryRows(engineRows), to: Self.summaryFile)
            try staging.appendSpool(Self.spool(engine), to: Self.summaryFile)
        }
        if !trailing.isEmpty { try staging.append(AnalysisReport.summaryRows(trailing), to: Self.summaryFile) }
        try staging.commit()
    }

    /// Removes the new folder; DIR stays as it was.
    func abandon() { staging.abandon() }

    private static func spool(_ engine: EngineKind) -> String { ".summary-\(engine.rawValue).part" }
}
