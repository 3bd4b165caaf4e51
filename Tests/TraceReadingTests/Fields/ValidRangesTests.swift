import Foundation
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// The valid ranges (`TraceLimits`, `traces/README.md` "Valid ranges"): each trap of issue 14 is
/// a fixture under `Tests/Fixtures/ranges/` that the reader rejects with the usual message.
@Suite struct ValidRangesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var kind: TraceProblemKind
        var field: String
        /// The first diagnostic, without the `PATH:` prefix.
        var diagnostic: String
        var fatal = false
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "t-9.3e12-ms.jsonl", kind: .outOfRange, field: "t",
            diagnostic:
                #"2:17: error: touch event: field "t": expected a number from -4000000000000 to 4000000000000 ms, found 9300000000000"#
        ),
        Case(
            file: "t-span-overflows-int64-ns.jsonl", kind: .outOfRange, field: "t",
            diagnostic:
                #"2:17: error: touch event: field "t": expected a number from -4000000000000 to 4000000000000 ms, found -9100000000000"#
        ),
        Case(
            file: "clock-s-t-1e306.jsonl", kind: .outOfRange, field: "t",
            diagnostic:
                #"3:17: error: touch event: field "t": expected a number from -4000000000 to 4000000000 s, found 1e+306"#
        ),
        Case(
            file: "t-1e308.jsonl", kind: .outOfRange, field: "t",
            diagnostic:
                #"3:17: error: touch event: field "t": expected a number from -4000000000000 to 4000000000000 ms, found 1e+308"#
        ),
        Case(
            file: "t-30-digit-integer.jsonl", kind: .outOfRange, field: "t",
            diagnostic:
                #"3:21: error: event: field "t": integer 123456789012345678901234567890 does not fit in 64 bits (-9223372036854775808 to 18446744073709551615)"#
        ),
        Case(
            file: "refreshHz-1e300.jsonl", kind: .outOfRange, field: "header.device.refreshHz",
            diagnostic:
                #"1:65: error: header: field "device.refreshHz": expected a number from 1 to 1000 Hz, found 1e+300"#,
            fatal: true),
        Case(
            file: "refreshHz-1.8e308.jsonl", kind: .notFinite, field: "header.device.refreshHz",
            diagnostic: #"1:65: error: header: field "device.refreshHz": expected a finite number, found Infinity"#,
            fatal: true),
        Case(
            file: "refreshHz-5e-324.jsonl", kind: .outOfRange, field: "header.device.refreshHz",
            diagnostic:
                #"1:65: error: header: field "device.refreshHz": expected a number from 1 to 1000 Hz, found 5e-324"#,
            fatal: true),
        Case(
            file: "33-fingers-at-once.jsonl", kind: .outOfRange, field: "phase",
            diagnostic:
                #"34:31: error: touch event: field "phase": "began" for touch id 32 while 32 touches are open: a trace holds at most 32 touches at once"#
        ),
        Case(
            file: "x-1e300.jsonl", kind: .outOfRange, field: "x",
            diagnostic:
                #"2:46: error: touch event: field "x": expected a number from -1000000 to 1000000 pt, found 1e+300"#),
        Case(
            file: "id-beyond-2-53.jsonl", kind: .outOfRange, field: "id",
            diagnostic:
                #"2:23: error: touch event: field "id": expected an integer from -9007199254740991 to 9007199254740991, found 9007199254740993"#
        ),
        Case(
            file: "frames-1e-9-ms-apart.jsonl", kind: .outOfRange, field: "t",
            diagnostic:
                #"3:17: error: frame event: field "t": 1e-09 ms after the previous frame (line 2); frames are at least 1 ms apart (at most 1000 Hz)"#
        ),
    ]

    @Test(arguments: cases)
    func trapIsRejected(_ c: Case) throws {
        let path = fixturePath("ranges/" + c.file)
        let first: TraceDiagnostic
        do {
            let reader = try TraceReader(path: path)
            while reader.next() != nil {}
            #expect(!c.fatal)
            #expect(!reader.isValid)
            first = try #require(reader.diagnostics.first)
        } catch let error as TraceReadError {
            #expect(c.fatal)
            first = error.diagnostic
        }
        #expect(first.description == "\(path):\(c.diagnostic)")
        #expect(first.kind == c.kind)
        #expect(first.field == c.field)
    }

    /// The bounds themselves are valid: |t| = 4e12 ms, refreshHz 1 and 1000, 32 fingers at once.
    @Test func boundsAreInside() throws {
        var lines = [#"{"type":"header","format":"gesture-trace","version":1,"device":{"refreshHz":1000}}"#]
        lines.append(#"{"type":"marker","t":-4e12,"name":"start"}"#)
        for id in 0..<32 { lines.append(#"{"type":"touch","t":0,"id":\#(id),"phase":"began","x":-1e6,"y":1e6}"#) }
        for id in 0..<32 { lines.append(#"{"type":"touch","t":4e12,"id":\#(id),"phase":"ended","x":0,"y":0}"#) }
        lines.append(#"{"type":"touch","t":4e12,"id":9007199254740991,"phase":"began","x":0,"y":0}"#)
        lines.append(#"{"type":"touch","t":4e12,"id":9007199254740991,"phase":"ended","x":0,"y":0}"#)
        let result = try readAll(try temporaryTrace("bounds.jsonl", lines.joined(separator: "\n") + "\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.eventsRead == 67)
        #expect(result.header.device.refreshHz == 1000)
    }

    /// 1e5 fingers down at once (25 s of quadratic work in analysis before): rejected beyond the
    /// 32nd, so analysis never sees more than 32 at once; each rejected `began` is counted while
    /// only the first 100 are kept.
    @Test func hundredThousandFingersAreRejected() throws {
        var text = headerLine + "\n"
        for id in 0..<100_000 { text += #"{"type":"touch","t":0,"id":\#(id),"phase":"began","x":1,"y":1}"# + "\n" }
        let reader = try TraceReader(path: try temporaryTrace("fingers.jsonl", text))
        var read = 0
        while reader.next() != nil { read += 1 }
        #expect(read == TraceLimits.maximumOpenTouches)
        #expect(reader.errorCount == 100_000 - TraceLimits.maximumOpenTouches)
        #expect(reader.problemCounts[.outOfRange] == 100_000 - TraceLimits.maximumOpenTouches)
        #expect(reader.diagnostics.count == TraceLimits.diagnosticsKept)
        #expect(reader.diagnosticsOmitted == reader.errorCount - TraceLimits.diagnosticsKept)
    }
}
