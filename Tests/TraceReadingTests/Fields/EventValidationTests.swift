import Testing
import TraceModel
import TraceReading

/// Per-event checks, on small JSON Lines texts written inline.
@Suite struct EventValidationTests {
    /// Reads `header + lines` and returns the diagnostics without the `PATH:` prefix.
    func problems(_ lines: [String], options: TraceReadOptions = .default) throws -> (ReadResult, [String]) {
        let path = try temporaryTrace("events.jsonl", ([headerLine] + lines).joined(separator: "\n") + "\n")
        let result = try readAll(path, options: options)
        return (result, result.diagnostics.map { String($0.description.dropFirst(path.count + 1)) })
    }

    @Test func eachProblemIsReportedAndReadingGoesOn() throws {
        let (result, messages) = try problems([
            #"{"type":"touch","t":0,"id":1.5,"phase":"began","x":1,"y":2}"#,
            #"{"type":"touch","t":0,"id":99999999999999999999,"phase":"began","x":1,"y":2}"#,
            #"{"type":"touch","t":0,"id":"a","phase":"began","x":1,"y":2}"#,
            #"{"t":1}"#,
            #"{"type":"frame"}"#,
            #"[1,2]"#,
            #"{"type":"frame","t":2} {"type":"frame","t":3}"#,
            #"{"type":"transition","t":4,"id":"tr1","event":"progress","progress":1.5}"#,
            #"{"type":"transition","t":4,"id":"tr1","event":"jumped"}"#,
            #"{"type":"intent","t":5,"id":"i1","goal":"dance"}"#,
            #"{"type":"marker","t":6,"label":"x"}"#,
            #"{"type":"marker","t":6,"name":"m","extra":{"v":-Infinity}}"#,
            #"{"type":"header","t":6}"#,
            #"{"type":"touch","t":7,"id":1,"phase":"began","x":1,"y":2,"predicted":"yes"}"#,
            #"{"type":"frame","t":Infinity}"#,
        ])
        #expect(
            messages == [
                #"2:23: error: touch event: field "id": expected an integer, found 1.5"#,
                #"3:28: error: event: field "id": integer 99999999999999999999 does not fit in 64 bits (-9223372036854775808 to 18446744073709551615)"#,
                #"4:23: error: touch event: field "id": expected an integer, found a string "a""#,
                #"5:1: error: event: missing required field "type" (expected a string (touch, transition, intent, frame, marker, or another type kept as unknown))"#,
                #"6:1: error: frame event: missing required field "t" (expected a number)"#,
                "7:1: error: expected a JSON object for an event, found an array",
                "8:24: error: malformed JSON: unexpected '{' after the end of the JSON value",
                #"9:58: error: transition event: field "progress": expected a number from 0 to 1, found 1.5"#,
                #"10:39: error: transition event: field "event": expected one of began, progress, paused, reversed, ended, visible, found "jumped""#,
                #"11:34: error: intent event: field "goal": expected one of open, close, cancel, found "dance""#,
                #"12:1: error: marker event: missing required field "name" (expected a string)"#,
                #"13:48: error: event: field "extra.v": -Infinity is not a JSON number"#,
                #"14:2: error: event: a second header: a trace has exactly one header, on its first non-blank line (or the document's "header" member)"#,
                #"15:58: error: touch event: field "predicted": expected true or false, found a string "yes""#,
                #"16:21: error: event: field "t": NaN and Infinity are not JSON numbers (RFC 8259)"#,
            ])
        #expect(result.eventsRead == 0)
        #expect(result.eventsSkipped == 15)
        #expect(result.diagnostics[0].field == "id")
        #expect(result.diagnostics[0].kind == .invalidValue)
        #expect(result.diagnostics[2].kind == .wrongType)
        #expect(result.diagnostics[3].kind == .missingField)
        #expect(result.diagnostics[11].field == "extra.v")
        #expect(result.diagnostics[11].kind == .notFinite)
        #expect(result.diagnostics[1].kind == .outOfRange)
        #expect(result.diagnostics[1].field == "id")
    }

    /// A rejected event changes neither the previous time nor the open touches.
    @Test func rejectedEventsDoNotUpdateState() throws {
        let (result, messages) = try problems([
            #"{"type":"touch","t":10,"id":1,"phase":"began","x":1,"y":2}"#,
            #"{"type":"touch","t":50,"id":1,"phase":"ended","x":"bad","y":2}"#,
            #"{"type":"touch","t":20,"id":1,"phase":"moved","x":1,"y":2}"#,
            #"{"type":"touch","t":30,"id":1,"phase":"ended","x":1,"y":2}"#,
            #"{"type":"touch","t":40,"id":1,"phase":"moved","x":1,"y":2}"#,
        ])
        #expect(
            messages == [
                #"3:47: error: touch event: field "x": expected a number, found a string "bad""#,
                #"6:31: error: touch event: field "phase": "moved" for touch id 1, which has no open "began" (a touch must begin before it moves or ends)"#,
            ])
        #expect(result.events.map(\.line) == [2, 4, 5])
    }

    @Test func phaseAliasesAndOptionalFields() throws {
        let (result, messages) = try problems([
            #"{"type":"touch","t":0,"id":1,"phase":"down","x":1,"y":2,"force":0.5,"radius":8,"target":"cell:42","coalesced":false,"predicted":true}"#,
            #"{"type":"touch","t":1,"id":1,"phase":"move","x":3,"y":4,"force":null}"#,
            #"{"type":"touch","t":1,"id":1,"phase":"stationary","x":3,"y":4}"#,
            #"{"type":"touch","t":2,"id":1,"phase":"up","x":5,"y":6}"#,
            #"{"type":"touch","t":3,"id":1,"phase":"began","x":5,"y":6}"#,
            #"{"type":"touch","t":4,"id":1,"phase":"cancel","x":5,"y":6}"#,
        ])
        #expect(messages.isEmpty)
        #expect(
            result.events.compactMap(\.event.touch?.phase) == [.began, .moved, .stationary, .ended, .began, .cancelled])
        #expect(
            result.events[0].event.touch
                == TouchEvent(
                    id: 1, phase: .began, location: Point(x: 1, y: 2), force: 0.5, radius: 8,
                    target: "cell:42", coalesced: false, predicted: true))
        #expect(result.events[1].event.touch?.force == nil)
    }

    @Test func timeTiesKeepFileOrder() throws {
        let (result, messages) = try problems([
            #"{"type":"frame","t":5}"#,
            #"{"type":"marker","t":5,"name":"a"}"#,
            #"{"type":"marker","t":5,"name":"b"}"#,
        ])
        #expect(messages.isEmpty)
        #expect(result.events.map(\.event.typeName) == ["frame", "marker", "marker"])
    }
}
