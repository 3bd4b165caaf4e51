import Foundation
import Testing
import _TestSupport

/// The rooms of a module (docs/architecture.md "Modules and their rooms"): no folder under
/// `Sources/` holds more than 15 files, and no two folders of one module reference each other both
/// ways. A folder references another when one of its files names a type declared at the top level
/// of a file in the other (struct, enum, class, protocol, actor or typealias; `private` and
/// `fileprivate` ones are seen only by their own file). Each subfolder is a folder of its own, so a
/// parent and its child can break the rule too.
@Suite("Folders under Sources/ are rooms by job (docs/architecture.md)")
struct FolderRulesTests {
    static let sources = TestPaths.packageRoot.appendingPathComponent("Sources")

    /// Every module under `Sources/`, nothing excluded.
    static var modules: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("the scan sees the modules and their folders")
    func scanSeesTheTree() throws {
        #expect(Self.modules.count >= 10)
        let module = try FolderRules.Module(at: Self.sources.appendingPathComponent("TransitionSimulation"))
        #expect(module.folders.count >= 3)
        #expect(module.declarations["ReplayResult"] != nil)
        #expect(module.declarations["TransitionSimulation"] == nil)  // a module is not a type of itself
    }

    @Test("no folder holds more than 15 files", arguments: modules)
    func folderSizes(module: String) throws {
        let scanned = try FolderRules.Module(at: Self.sources.appendingPathComponent(module))
        let crowded = scanned.crowdedFolders(limit: FolderRules.fileLimit)
        #expect(crowded.isEmpty, "\(crowded.joined(separator: "\n"))")
    }

    @Test("no two folders of a module reference each other both ways", arguments: modules)
    func noCycles(module: String) throws {
        let scanned = try FolderRules.Module(at: Self.sources.appendingPathComponent(module))
        let cycles = scanned.bidirectionalPairs()
        #expect(cycles.isEmpty, "\(cycles.joined(separator: "\n"))")
    }

    @Test("a pair that names each other's types is reported with examples")
    func detectsACycle() {
        let module = FolderRules.Module(
            name: "M",
            files: [
                .init(folder: "M/A", name: "Engine.swift", text: "public struct Engine { var r: Result }\n"),
                .init(folder: "M/B", name: "Result.swift", text: "struct Result { let e: Engine? }\n"),
                .init(folder: "M/C", name: "Other.swift", text: "enum Other { static let e = Engine() }\n"),
            ])
        let cycles = module.bidirectionalPairs()
        #expect(cycles.count == 1)
        #expect(cycles.first?.contains("Sources/M/A <-> Sources/M/B") == true)
        #expect(cycles.first?.contains("Engine.swift names Result") == true)
        #expect(cycles.first?.contains("Result.swift names Engine") == true)
    }

    @Test("a parent folder and its child count as two folders")
    func parentAndChild() {
        let module = FolderRules.Module(
            name: "M",
            files: [
                .init(folder: "M/Summary", name: "Row.swift", text: "struct Row { var p: Partial }\n"),
                .init(folder: "M/Summary/Partial", name: "Partial.swift", text: "struct Partial { var r: [Row] }\n"),
            ])
        #expect(module.bidirectionalPairs().count == 1)
    }

    @Test("comments, strings, private and nested types and one-way use are not cycles")
    func notCycles() {
        let module = FolderRules.Module(
            name: "M",
            files: [
                .init(
                    folder: "M/A", name: "A.swift",
                    text: """
                        /// Made from a `Result` (see B).
                        struct Engine {
                            struct Key {}
                            let note = "Result \\(1)"  // Result
                            /* Result */
                        }
                        private struct Hidden {}
                        class func
                        """),
                .init(
                    folder: "M/B", name: "B.swift",
                    text: "struct Result { let e: Engine; let k: Key; let h: Hidden }\nprivate enum Key {}\n"),
            ])
        #expect(module.bidirectionalPairs().isEmpty)
        #expect(module.declarations["Key"] == nil && module.declarations["Hidden"] == nil)
        #expect(module.declarations["Engine"] == "M/A")
    }

