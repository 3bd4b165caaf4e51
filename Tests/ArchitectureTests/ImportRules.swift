import Foundation

/// One `import` statement found in a source file.
struct ImportStatement: Hashable {
    var module: String
    var importedModule: String
    /// The access-level or attribute in front of `import` (`internal`, `public`, `@testable`, ...), if any.
    var modifier: String?
    var file: String
    var line: Int
    /// Whether the statement is in the `#else` branch of `#if canImport(FoundationEssentials)`:
    /// compiled only where Foundation is not split (Apple platforms).
    var isFoundationFallback = false
}

/// The layering rules of `docs/architecture.md`, as data: each module of the package with the
/// package modules it may import. A module missing from this table is an error, so a new module
/// cannot slip past the rules; `PackageManifestTests` holds the table to Package.swift's
/// dependencies.
enum ImportRules {
    /// Each package module and the package modules it may import (the pipeline flows one way:
    /// model, then reading and recording, recognition, simulation, synthesis and analysis, then
    /// gates and the corpus pipeline, then the command line).
    static let allowedImports: [String: Set<String>] = [
        "CJSONC": [],
        "TraceModel": [],
        "TraceReading": ["TraceModel", "CJSONC"],
        "TraceRecording": ["TraceModel"],
        "TraceRecordingPrivacy": [],
        "TraceUpload": ["TraceRecording"],
        "GestureRecognition": ["TraceModel"],
        "TransitionSimulation": ["TraceModel", "GestureRecognition"],
        "TraceSynthesis": ["TraceModel", "TraceRecording", "GestureRecognition", "TransitionSimulation"],
        "TraceAnalysis": ["TraceModel", "GestureRecognition", "TransitionSimulation"],
        "RegressionGates": ["TraceModel", "TraceAnalysis"],
        "TraceImport": ["TraceModel", "TraceRecording"],
        "RecordingEndpoint": ["TraceModel", "TraceReading"],
        "CorpusAnalysis": [
            "TraceModel", "TraceReading", "GestureRecognition", "TransitionSimulation", "TraceAnalysis",
        ],
        "gesturetrace": [
            "TraceModel", "TraceReading", "TraceRecording", "GestureRecognition", "TransitionSimulation",
            "TraceSynthesis", "TraceAnalysis", "RegressionGates", "TraceImport", "CorpusAnalysis",
            "RecordingEndpoint",
        ],
    ]
    /// The package's own modules.
    static var packageModules: Set<String> { Set(allowedImports.keys) }
    /// The modules that are libraries (everything but the executable and the C shim).
    static var libraries: Set<String> { packageModules.subtracting(["gesturetrace", "CJSONC"]) }
    /// Third-party modules that only the command-line layer may import.
    static let commandLineOnly: Set<String> = ["ArgumentParser"]
    /// The modules linked into `gesturetrace`: every one but the recorder's upload (URLSession).
    static var linkedIntoCommandLine: Set<String> { packageModules.subtracting(["TraceUpload"]) }
    /// Modules the command line must not link: on Linux, Foundation brings ICU and about 1,800
    /// conformance records the runtime scans at every start (docs/performance.md, "No Foundation in
    /// the command line").
    static let unlinkedFromCommandLine: Set<String> = ["Foundation", "FoundationNetworking", "FoundationXML"]

    /// Every rule an import breaks, as a sentence; empty when it is allowed.
    static func violations(of statement: ImportStatement) -> [String] {
        let from = statement.module
        let to = statement.importedModule
        var broken: [String] = []
        let at = "\(statement.file):\(statement.line): \(from) imports \(to)"
        guard let allowed = allowedImports[from] else {
            return ["\(at): \(from) is not in ImportRules.allowedImports; add it with the modules it may import"]
        }
        if packageModules.contains(to) && !allowed.contains(to) {
            broken.append("\(at): \(from) may import only \(allowed.sorted().joined(separator: ", "))")
        }
        if to == "CJSONC" && from == "TraceReading" && statement.modifier != "internal" {
            broken.append("\(at): TraceReading must import CJSONC as `internal import`")
        }
        if libraries.contains(from) && commandLineOnly.contains(to) {
            broken.append("\(at): a library may not import the command-line layer or ArgumentParser")
        }
        if linkedIntoCommandLine.contains(from) && unlinkedFromCommandLine.contains(to)
            && !(to == "Foundation" && statement.isFoundationFallback)
        {
            broken.append(
                "\(at): the command line links without Foundation; import FoundationEssentials, with Foundation"
                    + " only in the #else of `#if canImport(FoundationEssentials)`")
        }
        return broken
    }

    /// Parses the `import` lines of one file's text.
    static func imports(inSource text: String, module: String, file: String) -> [ImportStatement] {
        var result: [ImportStatement] = []
        // The open `#if`s, each with whether it is `canImport(FoundationEssentials)` and in its `#else`.
        var conditions: [(essentials: Bool, inElse: Bool)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            switch words.first {
            case "#if": conditions.append((words.dropFirst().joined() == "canImport(FoundationEssentials)", false))
            case "#else", "#elseif": if !conditions.isEmpty { conditions[conditions.count - 1].inElse = true }
            case "#endif": _ = conditions.popLast()
            default: break
            }
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { continue }
            let before = words[..<importIndex]
            // Only statements: words before `import` must all be modifiers or attributes.
            let modifiers: Set<String> = [
                "public", "internal", "package", "private", "fileprivate", "@testable",
                "@_exported", "@_implementationOnly", "@preconcurrency",
            ]
            guard before.allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { continue }
            var target = words[importIndex + 1]
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(target),
                importIndex + 2 < words.count
            {
                target = words[importIndex + 2]  // `import struct Foo.Bar`
            }
            let moduleName = String(target.split(separator: ".").first ?? Substring(target))
            result.append(
                ImportStatement(
                    module: module, importedModule: moduleName,
                    modifier: before.last, file: file, line: index + 1,
                    isFoundationFallback: conditions.last.map { $0.essentials && $0.inElse } ?? false))
        }
        return result
    }

    /// Every import under `Sources/`, the module being the folder right below it.
    static func imports(underSources sources: URL) throws -> [ImportStatement] {
        let fm = FileManager.default
        var result: [ImportStatement] = []
        for module in try fm.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(module)
            guard let walker = fm.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") || relative.hasSuffix(".h") {
                let url = folder.appendingPathComponent(relative)
                let text = try String(contentsOf: url, encoding: .utf8)
                result += imports(inSource: text, module: module, file: "Sources/\(module)/\(relative)")
            }
        }
        return result
    }
}
