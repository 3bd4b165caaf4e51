import Testing
import TraceModel
import TraceReading

@Suite struct HeaderTests {
    func read(header: String, events: [String] = []) throws -> ReadResult {
        try readAll(try temporaryTrace("h.jsonl", ([header] + events).joined(separator: "\n") + "\n"))
    }

    @Test func defaults() throws {
        let header = try read(header: headerLine).header
        #expect(header.clock == .milliseconds)
        #expect(header.device.refreshHz == 60)
        #expect(header.screen == ScreenSize(width: 390, height: 844))
        #expect(header.scene.transitionDistance == 422)
        #expect(header.scene.initial == .source)
        #expect(header.scene.kind == .mediaViewer)
        #expect(header.engine == nil)
        #expect(header.meta == nil)
        #expect(header == TraceHeader())
    }

    @Test func overridesAndDistanceFromTheTracesScreen() throws {
        let header = try read(
            header: #"""
                {"type":"header","format":"gesture-trace","version":1,"clock":"us","device":{"model":"iPhone15,2","os":"iOS 17.4","refreshHz":120,"touchHz":240,"scale":3},"screen":{"width":393,"height":852},"scene":{"initial":"destination"},"engine":{"kind":"fluid","build":"1.2"},"meta":{"scenario":"open","seed":7,"tags":["a",null,true]}}
                """#
        ).header
        #expect(header.clock == .microseconds)
        #expect(
            header.device == DeviceInfo(model: "iPhone15,2", os: "iOS 17.4", refreshHz: 120, touchHz: 240, scale: 3))
        #expect(header.screen == ScreenSize(width: 393, height: 852))
        #expect(header.scene.transitionDistance == 426)
        #expect(header.scene.initial == .destination)
        #expect(header.engine == EngineInfo(kind: "fluid", build: "1.2"))
        #expect(
            header.meta
                == .object([
                    JSONMember("scenario", .string("open")), JSONMember("seed", .number(7)),
                    JSONMember("tags", .array([.string("a"), .null, .bool(true)])),
                ]))
        let explicit = try read(
            header:
                #"{"type":"header","format":"gesture-trace","version":1,"screen":{"width":400,"height":900},"scene":{"transitionDistance":300}}"#
        ).header
        #expect(explicit.scene.transitionDistance == 300)
        #expect(explicit.screen.height == 900)
    }

    @Test(arguments: [
        ("ms", 1500.0, 1500.0), ("s", 1.5, 1500.0), ("us", 1_500_000.0, 1500.0), ("ns", 1_500_000_000.0, 1500.0),
    ])
    func clocksConvertToMilliseconds(clock: String, fileValue: Double, ms: Double) throws {
        var t = ""
        JSONText.appendNumber(fileValue, to: &t)
        let result = try read(
            header: #"{"type":"header","format":"gesture-trace","version":1,"clock":"\#(clock)"}"#,
            events: [#"{"type":"frame","t":\#(t)}"#])
        #expect(result.events.map(\.event.t) == [ms])
    }

    @Test("scene kind other: read, written back, and an intent event on it is kept with a warning")
    func otherScene() throws {
        let result = try read(
            header: #"{"type":"header","format":"gesture-trace","version":1,"scene":{"kind":"other"}}"#,
            events: [
                #"{"type":"intent","t":5,"id":"i","goal":"open"}"#,
                #"{"type":"touch","t":10,"id":1,"phase":"began","x":1,"y":2}"#,
                #"{"type":"touch","t":20,"id":1,"phase":"ended","x":1,"y":2}"#,
            ])
        #expect(result.header.scene.kind == .other)
        #expect(!result.header.scene.hasModelledTransition)
        #expect(result.events.count == 3)
        #expect(result.diagnostics.map(\.kind) == [.intentOnOtherScene])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.line == 2)
        #expect(TraceJSONEncoding.headerObject(result.header, includeType: true).contains(#""scene":{"kind":"other""#))
        // On the media viewer the same intent is no warning.
        let viewer = try read(
            header: headerLine, events: [#"{"type":"intent","t":5,"id":"i","goal":"open"}"#])
        #expect(viewer.diagnostics.isEmpty)
    }

    @Test func timeBackwardsMessageUsesTheFilesUnit() throws {
        let path = try temporaryTrace(
            "s.jsonl",
            #"""
            {"type":"header","format":"gesture-trace","version":1,"clock":"s"}
            {"type":"frame","t":1.25}
            {"type":"frame","t":1.125}

            """#)
        let result = try readAll(path)
        #expect(
            result.diagnostics.map(\.message) == [
                #"frame event: field "t": time went backwards: 1.125 s is before the previous event's 1.25 s (line 2); t must never decrease"#
            ])
    }

    @Test(
        arguments: [
            (
                #"{"type":"header","format":"gesture-trace","version":1,"clock":"min"}"#,
                #"1:55: error: header: field "clock": expected one of ms, s, us, ns, found "min""#,
                TraceProblemKind.invalidValue, "header.clock"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":"1"}"#,
                #"1:43: error: header: field "version": expected an integer, found a string "1""#, .wrongType,
                "header.version"
            ),
            (
                #"{"type":"header","format":"gesture-trace"}"#,
                #"1:1: error: header: missing required field "version" (expected an integer)"#, .missingField,
                "header.version"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":1,"device":{"refreshHz":0}}"#,
                #"1:65: error: header: field "device.refreshHz": expected a number from 1 to 1000 Hz, found 0"#,
                .outOfRange,
                "header.device.refreshHz"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":1,"screen":{"width":390,"height":-1}}"#,
                #"1:77: error: header: field "screen.height": expected a positive number, found -1"#, .invalidValue,
                "header.screen.height"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":1,"scene":{"kind":"carousel"}}"#,
                #"1:64: error: header: field "scene.kind": expected one of media-viewer, sheet, drawer, other, found "carousel""#,
                .invalidValue, "header.scene.kind"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":1,"scene":{"initial":"middle"}}"#,
                #"1:64: error: header: field "scene.initial": expected one of source, destination, found "middle""#,
                .invalidValue, "header.scene.initial"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":1,"meta":[1]}"#,
                #"1:55: error: header: field "meta": expected an object, found an array"#, .wrongType, "header.meta"
            ),
            (
                #"{"type":"header","version":1}"#,
                #"1:1: error: header: missing required field "format" (expected "gesture-trace")"#, .missingField,
                "header.format"
            ),
            (
                #"{"type":"header","format":"gesture-trace","version":1"#,
                "1:54: error: malformed JSON in the header: unexpected end of data", .malformedJSON, nil
            ),
        ] as [(String, String, TraceProblemKind, String?)])
    func headerProblemsAreFatal(header: String, diagnostic: String, kind: TraceProblemKind, field: String?) throws {
        let path = try temporaryTrace("bad.jsonl", header + "\n")
        do {
            _ = try TraceReader(path: path)
            Issue.record("expected \(diagnostic)")
        } catch {
            #expect(error.description == "\(path):\(diagnostic)")
            #expect(error.diagnostic.kind == kind)
            #expect(error.diagnostic.field == field)
        }
    }

    @Test func emptyFileHasNoHeader() throws {
        let path = try temporaryTrace("empty.jsonl", "\n\n")
        do {
            _ = try TraceReader(path: path)
            Issue.record("expected missingHeader")
        } catch {
            #expect(error.diagnostic.kind == .missingHeader)
        }
    }
}
