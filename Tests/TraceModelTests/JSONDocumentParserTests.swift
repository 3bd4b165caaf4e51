import Testing
import TraceModel

/// `JSONValue.decode(jsonData:)`: the strict document parser of configuration files.
@Suite("JSONDocumentParser: strict JSON documents, with line and column of what is wrong")
struct JSONDocumentParserTests {
    private func decoded(_ bytes: [UInt8]) -> Result<JSONValue, JSONDecodingError> {
        JSONValue.decode(jsonData: .init(bytes))
    }

    private func decoded(_ text: String) -> Result<JSONValue, JSONDecodingError> {
        decoded(Array(text.utf8))
    }

    private func problem(_ text: String) -> JSONDecodingError? {
        guard case .failure(let problem) = decoded(text) else { return nil }
        return problem
    }

    @Test("escapes decode, surrogate pairs included")
    func escapes() throws {
        let value = try decoded(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041", "\ud83d\ude00", "é😀"]"#).get()
        #expect(value == .array([.string("a\"b\\c/d\u{08}\u{0C}\n\r\t"), .string("éA"), .string("😀"), .string("é😀")]))
    }

    @Test(
        "numbers follow the grammar",
        arguments: [("-0.5e3", -500.0), ("0", 0), ("12.25", 12.25), ("1E2", 100), ("2e-1", 0.2)])
    func numbers(text: String, expected: Double) throws {
        #expect(try decoded(text).get() == .number(expected))
    }

    @Test(
        "what is not strict JSON is rejected with its place",
        arguments: [
            ("01", "a number may not start with 0", 1, 2),
            ("1.", "unexpected end of the document; expected a digit", 1, 3),
            (".5", "unexpected '.'; expected a value", 1, 1),
            ("-", "unexpected end of the document; expected a digit", 1, 2),
            ("1e400", "the number 1e400 is out of range", 1, 1),
            ("tru", "unexpected 't'; expected a value", 1, 1),
            ("NaN", "unexpected 'N'; expected a value", 1, 1),
            ("[1, 2,]", "unexpected ']'; expected a value", 1, 7),
            ("{'a': 1}", "unexpected '''; expected a member name", 1, 2),
            ("{\"a\" 1}", "unexpected '1'; expected ':'", 1, 6),
            ("{\"a\": 1 \"b\": 2}", "unexpected '\"'; expected ',' or '}'", 1, 9),
            ("[1 2]", "unexpected '2'; expected ',' or ']'", 1, 4),
            ("{\"a\": [1}", "unexpected '}'; expected ',' or ']'", 1, 9),
            ("[1] [2]", "unexpected text after the document", 1, 5),
            ("\"abc", "a string is not closed", 1, 1),
            ("\"a\u{01}b\"", "a raw control character in a string; escape it", 1, 3),
            (#""\x""#, "an unknown escape in a string", 1, 2),
            (#""\ud83d""#, "a high surrogate escape without its low half", 1, 8),
            (#""\ude00""#, "a lone low surrogate escape", 1, 8),
            (#""\u12""#, #"a \u escape needs four hexadecimal digits"#, 1, 6),
            ("{\n  \"a\": 1,\n  \"b\": }", "unexpected '}'; expected a value", 3, 8),
            ("", "unexpected end of the document; expected a value", 1, 1),
            ("\n\n", "unexpected end of the document; expected a value", 3, 1),
        ])
    func rejected(text: String, reason: String, line: Int, column: Int) {
        #expect(problem(text) == JSONDecodingError(reason: reason, line: line, column: column))
    }

    @Test("bytes that are not UTF-8 are rejected inside a string")
    func invalidUTF8() {
        guard case .failure(let problem) = decoded([0x22, 0x61, 0xC3, 0x28, 0x22]) else {
            Issue.record("accepted invalid UTF-8")
            return
        }
        #expect(problem.reason == "a string holds bytes that are not UTF-8")
    }

    @Test("members come out sorted by name")
    func sortedMembers() throws {
        #expect(
            try decoded(#"{"b": 1, "c": {"z": true, "y": null}, "a": 2}"#).get()
                == .object([
                    JSONMember("a", .number(2)), JSONMember("b", .number(1)),
                    JSONMember("c", .object([JSONMember("y", .null), JSONMember("z", .bool(true))])),
                ]))
    }

    @Test(
        "a member name given twice in one object is an error at its second place, never a silent choice",
        arguments: [
            (#"{"b": 1, "a": 2, "b": 3}"#, "b", 1, 18),
            ("{\n  \"assertions\": [],\n  \"assertions\": [1]\n}", "assertions", 3, 3),
            (#"{"a": {"x": 1, "x": 1}}"#, "x", 1, 16),
            (#"{"\u00e9": 1, "e\u0301": 2}"#, "é", 1, 15),
            // A name is quoted with escapes, so a terminal escape code never reaches a message raw.
            (#"{"\u001b[31m": 1, "\u001b[31m": 2}"#, #"\u001B[31m"#, 1, 19),
        ])
    func duplicateNames(text: String, name: String, line: Int, column: Int) {
        let reason =
            "duplicate member name \"\(name)\" in one object; name each member once "
            + "(RFC 8259 leaves the meaning of duplicates undefined)"
        #expect(problem(text) == JSONDecodingError(reason: reason, line: line, column: column))
    }

    @Test("the same name in sibling objects is not a duplicate")
    func siblingNames() throws {
        #expect(throws: Never.self) { try decoded(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#).get() }
    }

    @Test("nesting is bounded, so a crafted file cannot exhaust the stack")
    func depth() throws {
        let limit = JSONDocumentParser.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try decoded(deepest).get() }
        let tooDeep = String(repeating: "[", count: 100_000)
        let expected = JSONDecodingError(reason: "nested deeper than \(limit) levels", line: 1, column: limit + 1)
        #expect(problem(tooDeep) == expected)
    }
}
