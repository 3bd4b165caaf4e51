import Foundation
import Testing
import _TestSupport

/// `import`'s folder form walks with the one folder walk of every command
/// (docs/output-safety.md "Folder walks"): a folder it cannot open is reported and makes the run
/// exit 65, never read as "no logs".
@Suite("Import: the folder walk")
struct ImportFolderWalkTests {
    @Test(.enabled(if: getuid() != 0, "root opens any folder"))
    func anUnreadableFolderIsReportedNotEmpty() throws {
        let root = try TestPaths.temporaryDirectory("import-folder-walk")
        defer {
            chmod(root.appendingPathComponent("logs/locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let logs = root.appendingPathComponent("logs")
        try FileManager.default.createDirectory(
            at: logs.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try #"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1}"#.write(
            to: logs.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(chmod(logs.appendingPathComponent("locked").path, 0) == 0)
        let out = root.appendingPathComponent("out")
        let result = try CommandRunner.run(["import", "--from", "devtools-touch", logs.path, out.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("locked: error: not read: cannot open the folder"))
        #expect(result.stderr.hasSuffix("imported 1 of 2 logs into \(out.path)\n"), "\(result.stderr)")
    }

    @Test func aLinkInTheFolderIsReportedNotFollowed() throws {
        let root = try TestPaths.temporaryDirectory("import-folder-link")
        defer { try? FileManager.default.removeItem(at: root) }
        let logs = root.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let outside = root.appendingPathComponent("outside.json")
        try #"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1}"#.write(
            to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: logs.appendingPathComponent("link.json"), withDestinationURL: outside)
        try #"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1}"#.write(
            to: logs.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("out")
        let result = try CommandRunner.run(["import", "--from", "devtools-touch", logs.path, out.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("link.json: error: not read: symbolic link, not followed"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("link.jsonl").path))
    }
}