    @Test("a string's interpolation is code")
    func interpolation() {
        let code = FolderRules.code(of: #"let s = "x \(Result.zero) y" + "Engine""#)
        #expect(FolderRules.identifiers(in: code).contains("Result"))
        #expect(!FolderRules.identifiers(in: code).contains("Engine"))
    }

    @Test("a folder over the limit is named with its count")
    func crowded() {
        let files = (1...16).map { FolderRules.SourceFile(folder: "M/Big", name: "F\($0).swift", text: "") }
        let crowded = FolderRules.Module(name: "M", files: files).crowdedFolders(limit: 15)
        #expect(crowded == ["Sources/M/Big holds 16 files (at most 15)"])
    }
}

/// The scan behind `FolderRulesTests`: each module's folders, the types each declares and the
/// names each file uses.
enum FolderRules {
    /// docs/architecture.md: "no source or test folder over 15 files".
    static let fileLimit = 15

    /// One file of a module; `folder` is its folder's path below `Sources/`.
    struct SourceFile {
        var folder: String
        var name: String
        var text: String
    }

    /// One module under `Sources/`: its folders with their files, and where each type is declared.
    struct Module {
        var name: String
        var files: [SourceFile]
        /// Each folder (path below `Sources/`) and how many files it holds directly.
        var folders: [String: Int]
        /// Each top-level, non-private type of the module and the folder that declares it.
        var declarations: [String: String]

        init(name: String, files: [SourceFile], folders: [String: Int]? = nil) {
            self.name = name
            self.files = files
            self.folders = folders ?? Dictionary(files.map { ($0.folder, 1) }, uniquingKeysWith: +)
            var declarations: [String: String] = [:]
            for file in files where file.name.hasSuffix(".swift") {
                for type in FolderRules.declaredTypes(in: FolderRules.code(of: file.text)) {
                    declarations[type] = file.folder
                }
            }
            self.declarations = declarations
        }

        /// Reads a module folder: every file, in every folder below it.
        init(at url: URL) throws {
            let fm = FileManager.default
            let module = url.lastPathComponent
            var files: [SourceFile] = []
            var folders: [String: Int] = [:]
            var pending = [module]
            while let folder = pending.popLast() {
                folders[folder] = 0
                let folderURL = url.deletingLastPathComponent().appendingPathComponent(folder)
                for entry in try fm.contentsOfDirectory(atPath: folderURL.path).sorted() where !entry.hasPrefix(".") {
                    var isFolder: ObjCBool = false
                    fm.fileExists(atPath: folderURL.appendingPathComponent(entry).path, isDirectory: &isFolder)
                    if isFolder.boolValue {
                        pending.append("\(folder)/\(entry)")
                        continue
                    }
                    folders[folder, default: 0] += 1
                    let text =
                        entry.hasSuffix(".swift")
                        ? try String(contentsOf: folderURL.appendingPathComponent(entry), encoding: .utf8) : ""
                    files.append(SourceFile(folder: folder, name: entry, text: text))
                }
            }
            self.init(name: module, files: files, folders: folders)
        }

        /// Each folder holding more than `limit` files, as a sentence.
        func crowdedFolders(limit: Int) -> [String] {
            folders.filter { $0.value > limit }.sorted { $0.key < $1.key }.map {
                "Sources/\($0.key) holds \($0.value) files (at most \(limit))"
            }
        }

        /// Each folder's references to every other folder: the file and the type it names, once
        /// per occurrence.
        func references() -> [String: [String: [(file: String, type: String)]]] {
            var result: [String: [String: [(file: String, type: String)]]] = [:]
            for file in files where file.name.hasSuffix(".swift") {
                for word in FolderRules.identifiers(in: FolderRules.code(of: file.text)) {
                    guard let target = declarations[word], target != file.folder else { continue }
                    result[file.folder, default: [:]][target, default: []].append((file.name, word))
                }
            }
            return result
        }

        /// Each pair of folders that reference each other both ways, as a sentence with the count
        /// of references each way and a few examples.
        func bidirectionalPairs() -> [String] {
            let references = references()
            var sentences: [String] = []
            for (from, targets) in references.sorted(by: { $0.key < $1.key }) {
                for (to, forward) in targets.sorted(by: { $0.key < $1.key }) where from < to {
                    guard let backward = references[to]?[from] else { continue }
                    sentences.append(
                        "Sources/\(from) <-> Sources/\(to): "
                            + "\(Self.describe(forward, from: from, to: to)); \(Self.describe(backward, from: to, to: from))"
                    )
                }
            }
            return sentences
        }

        private static func describe(_ uses: [(file: String, type: String)], from: String, to: String) -> String {
            var seen = Set<String>()
            let examples = uses.map { "\($0.file) names \($0.type)" }.filter { seen.insert($0).inserted }.prefix(4)
            let last = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
            return "\(last(from)) -> \(last(to)) \(uses.count) references (\(examples.joined(separator: ", ")))"
        }
    }

