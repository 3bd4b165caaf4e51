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

    init(directory: String, engines: [EngineKind]) throws(OutputError) {
        self.engines = engines
        staging = try ReportFolder.stage(directory, names: AnalysisReport.fileNames)
        do {
            for file in AnalysisReport.header() { try staging.append(file.text, to: file.name) }
        } catch {
            staging.abandon()
            throw error
        }
    }

    /// Writes one entry's rows (in input order), and spools its per-trace summary rows.
    func add(_ entry: TraceTable.Entry, summary: CorpusSummary) throws(OutputError) {
        for part in AnalysisReport.rows(of: entry) where !part.text.isEmpty {
            try staging.append(part.text, to: part.name)
        }
        guard case .loaded(let trace) = entry else { return }
        for engine in engines {
            let rows = summary.traceRows(trace, engine: engine)
            if !rows.isEmpty { try staging.append(AnalysisReport.summaryRows(rows), to: Self.spool(engine)) }
        }
    }

    /// Writes the summary (`rows`: each engine's overall and scenario rows, in engine order, then
    /// its spooled per-trace rows) and puts the folder in DIR's place.
    func finish(rows: [[SummaryRow]]) throws(OutputError) {
        for (engine, engineRows) in zip(engines, rows) {
            try staging.append(AnalysisReport.summaryRows(engineRows), to: Self.summaryFile)
            try staging.appendSpool(Self.spool(engine), to: Self.summaryFile)
        }
        try staging.commit()
    }

    /// Removes the new folder; DIR stays as it was.
    func abandon() { staging.abandon() }

    private static func spool(_ engine: EngineKind) -> String { ".summary-\(engine.rawValue).part" }
}
