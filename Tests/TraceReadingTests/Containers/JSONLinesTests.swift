import Testing
import TraceModel
import TraceReading

@Suite struct JSONLinesTests {
    @Test func blankLinesAreSkippedButCounted() throws {
        let path = try temporaryTrace(
            "blank.jsonl",
            "\n  \n" + headerLine + "\n\n\t\n" + #"{"type":"frame","t":1}"# + "\n\n" + #"{"type":"frame","t":2}"#
                + "\n\n")
        let result = try readAll(path)
        #expect(result.isValid)
        #expect(result.events.map(\.line) == [6, 8])
    }

    /// CRLF line endings are accepted: the `\r` is JSON whitespace. Columns are unchanged.
    @Test func crlfLineEndings() throws {
        let text =
            [headerLine, #"{"type":"frame","t":1}"#, "", #"{"type":"frame","t":"x"}"#].joined(separator: "\r\n")
            + "\r\n"
        let path = try temporaryTrace("crlf.jsonl", text)
        let result = try readAll(path)
        #expect(result.events.map(\.line) == [2])
        #expect(
            result.diagnostics.map(\.description) == [
                #"\#(path):4:17: error: frame event: field "t": expected a number, found a string "x""#
            ])
    }

    @Test func lastLineWithoutNewlineIsAcceptedWhenComplete() throws {
        let path = try temporaryTrace("nonl.jsonl", headerLine + "\n" + #"{"type":"frame","t":1}"#)
        let result = try readAll(path)
        #expect(result.isValid)
        #expect(result.events.map(\.line) == [2])
    }

    /// A line just under the 1 MiB limit, and lines straddling chunk boundaries.
    @Test func linesAcrossChunkBoundaries() throws {
        var text = headerLine + "\n"
        let long = String(repeating: "abcdefghij", count: 100_000)  // 1 MB, under 1 MiB
        text += #"{"type":"marker","t":0,"name":"long","note":"\#(long)"}"# + "\n"
        var expectedLines = [2]
        var line = 2
        for i in 0..<30_000 {
            line += 1
            text +=
                #"{"type":"touch","t":\#(i + 1),"id":\#(i),"phase":"began","x":\#(i % 390),"y":12.5,"target":"cell:\#(i)"}"#
                + "\n"
            expectedLines.append(line)
            line += 1
            text += #"{"type":"touch","t":\#(i + 1),"id":\#(i),"phase":"ended","x":\#(i % 390),"y":12.5}"# + "\n"
            expectedLines.append(line)
        }
        let path = try temporaryTrace("long.jsonl", text)
        let result = try readAll(path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.events.map(\.line) == expectedLines)
        #expect(result.events[0].event.payload == .marker(name: "long", fields: [JSONMember("note", .string(long))]))
        #expect(result.events.last?.event.touch?.id == 29_999)
        #expect(result.events[1].event.touch?.target == "cell:0")
    }
}
