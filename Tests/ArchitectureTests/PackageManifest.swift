/// The targets of a `Package.swift` manifest, read from its text: each target's name, kind, custom
/// path (if any) and the package targets it depends on by name (`.product(...)` dependencies, the
/// third-party ones, are left out). Enough of Swift's syntax to read this package's manifest:
/// string literals, `//` comments, and nested brackets.
struct PackageManifest {
    /// One `.target`, `.executableTarget`, `.systemLibrary` or `.testTarget` of the manifest.
    struct Target: Equatable {
        var kind: String
        var name: String
        var path: String?
        var dependencies: Set<String>
    }

    /// What went wrong reading the manifest.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    var targets: [Target]

    /// The targets that live under `Sources/` (no custom `path:`), by name.
    var sourceTargets: [String: Target] {
        let underSources = targets.filter { $0.path == nil && $0.kind != "testTarget" }
        return Dictionary(uniqueKeysWithValues: underSources.map { ($0.name, $0) })
    }

    /// Reads the targets of `text`, the manifest's source.
    init(text: String) throws(ReadError) {
        let code = Self.withoutComments(Array(text.utf8))
        var targets: [Target] = []
        var index = 0
        while index < code.count {
            guard code[index] == UInt8(ascii: "."), let kind = Self.targetKind(in: code, at: index + 1) else {
                index += 1
                continue
            }
            let open = index + 1 + kind.utf8.count
            guard let close = Self.matchingClose(in: code, from: open) else {
                throw ReadError(description: "unbalanced brackets after .\(kind)(")
            }
            let arguments = Self.topLevelArguments(Array(code[(open + 1)..<close]))
            guard let name = arguments["name"].flatMap(Self.stringLiteral) else {
                throw ReadError(description: ".\(kind)( without a name")
            }
            var dependencies: Set<String> = []
            if let list = arguments["dependencies"] {
                let inner = Array(list.drop { $0 != UInt8(ascii: "[") }.dropFirst().dropLast())
                for item in Self.splitTopLevel(inner) {
                    if let dependency = Self.stringLiteral(item) { dependencies.insert(dependency) }
                }
            }
            let path = arguments["path"].flatMap(Self.stringLiteral)
            targets.append(Target(kind: kind, name: name, path: path, dependencies: dependencies))
            index = close + 1
        }
        self.targets = targets
    }

    /// The target kind named at `index` when it is followed by `(`.
    private static func targetKind(in code: [UInt8], at index: Int) -> String? {
        for kind in ["executableTarget", "systemLibrary", "testTarget", "target"] {
            let bytes = Array((kind + "(").utf8)
            if index + bytes.count <= code.count, Array(code[index..<(index + bytes.count)]) == bytes {
                return kind
            }
        }
        return nil
    }

    /// The code with `//` comments blanked out (not inside string literals, where `//` is a URL's).
    private static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var inString = false
        var index = 0
        while index < result.count {
            let byte = result[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < result.count, result[index + 1] == UInt8(ascii: "/") {
                while index < result.count, result[index] != UInt8(ascii: "\n") {
                    result[index] = UInt8(ascii: " ")
                    index += 1
                }
                continue
            }
            index += 1
        }
        return result
    }

    /// The index of the bracket that closes the one at `open`, skipping string literals.
    private static func matchingClose(in code: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = open
        while index < code.count {
            let byte = code[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The pieces of `code` between commas at bracket depth 0, trimmed.
    private static func splitTopLevel(_ code: [UInt8]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var current: [UInt8] = []
        var depth = 0
        var inString = false
        var index = 0
        while index < code.count {
            let byte = code[index]
            if inString {
                if byte == UInt8(ascii: "\\"), index + 1 < code.count {
                    current.append(byte)
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    pieces.append(trimmed(current))
                    current = []
                    index += 1
                    continue
                default: break
                }
            }
            current.append(code[index])
            index += 1
        }
        let last = trimmed(current)
        if !last.isEmpty { pieces.append(last) }
        return pieces
    }

    /// The labelled arguments of a call's argument list, each as its code after `label:`.
    private static func topLevelArguments(_ code: [UInt8]) -> [String: [UInt8]] {
        var arguments: [String: [UInt8]] = [:]
        for piece in splitTopLevel(code) {
            guard let colon = piece.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let label = String(decoding: trimmed(Array(piece[..<colon])), as: UTF8.self)
            arguments[label] = trimmed(Array(piece[(colon + 1)...]))
        }
        return arguments
    }

    /// The value of `code` when it is exactly one string literal without escapes.
    private static func stringLiteral(_ code: [UInt8]) -> String? {
        let code = trimmed(code)
        guard code.count >= 2, code.first == UInt8(ascii: "\""), code.last == UInt8(ascii: "\"") else { return nil }
        let inner = code.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "\"")), !inner.contains(UInt8(ascii: "\\")) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    private static func trimmed(_ code: [UInt8]) -> [UInt8] {
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        guard let first = code.firstIndex(where: { !blank.contains($0) }),
            let last = code.lastIndex(where: { !blank.contains($0) })
        else { return [] }
        return Array(code[first...last])
    }
}