    /// The text with comments and string literals blanked out (newlines kept); the code inside a
    /// string's interpolation `\( ... )` is kept.
    static func code(of text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        // The open contexts: a string (its closing delimiter) or an interpolation (its paren depth).
        enum Context {
            case string(close: [UInt8], interpolation: [UInt8], isRaw: Bool)
            case interpolation(depth: Int)
        }
        let (quote, hash, slash, star, backslash, newline, space) = (
            UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\\"),
            UInt8(ascii: "\n"), UInt8(ascii: " ")
        )
        let (open, close) = (UInt8(ascii: "("), UInt8(ascii: ")"))
        var stack: [Context] = []
        var index = 0
        func blank(_ count: Int) {
            for offset in 0..<count where index + offset < bytes.count {
                out.append(bytes[index + offset] == newline ? newline : space)
            }
            index += count
        }
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            guard position + pattern.count <= bytes.count else { return false }
            return (0..<pattern.count).allSatisfy { bytes[position + $0] == pattern[$0] }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if case .string(let closing, let interpolation, let isRaw)? = stack.last {
                if matches(closing, at: index) {
                    stack.removeLast()
                    blank(closing.count)
                } else if matches(interpolation, at: index) {
                    stack.append(.interpolation(depth: 0))
                    blank(interpolation.count)
                } else {
                    blank(byte == backslash && !isRaw ? 2 : 1)
                }
                continue
            }
            if byte == slash && matches([slash, slash], at: index) {
                while index < bytes.count && bytes[index] != newline { blank(1) }
                continue
            }
            if byte == slash && matches([slash, star], at: index) {
                var depth = 0
                repeat {
                    if matches([slash, star], at: index) {
                        depth += 1
                        blank(2)
                    } else if matches([star, slash], at: index) {
                        depth -= 1
                        blank(2)
                    } else {
                        blank(1)
                    }
                } while depth > 0 && index < bytes.count
                continue
            }
            if byte == quote || byte == hash {
                var hashes = 0
                while index + hashes < bytes.count && bytes[index + hashes] == hash { hashes += 1 }
                if index + hashes < bytes.count && bytes[index + hashes] == quote {
                    let quotes = matches([quote, quote, quote], at: index + hashes) ? 3 : 1
                    let hashBytes = [UInt8](repeating: hash, count: hashes)
                    stack.append(
                        .string(
                            close: [UInt8](repeating: quote, count: quotes) + hashBytes,
                            interpolation: [backslash] + hashBytes + [open], isRaw: hashes > 0))
                    blank(hashes + quotes)
                    continue
                }
            }
            if case .interpolation(let depth)? = stack.last {
                if byte == open {
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                } else if byte == close {
                    if depth == 0 {
                        stack.removeLast()
                        blank(1)
                        continue
                    }
                    stack[stack.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every identifier of the code, in order, with repeats.
    static func identifiers(in code: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        func isStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
        func isPart(_ c: Unicode.Scalar) -> Bool { isStart(c) || ("0"..."9").contains(c) }
        for char in code.unicodeScalars {
            if current.isEmpty ? isStart(char) : isPart(char) {
                current.append(char)
            } else {
                if !current.isEmpty { result.append(String(current)) }
                current = String.UnicodeScalarView()
                // A digit right after a non-identifier character starts no identifier.
            }
        }
        if !current.isEmpty { result.append(String(current)) }
        return result
    }

    /// The types a file declares at its top level, except `private` and `fileprivate` ones.
    static func declaredTypes(in code: String) -> [String] {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let modifiers: Set<String> = [
            "public", "package", "internal", "open", "final", "indirect", "nonisolated", "distributed",
        ]
        var result: [String] = []
        for line in code.split(separator: "\n") {
            guard let first = line.unicodeScalars.first, first != " " && first != "\t" else { continue }
            // Attribute arguments (`@available(iOS 16, *)`) are dropped before the words are read.
            var depth = 0
            let flat = line.filter { char in
                if char == "(" { depth += 1 } else if char == ")" { depth -= 1 }
                return depth == 0 && char != ")"
            }
            var words = flat.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" })
                .map(String.init)[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
                words = words.dropFirst()
            }
            guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
            let name = String(words[words.startIndex + 1].prefix { $0 == "_" || $0.isLetter || $0.isNumber })
            if let initial = name.first, initial.isUppercase || initial == "_" { result.append(name) }
        }
        return result
    }
}
