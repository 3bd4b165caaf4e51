import Foundation
import Testing
import TraceModel
import TraceRecording

@Suite("JSONText: deterministic JSON")
struct JSONTextTests {
    @Test(
        "numbers: integers without a fraction, others shortest round-trip",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-42.0, "-42"), (8.3, "8.3"), (0.1, "0.1"),
            (1033.3, "1033.3"), (1e-5, "1e-05"), (123456789012.0, "123456789012"), (Double.nan, "null"),
        ])
    func numbers(value: Double, expected: String) {
        var out = ""
        JSONText.appendNumber(value, to: &out)
        #expect(out == expected)
    }

    @Test("strings escape quotes, backslashes and control characters only")
    func strings() {
        var out = ""
        JSONText.appendString("a\"b\\c\nd\u{01}é", to: &out)
        #expect(out == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    }

    @Test("objects keep their key order")
    func objectOrder() {
        var out = ""
        JSONText.appendValue(
            .object([JSONMember("z", .number(1)), JSONMember("a", .array([.bool(true), .null]))]), to: &out)
        #expect(out == "{\"z\":1,\"a\":[true,null]}")
    }
}

@Suite("TraceClock")
struct TraceClockTests {
    @Test(
        "file values convert to milliseconds",
        arguments: [
            (TraceClock.milliseconds, 12.5, 12.5), (.seconds, 1.25, 1250), (.microseconds, 1500, 1.5),
            (.nanoseconds, 16_000_000, 16),
        ])
    func toMilliseconds(clock: TraceClock, value: Double, ms: Double) {
        #expect(clock.milliseconds(fromFileValue: value) == ms)
    }

    @Test("integral nanosecond stamps survive ms and back")
    func nanosecondRoundTrip() {
        for ns in [0.0, 1.0, 999_999.0, 12_345_678_901.0, 1_700_000_000_123_456.0] {
            let ms = TraceClock.nanoseconds.milliseconds(fromFileValue: ns)
            #expect(TraceClock.nanoseconds.fileValue(fromMilliseconds: ms) == ns)
        }
    }
}

@Suite("TraceWriter and TraceDocumentWriter")
struct TraceWriterTests {
    @Test("JSON Lines: header line with explicit defaults, then one line per event")
    func jsonLines() throws {
        var writer = try TraceWriter(header: TraceHeader(), sink: StringLineSink())
        try writer.append(
            TraceEvent(t: 1, .touch(TouchEvent(id: 7, phase: .began, location: Point(x: 1.5, y: 2), target: "cell:1"))))
        try writer.append(TraceEvent(t: 2, .frame()))
        let lines = writer.sink.text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0]
                == #"{"type":"header","format":"gesture-trace","version":1,"clock":"ms","device":{"refreshHz":60},"screen":{"width":390,"height":844},"scene":{"kind":"media-viewer","transitionDistance":422,"initial":"source"}}"#
        )
        #expect(lines[1] == #"{"type":"touch","t":1,"id":7,"phase":"began","x":1.5,"y":2,"target":"cell:1"}"#)
        #expect(lines[2] == #"{"type":"frame","t":2}"#)
    }

    @Test("time going backwards or not finite is refused, and nothing is written")
    func refusesBadTimes() throws {
        var writer = try TraceWriter(header: TraceHeader(), sink: StringLineSink())
        try writer.append(TraceEvent(t: 10, .frame()))
        #expect(throws: TraceWriterError.timeWentBackwards(previous: 10, t: 9)) {
            try writer.append(TraceEvent(t: 9, .frame()))
        }
        #expect(throws: TraceWriterError.self) { try writer.append(TraceEvent(t: .infinity, .frame())) }
        #expect(writer.sink.text.split(separator: "\n").count == 2)
    }

    @Test("document: one event per line, commas between, closed by finish()")
    func document() throws {
        var writer = try TraceDocumentWriter(header: TraceHeader(clock: .seconds), sink: StringLineSink())
        try writer.append(TraceEvent(t: 1500, .intent(IntentEvent(id: "i1", goal: .open))))
        try writer.append(TraceEvent(t: 2000, .marker(name: "m", fields: [JSONMember("k", .string("v"))])))
        try writer.finish()
        let lines = writer.sink.text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix(#"{"header":{"format":"gesture-trace""#) && lines[0].hasSuffix(#""events":["#))
        #expect(lines[1] == #"{"type":"intent","t":1.5,"id":"i1","goal":"open"},"#)
        #expect(lines[2] == #"{"type":"marker","t":2,"name":"m","k":"v"}"#)
        #expect(lines[3] == "]}")
    }

    @Test("FileLineSink appends whole lines, buffered or not")
    func fileSink() throws {
        let path = "/tmp/gesturetrace-sink-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for capacity in [0, 16] {
            let sink = try FileLineSink(path: path, bufferCapacity: capacity)
            try sink.appendLine("one\n")
            try sink.appendLine("two two two two two\n")
            sink.close()
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == "one\ntwo two two two two\n")
        }
    }

    @Test("FileLineSink names the file and the system's reason when it cannot open")
    func fileSinkError() {
        #expect {
            _ = try FileLineSink(path: "/nonexistent-folder/x.jsonl")
        } throws: { error in
            "\(error)" == "/nonexistent-folder/x.jsonl: cannot open: No such file or directory"
        }
    }
}
