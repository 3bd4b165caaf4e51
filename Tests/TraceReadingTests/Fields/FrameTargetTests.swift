import Testing
import TraceModel
import TraceReading

/// A `frame` event's optional `target` (traces/README.md "frame"): a number on the header's clock,
/// converted to ms like `t`; anything else is an error naming the file, line, field and expectation.
@Suite struct FrameTargetTests {
    @Test func targetIsReadOnTheTracesClock() throws {
        let path = try temporaryTrace(
            "frames.jsonl",
            [
                #"{"type":"header","format":"gesture-trace","version":1,"clock":"s"}"#,
                #"{"type":"frame","t":1.0,"target":1.008333}"#,
                #"{"type":"frame","t":1.016667}"#,
                // Not required to be after t: a recorder's clock is taken as written.
                #"{"type":"frame","t":1.025,"target":1.02}"#,
            ].joined(separator: "\n") + "\n")
        let result = try readAll(path)
        #expect(result.isValid)
        #expect(result.events.map(\.event.frameTarget) == [1008.333, nil, 1020])
    }

    @Test func aTargetThatIsNoFiniteNumberIsAnError() throws {
        let path = try temporaryTrace(
            "bad.jsonl",
            [
                #"{"type":"header","format":"gesture-trace","version":1}"#,
                #"{"type":"frame","t":0,"target":"soon"}"#,
                #"{"type":"frame","t":8,"target":1e400}"#,
                #"{"type":"frame","t":16,"target":5e12}"#,
            ].joined(separator: "\n") + "\n")
        let result = try readAll(path)
        #expect(!result.isValid)
        let messages = result.diagnostics.map { String($0.description.dropFirst(path.count + 1)) }
        #expect(
            messages == [
                #"2:23: error: frame event: field "target": expected a number, found a string "soon""#,
                #"3:23: error: frame event: field "target": expected a finite number, found Infinity"#,
                #"4:24: error: frame event: field "target": expected a number from -4000000000000 to 4000000000000 ms, "#
                    + "found 5000000000000",
            ])
    }
}
