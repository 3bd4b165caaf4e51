import Foundation
import Testing
import _TestSupport

/// The folder form of `gesturetrace import`: names derived from the input's relative paths, a
/// malformed log reported while the others are imported, colliding names refused.
struct FolderImportTests {
    static let tap = """
        [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
        [ 1.000000] EV_ABS ABS_MT_POSITION_X 0000000a
        [ 1.000000] EV_ABS ABS_MT_POSITION_Y 0000000a
        [ 1.000000] EV_SYN SYN_REPORT 00000000
        [ 1.050000] EV_ABS ABS_MT_TRACKING_ID ffffffff
        [ 1.050000] EV_SYN SYN_REPORT 00000000

        """

    private func write(_ text: String, _ relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func importsEachLogAndReportsTheMalformedOne() throws {
        let root = try TestPaths.temporaryDirectory("import-folder")
        defer { try? FileManager.default.removeItem(at: root) }
        let logs = root.appendingPathComponent("logs")
        try write(Self.tap, "phone/tap.txt", in: logs)
        try write("[ 1.000000] EV_ABS ABS_MT_POSITION_X zz\n", "bad.log", in: logs)
        try write("# notes\n", "README.md", in: logs)
        let out = root.appendingPathComponent("out")
        let result = try CommandRunner.run(["import", "--from", "android-getevent", "--raw-units", logs.path, out.path])
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(logs.path): skipped 1 files without a .txt/.log/.getevent extension")
        #expect(lines.contains { $0.hasPrefix("\(logs.path)/bad.log:1:38: error: expected a value") })
        #expect(lines.contains { $0.hasPrefix("\(logs.path)/phone/tap.txt -> \(out.path)/phone/tap.jsonl: 1 touch") })
        #expect(lines.last == "imported 1 of 2 logs into \(out.path)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("phone/tap.jsonl").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad.jsonl").path))
    }

    @Test func collidingOutputNamesAreAUsageError() throws {
        let root = try TestPaths.temporaryDirectory("import-collide")
        defer { try? FileManager.default.removeItem(at: root) }
        let logs = root.appendingPathComponent("logs")
        try write(Self.tap, "tap.txt", in: logs)
        try write(Self.tap, "tap.log", in: logs)
        let out = root.appendingPathComponent("out")
        let result = try CommandRunner.run(["import", "--from", "android-getevent", logs.path, out.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("would both be written to \(out.path)/tap.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
