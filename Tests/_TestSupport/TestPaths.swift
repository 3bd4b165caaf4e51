import Foundation

/// Paths into the package checkout, for tests that read fixtures and bundled traces.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // _TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Tests/Fixtures/<relative>`.
    public static func fixture(_ relative: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative)
    }

    /// `traces/<relative>`.
    public static func trace(_ relative: String) -> URL {
        packageRoot.appendingPathComponent("traces").appendingPathComponent(relative)
    }

    /// Every `.jsonl` trace of the bundled corpus (`traces/`), then of the third-party engines'
    /// recordings (`Tests/Fixtures/third-party`), each folder's in path order: the real traces
    /// a rule is checked on.
    public static var bundledAndThirdPartyTraces: [URL] {
        [trace(""), fixture("third-party")].flatMap { root in
            (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".jsonl") }.sorted().map { root.appendingPathComponent($0) }
        }
    }

    /// Writes `text` to `name` in `directory` (a configuration file for a command); returns its path.
    public static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A fresh, empty temporary directory for one test.
    public static func temporaryDirectory(_ label: String = "gesturetrace-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
