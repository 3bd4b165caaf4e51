import Foundation
import Testing

/// The claims of the docs that name a step, a folder, a command or a file, checked against the
/// repository itself, so that they cannot drift: `make test`'s steps (CONTRIBUTING.md and the
/// Makefile's header), each module's folders (docs/architecture.md), each command (README.md),
/// every repository path the docs quote, and no path of one machine in a committed file.
@Suite("What the docs claim about the repository holds")
struct DocClaimsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The make targets `make test` runs: its prerequisites and each `$(MAKE) TARGET` of its recipe.
    static func makeTestSteps(_ makefile: String) -> [String] {
        var steps: [String] = []
        var inRecipe = false
        for line in makefile.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("test:") {
                inRecipe = true
                steps += line.dropFirst("test:".count).split(separator: " ").map(String.init)
                continue
            }
            guard inRecipe else { continue }
            guard line.hasPrefix("\t") else { break }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if let make = words.firstIndex(of: "$(MAKE)"), make + 1 < words.count {
                steps.append(words[make + 1])
            }
        }
        return steps
    }

    /// The Makefile header's lines about `make test`, from its `#   make test` line to the next
    /// `#   make` line.
    static func headerOfMakeTest(_ makefile: String) -> String {
        var lines: [Substring] = []
        var inside = false
        for line in makefile.split(separator: "\n") {
            guard line.hasPrefix("#") else { break }
            if line.hasPrefix("#   make ") { inside = line.hasPrefix("#   make test ") }
            if inside { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// A section of a Markdown text: from its heading to the next heading of the same level.
    static func section(_ heading: String, of markdown: String) -> String {
        guard let start = markdown.range(of: "\n\(heading)\n") else { return "" }
        let rest = markdown[start.upperBound...]
        let level = heading.prefix { $0 == "#" }
        let end = rest.range(of: "\n\(level) ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test("make test's steps are each named in CONTRIBUTING.md and in the Makefile's header")
    func makeTestStepsAreNamed() throws {
        let makefile = try Self.text("Makefile")
        let steps = Self.makeTestSteps(makefile)
        #expect(steps.count >= 5, "make test's recipe was not found in the Makefile")
        let contributing = Self.section("## Test", of: try Self.text("CONTRIBUTING.md"))
        let header = Self.headerOfMakeTest(makefile)
        for step in steps {
            #expect(contributing.contains("make \(step)"), "CONTRIBUTING.md \"Test\" does not name `make \(step)`")
            #expect(header.contains(step), "the Makefile's header line for make test does not name \(step)")
        }
    }

    @Test("docs/architecture.md names every folder of every module")
    func everyModuleFolderIsNamed() throws {
        let architecture = try Self.text("docs/architecture.md")
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default
        var missing: [String] = []
        for module in try files.contentsOfDirectory(atPath: sources.path).sorted() {
            let modulePath = sources.appendingPathComponent(module).path
            guard let walk = files.enumerator(atPath: modulePath) else { continue }
            for case let relative as String in walk {
                var isFolder: ObjCBool = false
                files.fileExists(atPath: modulePath + "/" + relative, isDirectory: &isFolder)
                guard isFolder.boolValue else { continue }
                let name = (relative as NSString).lastPathComponent
                if !architecture.contains("`\(name)/`") && !architecture.contains("`\(relative)/`") {
                    missing.append("\(module)/\(relative)/")
                }
            }
        }
        #expect(missing.isEmpty, "folders docs/architecture.md does not name: \(missing.joined(separator: ", "))")
    }

    @Test("README.md names every command of gesturetrace")
    func everyCommandIsInTheReadme() throws {
        let readme = try Self.text("README.md")
        let commandsFolder = Self.root.appendingPathComponent("Sources/gesturetrace")
        var names: [String] = []
        let walk = try #require(FileManager.default.enumerator(atPath: commandsFolder.path))
        for case let relative as String in walk where relative.hasSuffix(".swift") {
            let source = try String(
                contentsOf: commandsFolder.appendingPathComponent(relative), encoding: .utf8)
            for line in source.split(separator: "\n") {
                guard let range = line.range(of: "commandName: \"") else { continue }
                let name = line[range.upperBound...].prefix { $0 != "\"" }
                if name != "gesturetrace" { names.append(String(name)) }
            }
        }
        #expect(names.count >= 10, "the commands were not found under Sources/gesturetrace")
        for name in names {
            let named = readme.contains("`\(name)`") || readme.contains("gesturetrace \(name)")
            #expect(named, "README.md never names `\(name)`")
        }
    }

    /// Paths the docs name that are not this repository's: another repository's folder.
    static let pathsElsewhere: Set<String> = ["traces/Phone/"]  // henrydeng/MonkeyHelper's (docs/recognition.md)

    /// Whether a path names a file the repository holds rather than one made by a run or standing
    /// for many: under a generated folder, with a placeholder (`NAME`, `MODULE`), a pattern or a
    /// fragment.
    static func isCommittedPath(_ path: String) -> Bool {
        let generated = ["build/", "reports/", ".build/", "Benchmarks/out/", "Benchmarks/.build/"]
        if generated.contains(where: { path.hasPrefix($0) }) || path.contains(where: { "*<>$?{}[]#".contains($0) }) {
            return false
        }
        return !path.split(separator: "/").contains { part in
            part.count > 2 && part.allSatisfy { $0.isUppercase || $0 == "_" }
                || part.contains("NAME") || part.contains("MODULE") || part.contains("TARGET")
        }
    }

    @Test("every file or folder of the repository a doc names in code quotes exists")
    func namedPathsExist() throws {
        let files = FileManager.default
        let tops = Set(try files.contentsOfDirectory(atPath: Self.root.path))
        var docs = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        for folder in [
            "docs", "Tests/Harness", "Fuzz", "notebooks", "scale/spark", "recorders/web", "examples/ios-photo-viewer",
        ] {
            let names = (try? files.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)) ?? []
            docs += names.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }
        var missing: [String] = []
        var checked = 0
        for doc in docs.sorted() {
            let text = try Self.text(doc)
            for quoted in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where quoted.offset % 2 == 1 {
                var path = String(quoted.element).trimmingCharacters(in: CharacterSet(charactersIn: ".,;"))
                if let colon = path.firstIndex(of: ":") { path = String(path[..<colon]) }
                guard path.contains("/"), !path.contains(" "), let top = path.split(separator: "/").first,
                    tops.contains(String(top)), Self.isCommittedPath(path), !Self.pathsElsewhere.contains(path)
                else { continue }
                checked += 1
                if !files.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
                    missing.append("\(doc): \(path)")
                }
            }
        }
        #expect(checked > 100, "too few paths found in the docs: the reading is broken")
        #expect(missing.isEmpty, "paths the docs name that do not exist: \(missing.joined(separator: ", "))")
    }

    @Test("no committed text names a path on one machine")
    func noMachinePaths() throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", Self.root.path, "ls-files", "-z"]
        let pipe = Pipe()
        git.standardOutput = pipe
        try git.run()
        let listing = pipe.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        try #require(git.terminationStatus == 0, "git ls-files failed")
        let paths = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #expect(paths.count > 100)
        let machinePath = /(^|[\s"'(=`])(\/work\/|\/home\/[a-z][a-z0-9_-]*\/|\/Users\/[A-Za-z][A-Za-z0-9_-]*\/)/
        var found: [String] = []
        for path in paths where !path.hasPrefix("Tests/ArchitectureTests/DocClaimsTests.swift") {
            guard let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(path).path),
                data.count < 4_000_000, let text = String(data: data, encoding: .utf8)
            else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(machinePath) {
                found.append("\(path):\(number + 1)")
            }
        }
        #expect(found.isEmpty, "paths of one machine in: \(found.joined(separator: ", "))")
    }
}
