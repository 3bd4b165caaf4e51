import Foundation
import Testing
import _TestSupport

@Suite("Module layering (docs/architecture.md)")
struct ImportRulesTests {
    @Test("no import under Sources/ breaks a layering rule")
    func sourcesFollowTheRules() throws {
        let statements = try ImportRules.imports(underSources: TestPaths.packageRoot.appendingPathComponent("Sources"))
        // The scan must see the modules it checks, or it proves nothing.
        let modules = Set(statements.map(\.module))
        #expect(modules.isSuperset(of: ["TraceReading", "TraceAnalysis", "gesturetrace"]))
        // Every folder under Sources/ is a module the rules know.
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.packageRoot.appendingPathComponent("Sources").path)
        #expect(Set(folders).subtracting(ImportRules.packageModules).isEmpty, "unknown modules: \(folders)")
        #expect(
            statements.contains {
                $0.module == "TraceReading" && $0.importedModule == "CJSONC" && $0.modifier == "internal"
            })
        let broken = statements.flatMap(ImportRules.violations(of:))
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test(
        "each forbidden arrow is caught",
        arguments: [
            ("GestureRecognition", "CJSONC", nil as String?),
            ("TraceReading", "CJSONC", nil),
            ("TraceReading", "CJSONC", "public"),
            ("TraceAnalysis", "ArgumentParser", nil),
            ("TransitionSimulation", "gesturetrace", nil),
            ("TraceModel", "GestureRecognition", nil),
            ("GestureRecognition", "TransitionSimulation", nil),
            ("GestureRecognition", "TraceAnalysis", nil),
            ("TraceAnalysis", "TraceReading", nil),
            ("TraceAnalysis", "TraceSynthesis", nil),
            ("TraceAnalysis", "RegressionGates", nil),
            ("TraceRecording", "TraceReading", nil),
            ("TraceReading", "TraceRecording", nil),
            ("RegressionGates", "TransitionSimulation", nil),
            ("RegressionGates", "ArgumentParser", nil),
            ("CorpusAnalysis", "ArgumentParser", nil),
            ("CorpusAnalysis", "gesturetrace", nil),
            ("CorpusAnalysis", "Foundation", nil),
            ("TraceAnalysis", "CorpusAnalysis", nil),
            ("RegressionGates", "CorpusAnalysis", nil),
            ("NewModule", "TraceModel", nil),
            ("TraceModel", "Foundation", nil),
            ("gesturetrace", "Foundation", nil),
            ("TraceImport", "FoundationNetworking", nil),
        ])
    func forbiddenArrows(from: String, to: String, modifier: String?) {
        let statement = ImportStatement(module: from, importedModule: to, modifier: modifier, file: "x.swift", line: 1)
        #expect(!ImportRules.violations(of: statement).isEmpty)
    }

    @Test(
        "allowed arrows pass",
        arguments: [
            ("TraceReading", "CJSONC", "internal" as String?),
            ("gesturetrace", "ArgumentParser", nil),
            ("TraceAnalysis", "TransitionSimulation", nil),
            ("TraceSynthesis", "TransitionSimulation", nil),
            ("TraceModel", "Glibc", nil),
            ("RegressionGates", "TraceAnalysis", nil),
            ("TraceSynthesis", "TraceRecording", nil),
            ("CorpusAnalysis", "TraceAnalysis", nil),
            ("gesturetrace", "CorpusAnalysis", nil),
        ])
    func allowedArrows(from: String, to: String, modifier: String?) {
        let statement = ImportStatement(module: from, importedModule: to, modifier: modifier, file: "x.swift", line: 1)
        #expect(ImportRules.violations(of: statement).isEmpty)
    }

    @Test("the parser reads modifiers, attributes and submodule imports, not prose")
    func parsing() {
        let text = """
            internal import CJSONC
            @testable import TraceModel
            import struct GestureRecognition.TouchSequence
            // We never import ArgumentParser here.
            let text = "import Foo"
            """
        let found = ImportRules.imports(inSource: text, module: "M", file: "f.swift")
        #expect(found.map(\.importedModule) == ["CJSONC", "TraceModel", "GestureRecognition"])
        #expect(found.map(\.modifier) == ["internal", "@testable", nil])
        #expect(found.map(\.line) == [1, 2, 3])
    }

    @Test("Foundation is allowed only as the fallback of FoundationEssentials, and only off the command line's link")
    func foundationOnlyAsFallback() {
        let text = """
            #if canImport(FoundationEssentials)
            import FoundationEssentials
            #else
            import Foundation
            #endif
            #if canImport(Glibc)
            import Glibc
            #else
            import Foundation
            #endif
            import Foundation
            """
        let found = ImportRules.imports(inSource: text, module: "TraceModel", file: "f.swift")
        #expect(found.map(\.isFoundationFallback) == [false, true, false, false, false])
        let broken = found.filter { !ImportRules.violations(of: $0).isEmpty }.map(\.line)
        #expect(broken == [9, 11])
        // The recorder's upload is not linked into the command line: URLSession may stay.
        let upload = ImportStatement(
            module: "TraceUpload", importedModule: "FoundationNetworking", modifier: nil, file: "x.swift", line: 1)
        #expect(ImportRules.violations(of: upload).isEmpty)
    }
}
