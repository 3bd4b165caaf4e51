import Foundation
import Testing
import TraceModel

@Suite("ConfigurationReader: one reader, every problem with its path")
struct ConfigurationReaderTests {
    /// A tiny configuration, `{"name": string, "size": {"width": positive}}`, read the way every
    /// configuration type reads itself.
    static func read(_ json: String) throws(ConfigurationError) -> (String?, Double?) {
        let document = try ConfigurationReader.document(Data(json.utf8))
        var reader = ConfigurationReader()
        var name: String?
        var width: Double?
        if let root = reader.object(document, at: "", keys: ["name", "size"]) {
            name = reader.string(root, "name", required: true, missing: "missing; give the flow a name")
            if let size = root["size"], let object = reader.object(size, at: root.path("size"), keys: ["width"]) {
                width = reader.number(object, "width", .positive("number of points"))
            }
        }
        try reader.finish()
        return (name, width)
    }

    @Test("a good file reads")
    func reads() throws {
        let (name, width) = try Self.read(#"{"name": "a", "size": {"width": 3}}"#)
        #expect(name == "a" && width == 3)
    }

    @Test("every problem is collected, in reading order, with its path and what was expected")
    func collectsEveryProblem() {
        #expect {
            _ = try Self.read(#"{"size": {"width": -1, "depth": 2}, "colour": 1}"#)
        } throws: { error in
            (error as? ConfigurationError)?.in(file: "flows.json").description
                == [
                    "flows.json: colour: unknown key; expected one of name, size",
                    "flows.json: name: missing; give the flow a name",
                    "flows.json: size.depth: unknown key; expected one of width",
                    "flows.json: size.width: expected a positive number of points, got -1",
                ].joined(separator: "\n")
        }
    }

    @Test("an unknown key is named so that the path stays unambiguous and no control character reaches a terminal")
    func unknownKeysQuoted() {
        #expect {
            _ = try Self.read(#"{"name": "a", "size": {"width": 3, "\u001b[2J": 1, "a.b": 2, "": 3, "é": 4}}"#)
        } throws: { error in
            (error as? ConfigurationError)?.description
                == [
                    #"size."": unknown key; expected one of width"#,
                    #"size."\u001B[2J": unknown key; expected one of width"#,
                    #"size."a.b": unknown key; expected one of width"#,
                    #"size."é": unknown key; expected one of width"#,
                ].joined(separator: "\n")
        }
    }

    @Test("a wrong type names the kind of value found")
    func wrongType() {
        #expect(throws: ConfigurationError(path: "name", reason: "expected a string, got a number")) {
            _ = try Self.read(#"{"name": 1}"#)
        }
        #expect(throws: ConfigurationError(path: "", reason: "expected an object, got an array")) {
            _ = try Self.read("[]")
        }
    }

    @Test("text that is not JSON is one problem of the whole document")
    func notJSON() {
        #expect {
            _ = try Self.read("{\n\"name\": \n")
        } throws: { error in
            guard let error = error as? ConfigurationError, error.problems.count == 1 else { return false }
            return error.problems[0].path == "" && error.problems[0].line == 3
                && error.problems[0].reason.hasPrefix("not valid JSON: unexpected end of the document")
        }
    }
}
