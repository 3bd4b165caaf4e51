import Foundation
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// A file the command writes is never read as a trace (`TraceReadOptions.refusedFiles`,
/// docs/output-safety.md "Never over an input"): it is refused by the identity of what was
/// opened, whatever path leads to it and whatever its name, and every other file reads as before.
@Suite struct RefusedFileTests {
    /// A folder with `out.jsonl` (a trace), a hard link and a symbolic link to it, a file of
    /// another name that is the same file, and an unrelated trace.
    static func files() throws -> (folder: URL, output: FileIdentity) {
        let folder = try TestPaths.temporaryDirectory("refused-files")
        let output = folder.appendingPathComponent("out.jsonl")
        try Data((headerLine + "\n" + #"{"type":"frame","t":1}"# + "\n").utf8).write(to: output)
        try FileManager.default.linkItem(at: output, to: folder.appendingPathComponent("hard.jsonl"))
        try FileManager.default.linkItem(at: output, to: folder.appendingPathComponent("hard.csv"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("soft.jsonl").path, withDestinationPath: output.path)
        try Data((headerLine + "\n").utf8).write(to: folder.appendingPathComponent("other.jsonl"))
        return (folder, try #require(FileIdentity(path: output.path)))
    }

    @Test("the file, a hard link, a symbolic link and a link of another name are refused")
    func refusedByIdentity() throws {
        let (folder, output) = try Self.files()
        var options = TraceReadOptions()
        options.refusedFiles = [output]
        for name in ["out.jsonl", "hard.jsonl", "soft.jsonl", "hard.csv"] {
            let path = folder.appendingPathComponent(name).path
            do {
                _ = try TraceEventFile(path: path, options: options)
                Issue.record("\(name) was read")
            } catch {
                #expect(error.refusedFile == output, "\(name)")
                #expect(error.diagnostic.message == "cannot read: it is one of the command's outputs")
                #expect(error.diagnostic.file == path)
            }
        }
    }

    @Test("other files read as before, and nothing is refused by default")
    func othersRead() throws {
        let (folder, output) = try Self.files()
        var options = TraceReadOptions()
        options.refusedFiles = [output]
        let other = try TraceEventFile(path: folder.appendingPathComponent("other.jsonl").path, options: options)
        #expect(Array(other).isEmpty && other.firstError == nil)
        let plain = try TraceEventFile(path: folder.appendingPathComponent("hard.jsonl").path)
        #expect(Array(plain).count == 1)
        do {
            _ = try TraceReader(path: folder.appendingPathComponent("hard.csv").path)
            Issue.record("a .csv was read")
        } catch {
            #expect(error.refusedFile == nil)
            #expect(error.diagnostic.message.contains("cannot tell the trace form"))
        }
    }
}
