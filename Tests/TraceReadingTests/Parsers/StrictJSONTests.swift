import Foundation
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// One strict reading of JSON (RFC 8259) in both container forms: every case gives the same
/// problem, kind and message, whether the event is a line of JSON Lines or an element of a
/// document (`traces/README.md` "Strict JSON").
@Suite struct StrictJSONTests {
    /// The first diagnostic for one event, read as JSON Lines and as a document.
    func problem(_ event: String, form: TraceContainerForm) throws -> TraceDiagnostic? {
        let text: String
        switch form {
        case .jsonLines: text = headerLine + "\n" + event + "\n"
        case .document: text = #"{"header":{"format":"gesture-trace","version":1},"events":[\#(event)]}"#
        }
        let name = form == .jsonLines ? "strict.jsonl" : "strict.json"
        let result = try readAll(try temporaryTrace(name, text))
        return result.diagnostics.first
    }

    static let rejected: [(String, TraceProblemKind, String)] = [
        (#"{"type":"marker","t":1,"t\u0000":2,"name":"m"}"#, .malformedJSON, "escaped NUL"),
        (#"{"type":"marker","t":1,"t":2,"name":"m"}"#, .duplicateMember, #"duplicate member name "t""#),
        (#"{"type":"marker","t":1,"\u0074":2,"name":"m"}"#, .duplicateMember, #"duplicate member name "t""#),
        (#"{"type":"marker","t":1,"name":"m","x":{"a":1,"a":2}}"#, .duplicateMember, #"duplicate member name "a""#),
        (#"{'type':"marker","t":1,"name":"m"}"#, .malformedJSON, "single quotes are not JSON"),
        (#"{"type":'marker',"t":1,"name":"m"}"#, .malformedJSON, "single quotes are not JSON"),
        (#"{"type":"marker",/* c */"t":1,"name":"m"}"#, .malformedJSON, "expected a member name"),
        (#"{"type":"marker","t":01,"name":"m"}"#, .malformedJSON, "leading zeros"),
        (#"{"type":"marker","t":-00,"name":"m"}"#, .malformedJSON, "leading zeros"),
        (#"{"type":"marker","t":1.,"name":"m"}"#, .malformedJSON, "expected a digit after '.'"),
        (#"{"type":"marker","t":NaN,"name":"m"}"#, .notFinite, "NaN and Infinity are not JSON numbers"),
        (#"{"type":"marker","t":1,"name":"m","v":-Infinity}"#, .notFinite, "-Infinity is not a JSON number"),
        (#"{"type":"marker","t":1,"name":"m",}"#, .malformedJSON, "trailing comma before '}'"),
        (#"{"type":"marker","t":1,"name":"m","v":[1,]}"#, .malformedJSON, "trailing comma before ']'"),
        (#"{"type":"marker","t":1,"name":"m","v":TRUE}"#, .malformedJSON, "JSON literals are lowercase"),
        (#"{"type":"marker","t":1,"name":"\ud800"}"#, .malformedJSON, "lone high surrogate"),
        (#"{"type":"marker","t":1,"name":"\udc00"}"#, .malformedJSON, "lone low surrogate"),
        ("{\"type\":\"marker\",\"t\":1,\"name\":\"\u{1B}[31m\"}", .malformedJSON, "control character U+001B"),
        ("{\"type\":\"marker\",\"t\":1,\"name\":\"a\tb\"}", .malformedJSON, "control character U+0009"),
        (#"{"type":"marker","t":18446744073709551616,"name":"m"}"#, .outOfRange, "does not fit in 64 bits"),
        (#"{"type":"marker","t":-9223372036854775809,"name":"m"}"#, .outOfRange, "does not fit in 64 bits"),
    ]

    @Test(arguments: rejected.indices)
    func rejectedTheSameInBothForms(_ index: Int) throws {
        let (event, kind, fragment) = Self.rejected[index]
        let lines = try #require(try problem(event, form: .jsonLines))
        let document = try #require(try problem(event, form: .document))
        #expect(lines.kind == kind)
        #expect(lines.message.contains(fragment), "\(lines.message)")
        #expect(document.kind == lines.kind)
        #expect(document.message == lines.message)
        #expect(lines.severity == .error)
    }

    /// The walk's stacks at and past their first sizes: 31 nested levels are read and 32 are
    /// not (json-c's default depth), and objects of hundreds of members, nested, are checked for
    /// duplicates at every level, the error naming where it is.
    @Test func deepAndWideObjects() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: #"{"a":"#, count: depth - 1) + "1" + String(repeating: "}", count: depth - 1)
        }
        // The event object is the first level.
        #expect(try problem(#"{"type":"marker","t":1,"name":"m","x":"# + nested(31) + "}", form: .jsonLines) == nil)
        let deep = try #require(
            try problem(#"{"type":"marker","t":1,"name":"m","x":"# + nested(32) + "}", form: .jsonLines))
        #expect(deep.message.contains("nesting deeper than 31"), "\(deep.message)")
        // A bad value deep inside, after wide members, is named by its path.
        let path = (0..<28).map { "k\($0)" }
        let value = path.reversed().reduce("01") { inner, key in #"{"pad":[1,2],"\#(key)":\#(inner)}"# }
        let named = try #require(
            try problem(#"{"type":"marker","t":1,"name":"m","x":"# + value + "}", form: .jsonLines))
        #expect(named.field == "x." + path.joined(separator: "."))
        #expect(named.message.contains("field \"x.k0.k1.k2"), "\(named.message)")

        let members = (0..<300).map { #""m\#($0)":\#($0)"# }.joined(separator: ",")
        let wide = #"{"type":"marker","t":1,"name":"m","x":{"# + members + #","y":{"# + members + "}}}"
        #expect(try problem(wide, form: .jsonLines) == nil)
        for doubled in ["m0", "m299"] {
            let inner =
                #"{"type":"marker","t":1,"name":"m","x":{"# + members + #","y":{"# + members + #","\#(doubled)":1}}}"#
            let problem = try #require(try problem(inner, form: .jsonLines))
            #expect(problem.kind == .duplicateMember)
            #expect(problem.message.contains(#"duplicate member name "\#(doubled)""#), "\(problem.message)")
            let outer =
                #"{"type":"marker","t":1,"name":"m","x":{"# + members + #","y":{"# + members + #"},"\#(doubled)":1}}"#
            #expect(try #require(try self.problem(outer, form: .jsonLines)).kind == .duplicateMember)
        }
    }

    /// Invalid UTF-8 is an error naming line and column, never rewritten to U+FFFD.
    @Test func invalidUTF8IsAnError() throws {
        let cases: [([UInt8], Int)] = [
            ([0xFF], 33), ([0xC3, 0x28], 34), ([0xED, 0xA0, 0x80], 34), ([0xE2, 0x82], 35),
        ]
        for (bytes, column) in cases {
            var data = Data((headerLine + "\n").utf8)
            data += Data(#"{"type":"marker","t":1,"name":"a"#.utf8) + Data(bytes) + Data("\"}\n".utf8)
            let url = try TestPaths.temporaryDirectory("strict-utf8").appendingPathComponent("utf8.jsonl")
            try data.write(to: url)
            let result = try readAll(url.path)
            let first = try #require(result.diagnostics.first)
            #expect(first.kind == .malformedJSON)
            #expect(first.message.contains("invalid UTF-8"), "\(first.message)")
            #expect(first.line == 2)
            #expect(first.column == column, "\(bytes)")
            #expect(result.eventsRead == 0)
        }
    }

    /// Valid JSON that json-c alone read differently is kept exactly: 2^64-1 and -2^63 are
    /// 64-bit integers; escapes in names are decoded; a NUL inside a string value is kept.
    @Test func acceptedEdgesAreKept() throws {
        let event =
            #"{"type":"marker","t":1,"name":"a\u0000b","big":18446744073709551615,"n\u0061me2":-9223372036854775808}"#
        for form in [TraceContainerForm.jsonLines, .document] {
            #expect(try problem(event, form: form) == nil)
        }
        let result = try readAll(try temporaryTrace("edges.jsonl", headerLine + "\n" + event + "\n"))
        guard case .marker(let name, let fields) = try #require(result.events.first).event.payload else {
            Issue.record("expected a marker")
            return
        }
        #expect(name == "a\u{0}b")
        #expect(fields.map(\.key) == ["big", "name2"])
    }

    /// `"head\u0065r"` and `"ev\u0065nts"` are `header` and `events` in a document, as escaped
    /// values are in JSON Lines; a second, escaped `events` is a duplicate, not ignored.
    @Test func escapedMemberNamesInDocuments() throws {
        let good = #"{"head\u0065r":{"format":"gesture-trace","version":1},"ev\u0065nts":[{"type":"frame","t":1}]}"#
        let goodResult = try readAll(try temporaryTrace("escaped.json", good))
        #expect(goodResult.diagnostics.isEmpty)
        #expect(goodResult.eventsRead == 1)
        let lines = #"{"type":"head\u0065r","format":"gesture-trace","version":1}"# + "\n" + #"{"type":"frame","t":1}"#
        #expect(try readAll(try temporaryTrace("escaped.jsonl", lines + "\n")).eventsRead == 1)

        let twice =
            #"{"header":{"format":"gesture-trace","version":1},"events":[{"type":"frame","t":1}],"ev\u0065nts":[]}"#
        let twiceResult = try readAll(try temporaryTrace("twice.json", twice))
        #expect(twiceResult.diagnostics.map(\.message) == [#"duplicate "events" member"#])
        #expect(!twiceResult.isValid)
    }

    /// The document itself is strict: trailing commas, other members' values and their names.
    @Test(arguments: [
        (
            #"{"header":{"format":"gesture-trace","version":1},"events":[{"type":"frame","t":1},]}"#,
            "trailing comma before ']'"
        ),
        (#"{"header":{"format":"gesture-trace","version":1},"events":[],}"#, "trailing comma before '}'"),
        (#"{"header":{"format":"gesture-trace","version":1},"events":[],"x":NaN}"#, "NaN and Infinity"),
        (#"{"header":{"format":"gesture-trace","version":1},"events":[],"x":{'a':1}}"#, "single quotes"),
        (#"{"header":{"format":"gesture-trace","version":1},"x":1,"events":[],"x":2}"#, #"duplicate member name "x""#),
    ])
    func documentStructureIsStrict(text: String, fragment: String) throws {
        let result = try readAll(try temporaryTrace("doc.json", text))
        let first = try #require(result.diagnostics.first)
        #expect(first.message.contains(fragment), "\(first.message)")
        #expect(!result.isValid)
    }

    /// Names and values with control characters never reach a message raw.
    @Test func messagesEscapeControlCharacters() throws {
        let lines = [
            #"{"type":"\u001b[2J\u009b31m\u202e","t":1}"#,
            #"{"type":"marker","t":1,"name":"m","x":{"\u001b[31m\n":NaN}}"#,
            #"{"type":"touch","t":2,"id":1,"phase":"\u001b]0;pwned\u0007","x":1,"y":1}"#,
            #"{"type":"t\u0000ouch\u001b","t":0}"#,
        ]
        let result = try readAll(
            try temporaryTrace("escapes.jsonl", ([headerLine] + lines).joined(separator: "\n") + "\n"))
        #expect(result.diagnostics.count == 4)
        for d in result.diagnostics {
            let raw = d.description.unicodeScalars.filter {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
            }
            #expect(raw.isEmpty, "\(d.description.debugDescription)")
        }
        #expect(result.diagnostics[0].message.contains(#"\u001B[2J\u009B31m\u202E"#))
    }
}
