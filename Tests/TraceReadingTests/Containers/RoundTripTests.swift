import Foundation
import Testing
import TraceModel
import TraceReading
import TraceRecording
import _TestSupport

/// Writing with `TraceWriter` / `TraceDocumentWriter` and reading back gives the same trace.
@Suite struct RoundTripTests {
    static let header = TraceHeader(
        clock: .milliseconds,
        device: DeviceInfo(model: "iPhone15,2", os: "iOS 17.4", refreshHz: 120, touchHz: 240, scale: 3),
        screen: ScreenSize(width: 393, height: 852),
        scene: SceneInfo(transitionDistance: 400, initial: .destination),
        engine: EngineInfo(kind: "fluid", build: "2024.1"),
        meta: .object([JSONMember("scenario", .string("open-close")), JSONMember("seed", .number(42))]))

    static let events: [TraceEvent] = [
        TraceEvent(t: 0, .intent(IntentEvent(id: "i1", goal: .open, target: "cell:42"))),
        TraceEvent(
            t: 1.5,
            .touch(
                TouchEvent(
                    id: 1, phase: .began, location: Point(x: 100.25, y: 700),
                    force: 0.75, radius: 12.5, target: "cell:42", coalesced: true, predicted: true))),
        TraceEvent(t: 8.333, .touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 101, y: 690.125)))),
        TraceEvent(t: 8.333, .frame(target: 16.667)),
        TraceEvent(t: 10, .frame()),
        TraceEvent(
            t: 10,
            .transition(
                TransitionEvent(
                    id: "tr1", event: .began, operation: .present, interactive: true,
                    progress: 0))),
        TraceEvent(
            t: 16.667,
            .touch(TouchEvent(id: 1, phase: .stationary, location: Point(x: 101, y: 690.125), coalesced: false))),
        TraceEvent(t: 20, .transition(TransitionEvent(id: "tr1", event: .progress, progress: 0.3333333333333333))),
        TraceEvent(t: 25, .touch(TouchEvent(id: 1, phase: .ended, location: Point(x: -3, y: 0)))),
        TraceEvent(
            t: 25,
            .marker(
                name: "note \"quoted\"\n",
                fields: [
                    JSONMember(
                        "nested",
                        .object([
                            JSONMember("z", .number(1)), JSONMember("a", .array([.null, .bool(false), .string("é")])),
                        ])),
                    JSONMember("count", .number(-2.5e-7)),
                ])),
        TraceEvent(t: 30, .unknown(type: "swipe-hint", fields: [JSONMember("direction", .string("up"))])),
        TraceEvent(t: 40, .transition(TransitionEvent(id: "tr1", event: .ended, outcome: .completed))),
    ]

    func writeJSONLines(_ header: TraceHeader, _ events: [TraceEvent], to path: String) throws {
        var writer = try TraceWriter(header: header, sink: FileLineSink(path: path))
        for event in events { try writer.append(event) }
        writer.sink.close()
    }

    func writeDocument(_ header: TraceHeader, _ events: [TraceEvent], to path: String) throws {
        var writer = try TraceDocumentWriter(header: header, sink: FileLineSink(path: path))
        for event in events { try writer.append(event) }
        try writer.finish()
        writer.sink.close()
    }

    @Test(arguments: [TraceContainerForm.jsonLines, .document])
    func everyEventKindRoundTrips(form: TraceContainerForm) throws {
        let dir = try TestPaths.temporaryDirectory("round-trip")
        let path = dir.appendingPathComponent(form == .jsonLines ? "t.jsonl" : "t.json").path
        if form == .jsonLines {
            try writeJSONLines(Self.header, Self.events, to: path)
        } else {
            try writeDocument(Self.header, Self.events, to: path)
        }
        let loaded = try LoadedTrace.load(path: path)
        #expect(loaded.form == form)
        #expect(loaded.header == Self.header)
        #expect(loaded.events == Self.events.map { $0.roundedForWriting() })  // 6 decimals, traces/README.md
        #expect(loaded.isValid)
        #expect(loaded.diagnostics.map(\.kind) == [.unknownType])
    }

    @Test func jsonLinesToDocumentAndBack() throws {
        let dir = try TestPaths.temporaryDirectory("round-trip")
        let lines = dir.appendingPathComponent("a.jsonl").path
        let document = dir.appendingPathComponent("b.json").path
        try writeJSONLines(Self.header, Self.events, to: lines)
        let first = try LoadedTrace.load(path: lines)
        try writeDocument(first.header, first.events, to: document)
        let second = try LoadedTrace.load(path: document)
        #expect(second.header == first.header)
        #expect(second.events == first.events)
        #expect(second.events == Self.events.map { $0.roundedForWriting() })
    }

    /// Integral nanosecond stamps read, write and read back to the same integers and times.
    @Test func nanosecondStampsRoundTripExactly() throws {
        let stamps: [Int64] = [1_000_000_123, 1_008_333_457, 1_016_666_791, 86_400_000_000_123]
        var text = #"{"type":"header","format":"gesture-trace","version":1,"clock":"ns"}"# + "\n"
        for stamp in stamps { text += #"{"type":"frame","t":\#(stamp)}"# + "\n" }
        let path = try temporaryTrace("ns.jsonl", text)
        let first = try LoadedTrace.load(path: path)
        #expect(first.isValid)
        #expect(first.events.map(\.t) == stamps.map { Double($0) / 1_000_000 })

        var sink = StringLineSink()
        var writer = try TraceWriter(header: first.header, sink: sink)
        for event in first.events { try writer.append(event) }
        sink = writer.sink
        let eventLines = sink.text.split(separator: "\n").dropFirst().map(String.init)
        #expect(eventLines == stamps.map { #"{"type":"frame","t":\#($0)}"# })

        let rewritten = try temporaryTrace("ns2.jsonl", sink.text)
        #expect(try LoadedTrace.load(path: rewritten).events == first.events)
    }
}
