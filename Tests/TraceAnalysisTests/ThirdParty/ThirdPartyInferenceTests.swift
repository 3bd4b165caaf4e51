import Foundation
import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Intent inference on recordings of third-party web viewers and a sheet (Tests/Fixtures/third-party, recorded
/// by Tests/Harness): each engine's traces are analysed with their intent events removed, and the
/// inferred intents are compared with the labels the driver wrote (docs/analysis.md, "Testing
/// inference on third-party engines"). The target is 97 % of intents and 95 % of touch sequences
/// per engine; an engine below it is a known issue until inference reaches it.
@Suite("Inference on third-party engines")
struct ThirdPartyInferenceTests {
    /// The recorded engines (one folder each).
    static let engines = ["basiclightbox", "bottomsheet", "simplelightbox", "tobii"]
    /// Engines whose inferred intents miss the target today (ThirdPartyInferenceTests output).
    static let belowTarget: Set<String> = ["tobii"]
    static let intentTarget = 0.97
    static let sequenceTarget = 0.95

    static func folder(_ engine: String) -> URL { TestPaths.fixture("third-party/\(engine)") }

    static func traces(_ engine: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder(engine).path)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    static func load(_ engine: String, _ file: String) throws -> LoadedTrace {
        try LoadedTrace.load(path: folder(engine).appendingPathComponent(file).path)
    }

    /// The recorded engine's intents of one trace, as given (labelled) or with its labels removed,
    /// recognized with the profile of the header's platform, as `analyze` does (web: android).
    static func intents(_ trace: LoadedTrace, labelled: Bool) -> [Intent] {
        let events = labelled ? trace.events : trace.events.filter { $0.typeName != "intent" }
        let options = AnalysisOptions(engines: [.recorded], recognition: Platform.of(trace.header).configuration)
        let analysed = TraceAnalyzer.analyze(path: trace.path, header: trace.header, events: events, options: options)
        return analysed.runs.first?.intents.map(\.intent) ?? []
    }

    @Test("each engine folder holds traces, and every engine recorded is tested")
    func foldersMatch() throws {
        let root = TestPaths.fixture("third-party")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        #expect(folders.sorted() == Self.engines)
        for engine in Self.engines { #expect(Self.traces(engine).count >= 3, "\(engine)") }
    }

    @Test("every trace is valid and holds the labels the driver wrote", arguments: engines)
    func labelsAsWritten(engine: String) throws {
        let manifest = try String(contentsOf: Self.folder(engine).appendingPathComponent("labels.tsv"), encoding: .utf8)
        var expected: [String: [String: Int]] = [:]
        for line in manifest.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: "\t").map(String.init)
            try #require(cells.count == 3, "labels.tsv: \(line)")
            expected[cells[0], default: [:]][cells[1]] = Int(cells[2])
        }
        #expect(Set(expected.keys) == Set(Self.traces(engine)))
        for file in Self.traces(engine) {
            let trace = try Self.load(engine, file)
            #expect(trace.isValid, "\(engine)/\(file): \(trace.diagnostics)")
            var counted: [String: Int] = [:]
            for event in trace.events {
                if case .intent(let label) = event.payload { counted[label.goal.rawValue, default: 0] += 1 }
            }
            #expect(counted == expected[file], "\(engine)/\(file)")
        }
    }

    @Test("inferred intents agree with the labels (97 % of intents, 95 % of sequences)", arguments: engines)
    func inferenceAgrees(engine: String) throws {
        var intents = (agree: 0, labelled: 0)
        var sequences = (agree: 0, labelled: 0)
        for file in Self.traces(engine) {
            let trace = try Self.load(engine, file)
            let labelled = Self.intents(trace, labelled: true)
            #expect(labelled.allSatisfy { $0.source == .labelled }, "\(engine)/\(file)")
            let agreement = InferenceAgreement(labelled: labelled, inferred: Self.intents(trace, labelled: false))
            intents.agree += agreement.intents.numerator
            intents.labelled += agreement.intents.denominator
            sequences.agree += agreement.sequences.numerator
            sequences.labelled += agreement.sequences.denominator
        }
        try #require(intents.labelled >= 100, "\(engine): \(intents.labelled) labelled intents with touches")
        let intentShare = Double(intents.agree) / Double(intents.labelled)
        let sequenceShare = Double(sequences.agree) / Double(sequences.labelled)
        print(
            "\(engine): \(intents.agree)/\(intents.labelled) intents, \(sequences.agree)/\(sequences.labelled)"
                + " touch sequences agree")
        let meetsTarget = {
            #expect(intentShare >= Self.intentTarget, "\(engine): intents \(intents.agree)/\(intents.labelled)")
            #expect(
                sequenceShare >= Self.sequenceTarget, "\(engine): sequences \(sequences.agree)/\(sequences.labelled)")
        }
        if Self.belowTarget.contains(engine) {
            withKnownIssue("inference misses the target on \(engine)") { meetsTarget() }
        } else {
            meetsTarget()
        }
    }
}
