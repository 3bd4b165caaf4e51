import Testing
import TraceModel
import TraceReading

/// Every fixture in `Tests/Fixtures/invalid/` gives exactly the diagnostic its README lists.
@Suite struct InvalidFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var kind: TraceProblemKind
        /// The diagnostic after `PATH:`.
        var diagnostic: String
        /// Whether `TraceReader.init` throws.
        var fatal = false
        /// Valid events read before/around the problem.
        var eventsRead = 0
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "malformed-json.jsonl", kind: .malformedJSON,
            diagnostic: "3:24: error: malformed JSON: expected ',' or '}' after a member, found '\"'", eventsRead: 1),
        Case(
            file: "missing-field.jsonl", kind: .missingField,
            diagnostic: #"3:1: error: touch event: missing required field "y" (expected a number)"#, eventsRead: 1),
        Case(
            file: "wrong-type.jsonl", kind: .wrongType,
            diagnostic: #"3:47: error: touch event: field "x": expected a number, found a string "12""#, eventsRead: 1),
        Case(
            file: "not-finite.jsonl", kind: .notFinite,
            diagnostic: #"3:51: error: event: field "x": NaN and Infinity are not JSON numbers (RFC 8259)"#,
            eventsRead: 1),
        Case(
            file: "time-backwards.jsonl", kind: .timeWentBackwards,
            diagnostic:
                #"3:17: error: touch event: field "t": time went backwards: 10 ms is before the previous event's 20 ms (line 2); t must never decrease"#,
            eventsRead: 1),
        Case(
            file: "moved-before-began.jsonl", kind: .phaseOrder,
            diagnostic:
                #"2:30: error: touch event: field "phase": "moved" for touch id 1, which has no open "began" (a touch must begin before it moves or ends)"#
        ),
        Case(
            file: "began-twice.jsonl", kind: .phaseOrder,
            diagnostic:
                #"3:31: error: touch event: field "phase": "began" for touch id 1, which already began at line 2 and has not ended or been cancelled"#,
            eventsRead: 1),
        Case(
            file: "ended-without-began.jsonl", kind: .phaseOrder,
            diagnostic:
                #"2:30: error: touch event: field "phase": "ended" for touch id 7, which has no open "began" (a touch must begin before it moves or ends)"#
        ),
        Case(
            file: "invalid-value.jsonl", kind: .invalidValue,
            diagnostic:
                #"3:31: error: touch event: field "phase": expected one of began, moved, stationary, ended, cancelled (aliases down, move, up, cancel), found "jump""#,
            eventsRead: 1),
        Case(
            file: "truncated-last-line.jsonl", kind: .truncatedLine,
            diagnostic:
                "3:31: error: truncated last line: the recording was probably cut off; unterminated string",
            eventsRead: 1),
        Case(
            file: "unsupported-version.jsonl", kind: .unsupportedVersion,
            diagnostic:
                #"1:43: error: header: field "version": format version 2 is not supported; this build reads version 1"#,
            fatal: true),
        Case(
            file: "wrong-format.jsonl", kind: .wrongFormat,
            diagnostic:
                #"1:18: error: header: field "format": expected "gesture-trace", found "other-trace"; this is not a GestureTrace trace"#,
            fatal: true),
        Case(
            file: "missing-header.jsonl", kind: .missingHeader,
            diagnostic:
                #"1:2: error: missing header: the first non-blank line must be the header, with "type": "header"; "type" is "touch""#,
            fatal: true),
        Case(
            file: "document-structure.json", kind: .malformedJSON,
            diagnostic: #"4:1: error: expected ',' or ']' after an element of "events", found '{'"#, eventsRead: 2),
        Case(
            file: "document-malformed-element.json", kind: .malformedJSON,
            diagnostic: #"3:39: error: malformed JSON: field "phase": expected a value, found 'm'"#, eventsRead: 2),
    ]

    @Test(arguments: cases)
    func fixtureGivesItsDiagnostic(_ c: Case) throws {
        let path = fixturePath("invalid/" + c.file)
        if c.fatal {
            #expect(throws: TraceReadError.self) { try TraceReader(path: path) }
            do {
                _ = try TraceReader(path: path)
            } catch {
                #expect(error.description == "\(path):\(c.diagnostic)")
                #expect(error.diagnostic.kind == c.kind)
                #expect(error.diagnostic.severity == .error)
            }
            #expect(throws: TraceReadError.self) { try LoadedTrace.load(path: path) }
            return
        }
        let result = try readAll(path)
        #expect(result.diagnostics.map(\.description) == ["\(path):\(c.diagnostic)"])
        #expect(result.diagnostics.first?.kind == c.kind)
        #expect(!result.isValid)
        #expect(result.eventsRead == c.eventsRead)
        let loaded = try LoadedTrace.load(path: path)
        #expect(!loaded.isValid)
        #expect(loaded.events.count == c.eventsRead)
    }

    /// Lenient mode skips and counts the same events, as warnings; the trace stays usable.
    @Test(arguments: cases.filter { !$0.fatal && $0.file != "document-structure.json" })
    func lenientModeWarnsInstead(_ c: Case) throws {
        let path = fixturePath("invalid/" + c.file)
        let strict = try readAll(path)
        let lenient = try readAll(path, options: TraceReadOptions(mode: .lenient))
        #expect(lenient.isValid)
        #expect(lenient.eventsSkipped == strict.eventsSkipped)
        #expect(lenient.eventsSkipped == 1)
        #expect(lenient.eventsRead == strict.eventsRead)
        #expect(lenient.diagnostics.map(\.severity) == [.warning])
        #expect(lenient.diagnostics.first?.message == strict.diagnostics.first?.message)
    }

    /// A broken document structure is an error in either mode: reading stops there.
    @Test func documentStructureIsAnErrorEvenWhenLenient() throws {
        let result = try readAll(
            fixturePath("invalid/document-structure.json"), options: TraceReadOptions(mode: .lenient))
        #expect(!result.isValid)
        #expect(result.eventsRead == 2)
    }

    @Test func unknownTypeWarnsByDefault() throws {
        let path = fixturePath("unknown-type.jsonl")
        let result = try readAll(path)
        #expect(result.isValid)
        #expect(result.eventsRead == 3)
        #expect(
            result.diagnostics.map(\.description) == [
                #"\#(path):3:2: warning: unknown event type "swipe-hint": format v1 defines touch, transition, intent, frame, marker; the event is kept as unknown"#
            ])
        #expect(result.diagnostics.first?.kind == .unknownType)
        #expect(
            result.events[1].event.payload
                == .unknown(type: "swipe-hint", fields: [JSONMember("direction", .string("up"))]))
        #expect(result.events[1].event.t == 5)
    }

    @Test func unknownTypeIsAnErrorWhenAsked() throws {
        let path = fixturePath("unknown-type.jsonl")
        let result = try readAll(path, options: TraceReadOptions(unknownTypesAreErrors: true))
        #expect(!result.isValid)
        #expect(result.eventsRead == 2)
        #expect(result.eventsSkipped == 1)
        #expect(
            result.diagnostics.map(\.description) == [
                #"\#(path):3:2: error: unknown event type "swipe-hint": format v1 defines touch, transition, intent, frame, marker; unknown types are errors in this mode"#
            ])
    }

    @Test func missingFileIsAnIOError() {
        do {
            _ = try TraceReader(path: "/nonexistent/trace.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.kind == .io)
            #expect(error.description == "/nonexistent/trace.jsonl:0:0: error: cannot open: No such file or directory")
        }
    }
}
