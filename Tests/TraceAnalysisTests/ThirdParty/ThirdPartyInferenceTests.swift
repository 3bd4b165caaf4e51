import Foundation
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import _TestSupport

/// Intent inference on recordings of third-party web viewers, a sheet and a drawer
/// (Tests/Fixtures/third-party, recorded by Tests/Harness): each engine's traces are analysed with
/// their intent events removed, and the inferred intents are compared with the labels the driver
/// wrote (docs/analysis.md, "Testing inference on third-party engines"), twice: with the touch
/// targets as recorded (every part named by role) and with only the thumbnails' `cell:N`. The
/// target is 97 % of intents and 95 % of touch sequences per engine as recorded, on every engine.
@Suite("Inference on third-party engines")
struct ThirdPartyInferenceTests {
    static let engines = ThirdPartyFixtures.engines
    static let intentTarget = 0.97
    static let sequenceTarget = 0.95
    /// A ratchet: the agreement measured on each engine with only the `cell:N` targets kept, when
    /// the floor was last raised. Inference may do better (then raise the floor to the new
    /// figures), never worse.
    static let cellsOnlyFloor: [String: ThirdPartyFixtures.Agreement] = [
        "basiclightbox": .init(intents: (agree: 128, labelled: 132), sequences: (agree: 158, labelled: 161)),
        "biggerpicture": .init(intents: (agree: 114, labelled: 121), sequences: (agree: 144, labelled: 151)),
        "bottomsheet": .init(intents: (agree: 129, labelled: 132), sequences: (agree: 159, labelled: 162)),
        "simplelightbox": .init(intents: (agree: 132, labelled: 132), sequences: (agree: 160, labelled: 160)),
        "slideout": .init(intents: (agree: 107, labelled: 120), sequences: (agree: 131, labelled: 156)),
        "tobii": .init(intents: (agree: 120, labelled: 132), sequences: (agree: 145, labelled: 167)),
    ]

    static func folder(_ engine: String) -> URL { ThirdPartyFixtures.folder(engine) }
    static func traces(_ engine: String) -> [String] { ThirdPartyFixtures.traces(engine) }
    static func load(_ engine: String, _ file: String) throws -> LoadedTrace {
        try ThirdPartyFixtures.load(engine, file)
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
        for file in Self.traces(engine) {
            let labelled = ThirdPartyFixtures.intents(try Self.load(engine, file), labelled: true)
            #expect(labelled.allSatisfy { $0.source == .labelled }, "\(engine)/\(file)")
        }
        let recorded = try ThirdPartyFixtures.agreement(engine, targets: .recorded)
        let (intents, sequences) = (recorded.intents, recorded.sequences)
        try #require(intents.labelled >= 100, "\(engine): \(intents.labelled) labelled intents with touches")
        print("\(engine), targets as recorded: \(recorded)")
        #expect(
            Double(intents.agree) >= Self.intentTarget * Double(intents.labelled),
            "\(engine): intents \(intents.agree)/\(intents.labelled)")
        #expect(
            Double(sequences.agree) >= Self.sequenceTarget * Double(sequences.labelled),
            "\(engine): sequences \(sequences.agree)/\(sequences.labelled)")
    }

    @Test("with only the thumbnails' targets, inference does no worse than its floor", arguments: engines)
    func cellsOnlyRatchet(engine: String) throws {
        let cellsOnly = try ThirdPartyFixtures.agreement(engine, targets: .cellsOnly)
        print("\(engine), only cell:N targets: \(cellsOnly)")
        let floor = try #require(Self.cellsOnlyFloor[engine], "\(engine): no floor")
        #expect(cellsOnly.isAtLeast(floor), "\(engine): \(cellsOnly), floor \(floor)")
    }

    @Test("only the thumbnails' targets are kept in the cells-only variant")
    func cellsOnlyKeepsCells() throws {
        var kept = Set<String>()
        var recorded = Set<String>()
        for engine in Self.engines {
            for file in Self.traces(engine) {
                let trace = try Self.load(engine, file)
                recorded.formUnion(trace.events.compactMap { $0.touch?.target })
                let events = ThirdPartyFixtures.events(trace, targets: .cellsOnly)
                #expect(events.count == trace.events.count, "\(engine)/\(file)")
                kept.formUnion(events.compactMap { $0.touch?.target })
            }
        }
        #expect(recorded.isSuperset(of: ["close", "backdrop", "viewer"]))
        #expect(!kept.isEmpty && kept.allSatisfy { $0.hasPrefix("cell:") })
    }
}
