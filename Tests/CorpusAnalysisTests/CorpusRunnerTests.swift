import CorpusAnalysis
import Foundation
import Testing
import TraceAnalysis
import _TestSupport

/// A `CorpusRequest` carried out by `CorpusRunner`: `--recorded-with` by its enum, and one tally
/// for traces and for the summary partials written from them (docs/scale-out.md).
@Suite("Corpus runner")
struct CorpusRunnerTests {
    static let corpus = TestPaths.packageRoot.appendingPathComponent("traces").path

    @Test("none and unknown both name a header without engine.kind; anything else is a kind")
    func recordedWithSpellings() {
        #expect(RecordedWith(argument: "none") == .absent)
        #expect(RecordedWith(argument: "unknown") == .absent)
        #expect(RecordedWith(argument: "fluid") == .kind("fluid"))
        #expect(RecordedWith.absent.argument == "none")
        #expect(RecordedWith.absent.tableLabel == "unknown")
        #expect(RecordedWith.absent.matches(nil))
        #expect(!RecordedWith.absent.matches("fluid"))
        #expect(RecordedWith.kind("web-viewer").matches("web-viewer"))
    }

    @Test("--recorded-with keeps the traces of one kind and counts the others as left out")
    func recordedWithFilter() throws {
        let all = try CorpusRunner().run(CorpusRequest(paths: [Self.corpus]))
        var request = CorpusRequest(paths: [Self.corpus])
        request.recordedWith = .absent
        let absent = try CorpusRunner().run(request)
        request.recordedWith = .kind("fluid")
        let fluid = try CorpusRunner().run(request)
        #expect(absent.traceCount > 0 && fluid.traceCount > 0)
        #expect(absent.traceCount + (absent.recordedWithFilter?.leftOut ?? -1) == all.traceCount)
        #expect(fluid.traceCount + (fluid.recordedWithFilter?.leftOut ?? -1) == all.traceCount)
        for tally in absent.tally.perEngine where tally.scored > 0 {
            #expect(Set(tally.recordedWith.keys) == [.absent])
        }
        #expect(
            fluid.tally.perEngine.map { Set($0.recordedWith.keys) }.allSatisfy { $0.isSubset(of: [.kind("fluid")]) })
    }

    @Test("a merge of the run's partial tallies its traces as the run did")
    func partialTallyIsTheRunsTally() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var request = CorpusRequest(paths: [Self.corpus])
        request.partialFile = directory.appendingPathComponent("corpus.partial").path
        let run = try CorpusRunner().run(request)
        let merged = try PartialMerge(
            PartialFiles.merged([request.partialFile!], flows: []), flows: [], jobs: 2, bootstrap: false,
            traceRows: false, byDevice: false
        ).result
        #expect(merged.traceCount == run.traceCount)
        #expect(merged.analysedCount == run.analysedCount)
        #expect(merged.failures.map(\.path) == run.failures.map(\.path))
        #expect(merged.tally.unscoredPaths == run.tally.unscoredPaths)
        #expect(merged.tally.otherSceneCount == run.tally.otherSceneCount)
        #expect(merged.tally.perEngine.map(\.scored) == run.tally.perEngine.map(\.scored))
        #expect(merged.tally.perEngine.map(\.intents) == run.tally.perEngine.map(\.intents))
        #expect(merged.tally.perEngine.map(\.recordedWith) == run.tally.perEngine.map(\.recordedWith))
        #expect(merged.summary == run.summary)
    }

    @Test("a path that does not exist is a usage error naming it")
    func missingPath() {
        let error = #expect(throws: CorpusError.self) {
            try CorpusRunner().run(CorpusRequest(paths: ["/nonexistent/traces"]))
        }
        #expect(error?.kind == .usage)
        #expect(error?.description.contains("/nonexistent/traces: no such file or folder") == true)
    }
}
