import SystemPackage

/// The file names a folder walk takes for configurations, never traces (docs/output-safety.md,
/// "Folder walks"): a configuration lives beside the traces it judges or tunes, and reading it as
/// a trace would fail the run for nothing. Matched case-insensitively on the last path component:
///
/// - gate configurations: `gate.json`, `gates.json`, `*.gate.json`, `*.gates.json`;
/// - engine configurations: `engine.json`, `engines.json`, `*.engine.json`, `*.engines.json`;
/// - flow configurations: `flows.json`, `*.flows.json`.
package enum ConfigurationFileName {
    /// Each kind and the stems its file names end in (`STEM.json` or `NAME.STEM.json`).
    package static let stems: [(kind: String, stems: [String])] = [
        ("a gate configuration", ["gate", "gates"]),
        ("an engine configuration", ["engine", "engines"]),
        ("a flow configuration", ["flows"]),
    ]

    /// The kind of configuration `path` is named as (`a gate configuration`), or nil for any
    /// other name.
    package static func kind(of path: String) -> String? {
        // Every such name ends in `.json` in some case, and a trace's (`*.jsonl`, `*.ndjson`) does
        // not: a folder of traces is passed over on this look alone. Only ASCII letters lower to
        // the letters of `.json`, so the look agrees with `lowercased()` below.
        var bytes = path.utf8[...]
        while bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        let suffix = bytes.suffix(5)
        guard suffix.count == 5, zip(suffix, ".json".utf8).allSatisfy({ $0 | 0x20 == $1 }) else { return nil }
        let name = (FilePath(path).lastComponent?.string ?? "").lowercased()
        for (kind, stems) in stems {
            for stem in stems where name == "\(stem).json" || name.hasSuffix(".\(stem).json") {
                return kind
            }
        }
        return nil
    }
}
