import Foundation
import Testing
import TraceModel
import _TestSupport

@testable import TraceReading

/// The recording endpoint validates a session chunk by chunk (`TraceChunkValidator`); `validate`
/// reads the finished file (`TraceReader`). The two must agree, or the endpoint would answer 200
/// for a session that later reads as invalid: the same first problem, or both accepting.
@Suite("The chunk validator accepts exactly what the reader accepts")
struct ChunkValidatorAgreementTests {
    /// The reader's first error on `text`, or nil when it reads without one.
    static func readerError(_ text: String, in folder: URL, named name: String) throws -> TraceDiagnostic? {
        let path = try TestPaths.write(text, named: name, in: folder)
        let reader: TraceReader
        do { reader = try TraceReader(path: path) } catch { return error.diagnostic }
        while reader.next() != nil {}
        return reader.diagnostics.first { $0.severity == .error }
    }

    /// The chunk validator's verdict on `text` sent in chunks of `linesPerChunk` lines.
    static func chunkError(_ text: String, named name: String, linesPerChunk: Int) -> TraceDiagnostic? {
        let validator = TraceChunkValidator(file: name)!
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var start = lines.startIndex
        while start < lines.endIndex {
            let end = min(start + linesPerChunk, lines.endIndex)
            let chunk = lines[start..<end].map { $0 + "\n" }.joined()
            if case .failure(let error) = validator.accept(Array(chunk.utf8)) { return error.diagnostic }
            start = end
        }
        return nil
    }

    static func expectAgreement(_ text: String, in folder: URL, _ label: String) throws {
        let name = "session.jsonl"
        let expected = try readerError(text, in: folder, named: name)
        for linesPerChunk in [1, 3, 1000] {
            let found = chunkError(text, named: folder.appendingPathComponent(name).path, linesPerChunk: linesPerChunk)
            #expect(found == expected, "\(label), \(linesPerChunk) lines a chunk")
        }
    }

    /// Every JSON Lines trace of `traces/` and of the fixtures, and the parser's edge traces.
    @Test func everyTraceAndFixture() throws {
        let folder = try TestPaths.temporaryDirectory("chunk-agreement")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files =
            (ParserDifferentialTests.traceFiles(under: TestPaths.trace(""))
            + ParserDifferentialTests.traceFiles(under: TestPaths.fixture("")))
            .filter { $0.hasSuffix(".jsonl") }
        #expect(files.count > 50)
        var compared = 0
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            // The endpoint takes whole lines of UTF-8 without a byte order mark (its protocol);
            // a file cut off mid-line is the reader's own case (`truncatedLine`).
            guard data.last == 0x0A, !data.starts(with: [0xEF, 0xBB, 0xBF]),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            try Self.expectAgreement(text, in: folder, file)
            compared += 1
        }
        for text in ParserEdgeLines.traces { try Self.expectAgreement(text, in: folder, text) }
        #expect(compared > 50)
    }

    /// Two cases the chunk validator once let through: text after the header object, and a line
    /// over the 1 MiB limit (where the reader stops reading).
    @Test func headerTrailingTextAndLongLine() throws {
        let folder = try TestPaths.temporaryDirectory("chunk-agreement-cases")
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = ParserEdgeLines.headers[0]
        let event = ParserEdgeLines.events[0]
        let trailing = header + " 1\n" + event + "\n"
        let long =
            #"{"type":"touch","t":2,"id":1,"phase":"moved","x":1,"y":1,"note":""#
            + String(repeating: "x", count: TraceLimits.maximumElementBytes) + "\"}"
        let tooLong = header + "\n" + event + "\n" + long + "\n"
        for (text, kind) in [(trailing, TraceProblemKind.malformedJSON), (tooLong, .tooLong)] {
            let found = Self.chunkError(text, named: "s.jsonl", linesPerChunk: 1000)
            #expect(found?.kind == kind)
            try Self.expectAgreement(text, in: folder, "\(kind)")
        }
    }
}
