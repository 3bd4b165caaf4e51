import Foundation
import Testing
import TraceModel
import _TestSupport

@testable import TraceReading

/// Everything a reader reports about one input, for comparing the two parsers.
struct ParserOutcome: Equatable {
    var header: TraceHeader?
    var events: [RecordedEvent] = []
    var diagnostics: [TraceDiagnostic] = []
    var counts: [Int] = []
    var problemCounts: [TraceProblemKind: Int] = [:]
    /// The header and events printed: tells `-0.0` from `0.0`, which `==` does not.
    var printed = ""

    init(_ path: String, form: TraceContainerForm? = nil, parser: TraceJSONParser) {
        var options = TraceReadOptions.default
        options.parser = parser
        let reader: TraceReader
        do { reader = try TraceReader(path: path, form: form, options: options) } catch {
            diagnostics = [error.diagnostic]
            return
        }
        header = reader.header
        while let event = reader.next() { events.append(event) }
        diagnostics = reader.diagnostics
        counts = [
            reader.eventsRead, reader.eventsSkipped, reader.unknownEventsRead, reader.errorCount,
            reader.warningCount, reader.currentLine,
        ]
        problemCounts = reader.problemCounts
        printed = "\(reader.header)\n\(events)"
    }
}

/// The reader decodes from the strict walk's tape; json-c is kept as the reference. Every trace,
/// every fixture and a set of hand-written edge lines must give equal events and equal
/// diagnostics through both (issue 13: "a test runs the same corpus through the old and new
/// paths while both exist").
@Suite("The strict walk's tape and json-c read every input the same")
struct ParserDifferentialTests {
    /// Every `.jsonl`, `.ndjson` and `.json` file under `folder`, sorted.
    static func traceFiles(under folder: URL) -> [String] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { ["jsonl", "ndjson", "json"].contains($0.pathExtension) }.map(\.path).sorted()
    }

    static func expectSame(_ path: String, form: TraceContainerForm? = nil, _ comment: String = "") {
        let tape = ParserOutcome(path, form: form, parser: .strictWalk)
        let jsonc = ParserOutcome(path, form: form, parser: .jsonc)
        #expect(tape == jsonc, "\(path) \(comment)")
        #expect(tape.printed == jsonc.printed, "\(path) \(comment)")
    }

    @Test func bundledTraces() {
        let files = Self.traceFiles(under: TestPaths.trace(""))
        #expect(files.count > 10)
        for file in files { Self.expectSame(file) }
    }

    @Test func fixtures() {
        let files = Self.traceFiles(under: TestPaths.fixture(""))
        #expect(files.count > 50)
        for file in files { Self.expectSame(file) }
    }

    /// The reader fuzz target's seeds, in both container forms.
    @Test func fuzzSeeds() {
        let folder = TestPaths.packageRoot.appendingPathComponent("Fuzz/corpus/reader")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(!files.isEmpty)
        for file in files.sorted() {
            Self.expectSame(folder.appendingPathComponent(file).path, form: .jsonLines)
            Self.expectSame(folder.appendingPathComponent(file).path, form: .document)
        }
    }

    /// Each edge trace as JSON Lines and as a document (`{"header": ..., "events": [...]}`).
    @Test func edgeLines() throws {
        let folder = try TestPaths.temporaryDirectory("parser-differential")
        for (n, text) in ParserEdgeLines.traces.enumerated() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let document =
                "{\"header\": \(lines.first ?? ""),\n\"events\": [\(lines.dropFirst().joined(separator: ",\n"))]}"
            let jsonl = try TestPaths.write(text, named: "edge-\(n).jsonl", in: folder)
            let json = try TestPaths.write(document, named: "edge-\(n).json", in: folder)
            Self.expectSame(jsonl, text)
            Self.expectSame(json, document)
        }
        let all = ParserEdgeLines.events.joined(separator: "\n")
        Self.expectSame(try TestPaths.write(ParserEdgeLines.headers[0] + "\n" + all, named: "all.jsonl", in: folder))
    }

    /// The recording endpoint's chunk validator, on the same edge traces.
    @Test func chunkValidator() throws {
        for text in ParserEdgeLines.traces {
            let tape = TraceChunkValidator(file: "edge.jsonl", parser: .strictWalk)!.accept(Array(text.utf8))
            let jsonc = TraceChunkValidator(file: "edge.jsonl", parser: .jsonc)!.accept(Array(text.utf8))
            switch (tape, jsonc) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
            case (.failure(let a), .failure(let b)): #expect(a.diagnostic == b.diagnostic, "\(text)")
            default: Issue.record("one parser accepted, the other did not: \(text)")
            }
        }
    }

    /// Each number token read as a value by both parsers: same kind and, bit for bit, the same
    /// Double, Int64 and UInt64 (json-c's integer saturation and unsigned reading included).
    @Test func numberTokens() {
        let walk = StrictJSONParser()
        let tokener = JSONCTokener()!
        for number in ParserEdgeLines.numbers { Self.expectSameNumber(number, walk, tokener) }
    }

    /// 20,000 decimal tokens from a seeded generator (digits before and after the point, exponents
    /// around Clinger's fast-path limits of 2^53 and 10^+-22): the same Double as json-c's `strtod`.
    @Test func generatedDecimalTokens() {
        let walk = StrictJSONParser()
        let tokener = JSONCTokener()!
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character("\(next(10))") }) }
        for _ in 0..<20_000 {
            var token = next(4) == 0 ? "-" : ""
            let whole = next(20)
            token += whole == 0 ? "0" : "\(next(9) + 1)" + digits(whole - 1)
            if next(3) > 0 { token += "." + digits(next(20) + 1) }
            if next(2) == 0 { token += ["e", "E", "e-", "e+"][next(4)] + "\(next(40))" }
            Self.expectSameNumber(token, walk, tokener)
        }
    }

    static func expectSameNumber(_ number: String, _ walk: StrictJSONParser, _ tokener: JSONCTokener) {
        var text = Array(number.utf8) + [0]
        text.withUnsafeMutableBytes { bytes in
            let span = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 1)])
            switch (walk.parse(span), tokener.parse(span)) {
            case (.value(let a, _), .value(let b, _)):
                #expect(a.kind == b.kind, "\(number)")
                guard a.kind.isNumber else { return }
                #expect(a.double.bitPattern == b.double.bitPattern, "\(number): \(a.double) \(b.double)")
                if a.kind == .integer {
                    #expect(a.int64 == b.int64, "\(number)")
                    #expect(a.uint64 == b.uint64, "\(number)")
                }
            case (.failure(let a, let m, let o, _), .failure(let b, let n, let p, _)):
                #expect(a == b && m == n && o == p, "\(number)")
            default: Issue.record("one parser read \(number), the other did not")
            }
        }
    }
}
