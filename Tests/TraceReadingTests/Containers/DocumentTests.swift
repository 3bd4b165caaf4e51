import Testing
import TraceModel
import TraceReading

@Suite struct DocumentTests {
    @Test func headerAfterEvents() throws {
        let path = try temporaryTrace(
            "late.json",
            #"""
            {
              "note": {"a": [1, "]", {"b": "}"}]},
              "events": [
                {"type": "frame", "t": 1},
                {"type": "marker", "t": 2, "name": "[not, an] {array}", "s": "\"]"}
              ],
              "header": {"format": "gesture-trace", "version": 1, "clock": "s"}
            }

            """#)
        let result = try readAll(path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.header.clock == .seconds)
        #expect(result.events.map(\.event.t) == [1000, 2000])
        #expect(result.events.map(\.line) == [4, 5])
        #expect(
            result.events[1].event.payload
                == .marker(name: "[not, an] {array}", fields: [JSONMember("s", .string("\"]"))]))
    }

    @Test func elementColumnsAndMultiLineElements() throws {
        let path = try temporaryTrace(
            "cols.json",
            """
            {"header": {"format": "gesture-trace", "version": 1},
             "events": [{"type": "frame", "t": 1},   {"type": "frame",
                                                       "t": "late"}]}
            """)
        let result = try readAll(path)
        #expect(
            result.diagnostics.map(\.description) == [
                #"\#(path):3:44: error: frame event: field "t": expected a number, found a string "late""#
            ])
        #expect(result.events.map(\.line) == [2])
    }

    @Test(
        arguments: [
            (
                #"{"header": {"format": "gesture-trace", "version": 1}}"#,
                #"1:53: error: the document has no "events" member"#, TraceProblemKind.missingHeader
            ),
            (
                #"{"header": {"format": "gesture-trace", "version": 1}, "events": [{"type": "frame", "t": 1}"#,
                #"1:91: error: unclosed "events" array: end of file before ']'"#, .malformedJSON
            ),
            (
                #"{"header": {"format": "gesture-trace", "version": 1}, "events": []} x"#,
                "1:69: error: unexpected 'x' after the end of the document object", .malformedJSON
            ),
            (
                #"{"header": {"format": "gesture-trace", "version": 1}, "events": {}}"#,
                #"1:65: error: member "events": expected an array, found '{'"#, .wrongType
            ),
            (
                #"{"header": {"format": "gesture-trace", "version": 1} "events": []}"#,
                "1:54: error: expected ',' or '}' after a member of the document object, found '\"'", .malformedJSON
            ),
        ] as [(String, String, TraceProblemKind)])
    func structuralErrors(text: String, diagnostic: String, kind: TraceProblemKind) throws {
        let path = try temporaryTrace("broken.json", text)
        let result = try readAll(path)
        #expect(result.diagnostics.map(\.description) == ["\(path):\(diagnostic)"])
        #expect(result.diagnostics.first?.kind == kind)
        #expect(!result.isValid)
    }

    @Test(arguments: [
        (#"{"events": []}"#, #"1:14: error: the document has no "header" member"#),
        (#"[1]"#, #"1:1: error: expected a JSON object {"header": {...}, "events": [...]}, found '['"#),
        (#"{"events": [1, "#, #"1:16: error: unclosed '[' opened at line 1, column 12: end of file"#),
        (#"{"header": [1]}"#, "1:12: error: expected the header object, found an array"),
    ])
    func fatalDocumentErrors(text: String, diagnostic: String) throws {
        let path = try temporaryTrace("fatal.json", text)
        do {
            _ = try TraceReader(path: path)
            Issue.record("expected \(diagnostic)")
        } catch {
            #expect(error.description == "\(path):\(diagnostic)")
        }
    }
}
