import Foundation

/// One `import` statement found in a source file.
struct ImportStatement: Hashable {
    var module: String
    var importedModule: String
    /// The access-level or attribute in front of `import` (`internal`, `public`, `@testable`, ...), if any.
    var modifier: String?
    var file: String
    var line: Int
}

/// The layering rules of README "Architecture" (DESIGN section 2), as data.
enum ImportRules {
    /// The package's own modules.
    static let packageModules: Set<String> = [
        "CJSONC", "TraceModel", "TraceRecorder", "GestureRecognition", "TransitionSimulation",
        "TraceSynthesis", "TraceAnalysis", "gesturetrace",
    ]
    static let libraries: Set<String> = packageModules.subtracting(["gesturetrace", "CJSONC"])

    /// Every rule an import breaks, as a sentence; empty when it is allowed.
    static func violations(of statement: ImportStatement) -> [String] {
        let from = statement.module, to = statement.importedModule
        var broken: [String] = []
        let at = "\(statement.file):\(statement.line): \(from) imports \(to)"
        if to == "CJSONC" && from != "TraceRecorder" {
            broken.append("\(at): only TraceRecorder may import CJSONC")
        }
        if to == "CJSONC" && from == "TraceRecorder" && statement.modifier != "internal" {
            broken.append("\(at): TraceRecorder must import CJSONC as `internal import`")
        }
        if libraries.contains(from) && (to == "ArgumentParser" || to == "gesturetrace") {
            broken.append("\(at): a library may not import the command-line layer or ArgumentParser")
        }
        if from == "TraceModel" && packageModules.contains(to) {
            broken.append("\(at): TraceModel may not import any module of the package")
        }
        if from == "GestureRecognition" && (to == "TransitionSimulation" || to == "TraceAnalysis") {
            broken.append("\(at): GestureRecognition may not import \(to)")
        }
        if from == "TraceAnalysis" && (to == "TraceRecorder" || to == "TraceSynthesis") {
            broken.append("\(at): TraceAnalysis may not import \(to)")
        }
        return broken
    }

    /// Parses the `import` lines of one file's text.
    static func imports(inSource text: String, module: String, file: String) -> [ImportStatement] {
        var result: [ImportStatement] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { continue }
            let before = words[..<importIndex]
            // Only statements: words before `import` must all be modifiers or attributes.
            let modifiers: Set<String> = ["public", "internal", "package", "private", "fileprivate", "@testable",
                                          "@_exported", "@_implementationOnly", "@preconcurrency"]
            guard before.allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { continue }
            var target = words[importIndex + 1]
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(target),
               importIndex + 2 < words.count {
                target = words[importIndex + 2]  // `import struct Foo.Bar`
            }
            let moduleName = String(target.split(separator: ".").first ?? Substring(target))
            result.append(ImportStatement(module: module, importedModule: moduleName,
                                          modifier: before.last, file: file, line: index + 1))
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
