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
    /// The reader's first error on `bytes`, or nil when it reads without one.
    static func readerError(_ bytes: [UInt8], in folder: URL, named name: String) throws -> TraceDiagnostic? {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        let reader: TraceReader
        do { reader = try TraceReader(path: url.path) } catch { return error.diagnostic }
        while reader.next() != nil {}
        return reader.diagnostics.first { $0.severity == .error }
    }

    /// The chunk validator's verdict on `bytes` (whole lines) sent `linesPerChunk` lines a chunk.
    static func chunkError(_ bytes: [UInt8], named name: String, linesPerChunk: Int) -> TraceDiagnostic? {
        let validator = TraceChunkValidator(file: name)!
        var chunk: [UInt8] = []
        var lines = 0
        for byte in bytes {
            chunk.append(byte)
            guard byte == 0x0A else { continue }
            lines += 1
            if lines == linesPerChunk {
                if case .failure(let error) = validator.accept(chunk) { return error.diagnostic }
                chunk.removeAll()
                lines = 0
            }
        }
        if !chunk.isEmpty, case .failure(let error) = validator.accept(chunk) { return error.diagnostic }
        return nil
    }

    static func chunkError(_ text: String, named name: String, linesPerChunk: Int) -> TraceDiagnostic? {
        chunkError(Array(text.utf8), named: name, linesPerChunk: linesPerChunk)
    }

    static func expectAgreement(_ bytes: [UInt8], in folder: URL, _ label: String) throws {
        let name = "session.jsonl"
        let expected = try readerError(bytes, in: folder, named: name)
        for linesPerChunk in [1, 3, 1000] {
            let found = chunkError(bytes, named: folder.appendingPathComponent(name).path, linesPerChunk: linesPerChunk)
            #expect(found == expected, "\(label), \(linesPerChunk) lines a chunk")
        }
    }

    static func expectAgreement(_ text: String, in folder: URL, _ label: String) throws {
        try expectAgreement(Array(text.utf8), in: folder, label)
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
            // The endpoint takes whole lines (its protocol); a file cut off mid-line is the
            // reader's own case (`truncatedLine`).
            guard data.last == 0x0A else { continue }
            try Self.expectAgreement([UInt8](data), in: folder, file)
            compared += 1
        }
        for text in ParserEdgeLines.traces { try Self.expectAgreement(text, in: folder, text) }
        // A byte order mark at the start is skipped by both; anywhere else it is malformed JSON.
        let trace = ParserEdgeLines.traces[0]
        try Self.expectAgreement("\u{FEFF}" + trace, in: folder, "byte order mark first")
        try Self.expectAgreement(
            trace + "\u{FEFF}" + ParserEdgeLines.events[0] + "\n", in: folder, "byte order mark later")
        #expect(Self.chunkError("\u{FEFF}" + trace, named: "s.jsonl", linesPerChunk: 1) == nil)
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
