import Testing
import TraceModel
import TraceReading

/// A transition's `cause` (traces/README.md "`transition`"): its form, that it is given on `began`
/// only, that it names touches that began earlier, and that it round-trips through the writer.
@Suite struct TransitionCauseTests {
    func problems(_ lines: [String]) throws -> (ReadResult, [String]) {
        let path = try temporaryTrace("cause.jsonl", ([headerLine] + lines).joined(separator: "\n") + "\n")
        let result = try readAll(path, options: .default)
        return (result, result.diagnostics.map { String($0.description.dropFirst(path.count + 1)) })
    }

    @Test func validCausesAreRead() throws {
        let (result, messages) = try problems([
            #"{"type":"touch","t":0,"id":7,"phase":"began","x":1,"y":2}"#,
            #"{"type":"touch","t":50,"id":7,"phase":"ended","x":1,"y":2}"#,
            #"{"type":"transition","t":150,"id":"a","event":"began","cause":[7]}"#,
            #"{"type":"transition","t":160,"id":"b","event":"began","cause":"none"}"#,
            #"{"type":"transition","t":170,"id":"c","event":"began","cause":null}"#,
        ])
        #expect(messages.isEmpty)
        let causes = result.events.compactMap { recorded -> TransitionCause?? in
            guard case .transition(let transition) = recorded.event.payload else { return nil }
            return .some(transition.cause)
        }
        #expect(causes == [.touches([7]), .programmatic, nil])
    }

    @Test func badCausesNameTheFieldAndWhatWasExpected() throws {
        let (_, messages) = try problems([
            #"{"type":"touch","t":0,"id":1,"phase":"began","x":1,"y":2}"#,
            #"{"type":"transition","t":10,"id":"a","event":"began","cause":[2]}"#,
            #"{"type":"transition","t":20,"id":"a","event":"ended","cause":"none"}"#,
            #"{"type":"transition","t":30,"id":"b","event":"began","cause":[]}"#,
            #"{"type":"transition","t":30,"id":"b","event":"began","cause":"user"}"#,
            #"{"type":"transition","t":30,"id":"b","event":"began","cause":[1.5]}"#,
            #"{"type":"transition","t":30,"id":"b","event":"began","cause":1}"#,
        ])
        #expect(
            messages == [
                #"3:54: error: transition event: field "cause": touch id 2 has not begun before this event; a cause names touches that began earlier in the trace"#,
                #"4:54: error: transition event: field "cause": expected no cause on "ended" (cause is given on began, paused and reversed only), found "none""#,
                #"5:54: error: transition event: field "cause": expected "none" or a non-empty array of touch ids (integers), found an array"#,
                #"6:54: error: transition event: field "cause": expected "none" or a non-empty array of touch ids (integers), found "user""#,
                #"7:54: error: transition event: field "cause": expected touch ids: integers from -9007199254740991 to 9007199254740991, found 1.5"#,
                #"8:54: error: transition event: field "cause": expected "none" or a non-empty array of touch ids (integers), found a number 1"#,
            ])
    }

    @Test func causesRoundTrip() {
        let events = [
            TraceEvent(t: 1, .transition(TransitionEvent(id: "a", event: .began, cause: .touches([3, -4])))),
            TraceEvent(t: 2, .transition(TransitionEvent(id: "b", event: .began, cause: .programmatic))),
        ]
        let lines = events.map { event in
            var line = ""
            TraceJSONEncoding.appendEvent(event, clock: .milliseconds, to: &line)
            return line
        }
        #expect(lines[0].contains(#""cause":[3,-4]"#))
        #expect(lines[1].contains(#""cause":"none""#))
    }
}
