import CorpusAnalysis
import Foundation
import SystemPackage
import Testing
import _TestSupport

/// An output file is replaced in one step, and only when what is at its path is a regular file
/// (`ReplacementFile`, docs/output-safety.md "What an output may replace").
@Suite("Replacement files")
struct ReplacementFileTests {
    @Test("a FIFO put in the target's place after the first check is swapped back, not replaced")
    func nodeSwappedInIsKept() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let file = try ReplacementFile.create(replacing: target)
        _ = try file.descriptor.writeAll(Array("new".utf8))
        try file.descriptor.close()
        #expect(unlink(target) == 0 && mkfifo(target, 0o600) == 0)
        #expect(throws: OutputError.self) { try file.commit() }
        var status = stat()
        #expect(lstat(target, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.xml"])
    }

    @Test("a regular file is still replaced in one step")
    func regularFileReplaced() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try ReplacementFile.write("new", to: target)
        try ReplacementFile.write("newer", to: directory.appendingPathComponent("fresh.xml").path)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["fresh.xml", "out.xml"])
    }
}
