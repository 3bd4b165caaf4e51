import Foundation
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// Memory per trace is bounded: lines and elements are capped at 1 MiB (reading stops there
/// with an error naming the line), and only the first 100 diagnostics are kept in full.
@Suite struct ReadingBoundsTests {
    static let tooLong = String(repeating: "x", count: TraceLimits.maximumElementBytes)

    @Test func jsonLinesLineOverTheCapStopsReading() throws {
        let text =
            headerLine + "\n" + #"{"type":"frame","t":1}"# + "\n"
            + #"{"type":"marker","t":2,"name":"\#(Self.tooLong)"}"# + "\n" + #"{"type":"frame","t":3}"# + "\n"
        let path = try temporaryTrace("long.jsonl", text)
        let result = try readAll(path)
        #expect(result.eventsRead == 1)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(path):3:1: error: line 3 is longer than 1048576 bytes (1 MiB), the longest a trace may hold; reading stopped here"
            ])
        #expect(result.diagnostics.first?.kind == .tooLong)
    }

    @Test func documentElementOverTheCapStopsReading() throws {
        let text =
            #"{"header":{"format":"gesture-trace","version":1},"events":[{"type":"frame","t":1},"#
            + #"{"type":"marker","t":2,"name":"\#(Self.tooLong)"},{"type":"frame","t":3}]}"#
        let result = try readAll(try temporaryTrace("long.json", text))
        #expect(result.eventsRead == 1)
        #expect(result.diagnostics.map(\.kind) == [.tooLong])
        #expect(result.diagnostics.first?.line == 1)
    }

    /// A symlink to /dev/zero named *.jsonl (no newline, ever) ends with an error at once: the
    /// reader opens only regular files (docs/output-safety.md), so it is refused before a byte is
    /// read; were it read, the 1 MiB line cap above would end it.
    @Test func endlessLineEndsWithAnError() throws {
        let folder = try TestPaths.temporaryDirectory("reading-bounds")
        let link = folder.appendingPathComponent("zero.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        do {
            _ = try TraceReader(path: link.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.kind == .io)
            #expect(error.diagnostic.message.contains("not a regular file"), "\(error.diagnostic.message)")
        }
        let document = folder.appendingPathComponent("zero.json")
        try FileManager.default.createSymbolicLink(atPath: document.path, withDestinationPath: "/dev/zero")
        #expect(throws: TraceReadError.self) { _ = try TraceReader(path: document.path) }
    }

    /// 10,000 bad lines: every one counted by kind, the first 100 kept in full.
    @Test func diagnosticsAreCountedBeyondTheFirstHundred() throws {
        var text = headerLine + "\n"
        for i in 0..<5_000 {
            text += #"{"type":"frame","t":NaN}"# + "\n"
            text += #"{"type":"touch","t":\#(i),"id":1,"phase":"moved","x":1,"y":1}"# + "\n"
        }
        let reader = try TraceReader(path: try temporaryTrace("bad.jsonl", text))
        while reader.next() != nil {}
        #expect(reader.diagnostics.count == TraceLimits.diagnosticsKept)
        #expect(reader.errorCount == 10_000)
        #expect(reader.warningCount == 0)
        #expect(reader.problemCounts == [.notFinite: 5_000, .phaseOrder: 5_000])
        #expect(reader.diagnosticsOmitted == 9_900)
        #expect(reader.diagnostics.last?.line == 101)
        #expect(!reader.isValid)
    }

    /// 150 lenient warnings, then an error: the error is kept although it is beyond the first 100.
    @Test func firstErrorIsKeptBeyondTheCap() throws {
        var text = headerLine + "\n"
        for i in 0..<150 { text += #"{"type":"custom","t":\#(i)}"# + "\n" }
        text += #"{"type":"frame","t":"late"}"# + "\n"
        let reader = try TraceReader(path: try temporaryTrace("late-error.jsonl", text))
        while reader.next() != nil {}
        #expect(reader.warningCount == 150)
        #expect(reader.errorCount == 1)
        #expect(reader.diagnostics.count == TraceLimits.diagnosticsKept + 1)
        #expect(reader.diagnostics.last?.severity == .error)
        #expect(reader.diagnostics.last?.line == 152)
    }
}
