import TraceModel
import TraceReading

/// One answer of the endpoint: an HTTP status and a JSON object body (every member a string or an
/// integer), written in a fixed member order so that answers are byte-identical for the same request.
struct EndpointResponse: Sendable {
    var status: Int
    var members: [(String, Member)]
    var retryAfterSeconds: Int?
    /// Headers besides the fixed ones (the CORS headers of an answer to an allowed origin).
    var headers: [(String, String)] = []
    /// False for a 204, which has no body and no `Content-Length`.
    var hasBody = true

    enum Member: Sendable {
        case text(String)
        case integer(Int)
    }

    /// An error answer: `{"error": MESSAGE, ...extra}`.
    static func error(_ status: Int, _ message: String, _ extra: [(String, Member)] = []) -> Self {
        EndpointResponse(status: status, members: [("error", .text(message))] + extra)
    }

    /// An allowed preflight's answer: 204, no body, the CORS headers.
    static func preflight(_ headers: [(String, String)]) -> Self {
        EndpointResponse(status: 204, members: [], headers: headers, hasBody: false)
    }

    /// A 422 for a chunk the reader's rules reject: the diagnostic's line (within the session),
    /// column, field and message (which says what was expected).
    static func invalidChunk(_ diagnostic: TraceDiagnostic) -> Self {
        var extra: [(String, Member)] = [
            ("kind", .text(diagnostic.kind.rawValue)), ("line", .integer(diagnostic.line)),
            ("column", .integer(diagnostic.column)),
        ]
        if let field = diagnostic.field { extra.append(("field", .text(field))) }
        return .error(422, diagnostic.description, extra)
    }

    var body: String {
        var out = "{"
        for (index, (name, value)) in members.enumerated() {
            if index > 0 { out += "," }
            JSONText.appendString(name, to: &out)
            out += ":"
            switch value {
            case .text(let text): JSONText.appendString(text, to: &out)
            case .integer(let number): out += String(number)
            }
        }
        return out + "}\n"
    }
}
