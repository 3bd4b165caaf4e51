import CorpusAnalysis
import Foundation
import GestureRecognition
import Testing
import TraceAnalysis
import TraceReading
import _TestSupport

/// A run with a report folder writes its reports trace by trace (`CorpusReportWriter`,
/// `CorpusSummary`); the folder must be byte for byte the one built in memory from every analysed
/// trace at once (`AnalysisReport.files` over `CorpusSummarizer.rows`), the way reports were made
/// before.
@Suite("Streamed reports")
struct StreamedReportsTests {
    @Test("the streamed folder equals the folder built in memory", arguments: [1, 2])
    func streamedEqualsInMemory(jobs: Int) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = TestPaths.packageRoot.appendingPathComponent("traces").path
        var request = CorpusRequest(paths: [corpus])
        request.jobs = jobs
        request.reportFolder = directory.path
        let result = try CorpusRunner().run(request)
        #expect(result.failureCount == 0, "\(result.failures)")

        let engines = AnalysisOptions.defaultEngines
        let items = try TracePathCollector.items([corpus], notes: { _ in })
        let entries = items.map { item -> TraceTable.Entry in
            switch item {
            case .trace(let path):
                CorpusRunner.analyze(
                    path, readOptions: TraceReadOptions(),
                    options: { AnalysisOptions(recognition: $0, engines: engines) }, recognition: RecognitionPolicy())
            case .skipped(let path, let reason): .failed(TraceTable.Failure(path: path, reason: "skipped: \(reason)"))
            }
        }
        let analysed = entries.compactMap { if case .loaded(let trace) = $0 { trace } else { nil } }
        let inMemory = AnalysisReport.files(entries, summary: CorpusSummarizer.rows(analysed, engines: engines))
        #expect(inMemory.map(\.name) == AnalysisReport.fileNames())
        for file in inMemory {
            let written = try String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
            #expect(written == file.text, "\(file.name) differs")
        }
        // No spool or other file is left in the folder.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == (AnalysisReport.fileNames() + ["report.html"]).sorted())
    }
}
