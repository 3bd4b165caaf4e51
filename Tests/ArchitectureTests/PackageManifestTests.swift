import Foundation
import Testing

/// `ImportRules.allowedImports` restates Package.swift's target dependencies by hand; these tests
/// hold the two to each other, so that neither can change alone.
@Suite("ImportRules agrees with Package.swift")
struct PackageManifestTests {
    /// Package.swift, found from this file's own path (Tests/ArchitectureTests/ at the package root).
    static func manifestText() throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    /// Every disagreement between a manifest's targets under `Sources/` and `rules`, as a sentence.
    static func disagreements(_ manifest: PackageManifest, _ rules: [String: Set<String>]) -> [String] {
        let targets = manifest.sourceTargets
        var found: [String] = []
        for name in Set(targets.keys).union(rules.keys).sorted() {
            guard let target = targets[name] else {
                found.append(
                    "\(name) is in ImportRules.allowedImports but is no target under Sources/ in Package.swift")
                continue
            }
            guard let allowed = rules[name] else {
                found.append("\(name) is a target in Package.swift but not in ImportRules.allowedImports")
                continue
            }
            if target.dependencies != allowed {
                let missing = allowed.subtracting(target.dependencies).sorted()
                let extra = target.dependencies.subtracting(allowed).sorted()
                found.append(
                    "\(name): Package.swift depends on \(target.dependencies.sorted()), ImportRules allows"
                        + " \(allowed.sorted()) (only in ImportRules: \(missing); only in Package.swift: \(extra))")
            }
        }
        return found
    }

    @Test("each module's package dependencies in Package.swift are the modules ImportRules lets it import")
    func rulesAgreeWithManifest() throws {
        let manifest = try PackageManifest(text: try Self.manifestText())
        // The reading must see the manifest's targets, or it proves nothing.
        #expect(manifest.sourceTargets.count >= 10)
        #expect(manifest.sourceTargets["gesturetrace"]?.dependencies.contains("TraceAnalysis") == true)
        #expect(manifest.sourceTargets["gesturetrace"]?.dependencies.contains("CorpusAnalysis") == true)
        #expect(manifest.sourceTargets["CJSONC"]?.kind == "systemLibrary")
        let found = Self.disagreements(manifest, ImportRules.allowedImports)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("a manifest that differs from the rules is caught: an extra dependency, a missing one, a new target")
    func disagreementIsCaught() throws {
        let manifest = try PackageManifest(
            text: """
                // A comment with "quotes" and a URL: https://example.com/x
                let package = Package(
                    name: "P",
                    dependencies: [.package(url: "https://github.com/apple/swift-system", from: "1.4.0")],
                    targets: [
                        .target(name: "A"),
                        .target(
                            name: "B",
                            dependencies: ["A", .product(name: "SystemPackage", package: "swift-system")]
                        ),
                        .target(name: "C", dependencies: ["A", "B"]),
                        .target(name: "New", dependencies: ["A"]),
                        .target(name: "_Support", dependencies: ["A"], path: "Tests/_Support"),
                        .testTarget(name: "ATests", dependencies: ["A", "_Support"]),
                    ]
                )
                """)
        #expect(manifest.sourceTargets["B"]?.dependencies == ["A"])
        #expect(manifest.sourceTargets["_Support"] == nil)
        #expect(manifest.sourceTargets["ATests"] == nil)
        let rules: [String: Set<String>] = ["A": [], "B": ["A"], "C": ["A"], "D": ["A"]]
        let found = Self.disagreements(manifest, rules)
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.hasPrefix("C: ") })
        #expect(found.contains { $0.hasPrefix("D is in ImportRules") })
        #expect(found.contains { $0.hasPrefix("New is a target") })
        #expect(Self.disagreements(manifest, ["A": [], "B": ["A"], "C": ["A", "B"], "New": ["A"]]).isEmpty)
    }
}
