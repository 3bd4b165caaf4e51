import Foundation
import Testing
import TraceModel

@Suite("JSONValue: decoding and describing values")
struct JSONValueTests {
    private func decoded(_ text: String) -> Result<JSONValue, JSONDecodingError> {
        JSONValue.decode(jsonData: Data(text.utf8))
    }

    @Test("every kind decodes; object members are sorted by key")
    func decodesEveryKind() throws {
        let value = try decoded(#"{"z": [1, 2.5, "a", true, null], "a": {"y": false, "b": -3}}"#).get()
        #expect(
            value
                == .object([
                    JSONMember("a", .object([JSONMember("b", .number(-3)), JSONMember("y", .bool(false))])),
                    JSONMember("z", .array([.number(1), .number(2.5), .string("a"), .bool(true), .null])),
                ]))
        #expect(value.objectMembers?.keys.sorted() == ["a", "z"])
        #expect(value["a"]?.objectMembers?["b"] == .number(-3))
        #expect(JSONValue.number(1).objectMembers == nil)
        #expect(try decoded("12").get() == .number(12))
    }

    @Test("a UTF-8 byte order mark is skipped")
    func skipsByteOrderMark() throws {
        #expect(try decoded("\u{FEFF}{\"a\": 1}").get() == .object([JSONMember("a", .number(1))]))
    }

    @Test("text that is not JSON gives a readable reason")
    func notJSON() {
        guard case .failure(let problem) = decoded(#"{"a": "#) else {
            Issue.record("accepted text that is not JSON")
            return
        }
        #expect(
            problem
                == JSONDecodingError(reason: "unexpected end of the document; expected a value", line: 1, column: 7))
        #expect(
            problem.description
                == "not valid JSON: unexpected end of the document; expected a value at line 1, column 7")
    }

    @Test("sortedObject orders members by key; values round-trip through JSONEncoder")
    func encoding() throws {
        let value = JSONValue.sortedObject(["b": .array([.number(0.5), .null]), "a": .string("x\"y")])
        #expect(value == .object([JSONMember("a", .string("x\"y")), JSONMember("b", .array([.number(0.5), .null]))]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(text == #"{"a":"x\"y","b":[0.5,null]}"#)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) == value)
    }

    @Test(
        "kindDescription names the kind",
        arguments: [
            (JSONValue.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.number(1), "a number"),
            (.string("s"), "a string"), (.array([]), "an array"), (.object([]), "an object"),
        ])
    func kindDescription(value: JSONValue, expected: String) {
        #expect(value.kindDescription == expected)
    }

    @Test(
        "summary reads as the value did",
        arguments: [
            (JSONValue.number(-1), "-1"), (.number(0.5), "0.5"), (.number(1e20), "1e+20"),
            (.string(#"a"b\c"#), #""a\"b\\c""#), (.string("\u{1B}[2J\n"), #""\u001B[2J\u000A""#),
            (.string(String(repeating: "x", count: 81)), "\"" + String(repeating: "x", count: 80) + "...\""),
            (.array([.number(1), .number(2), .string("x")]), #"[1, 2, "x"]"#),
            (.object([JSONMember("k", .null)]), "an object"),
            (.null, "null"), (.bool(true), "true"),
        ])
    func summary(value: JSONValue, expected: String) {
        #expect(value.summary == expected)
    }
}
