import TraceModel
import TraceReading

/// Machine-readable forms of reading problems, for `--format jsonl`.
enum DiagnosticEncoding {
    /// `{"type":"problem","file","line","column","severity","kind","field","message"}`.
    static func jsonLine(_ d: TraceDiagnostic) -> String {
        var members: [JSONMember] = [
            JSONMember("type", .string("problem")),
            JSONMember("file", .string(d.file)),
            JSONMember("line", .number(Double(d.line))),
            JSONMember("column", .number(Double(d.column))),
            JSONMember("severity", .string(d.severity.rawValue)),
            JSONMember("kind", .string(d.kind.rawValue)),
        ]
        members.append(JSONMember("field", d.field.map { .string($0) } ?? .null))
        members.append(JSONMember("message", .string(d.message)))
        var out = ""
        JSONText.appendObject(members, to: &out)
        return out
    }
}
