import TraceModel

/// Maps one request to the store (docs/recording-endpoint.md "Protocol"):
/// `POST /v1/sessions/{id}/chunks/{sequence}` and `POST /v1/sessions/{id}/finish`, after the
/// bearer token when one is configured. Text taken from the request (path, method, id) is quoted and
/// escaped in an error body (`MessageQuoting`), so that a client never has raw control characters
/// echoed back into a terminal or a log.
struct EndpointRouter: Sendable {
    let store: SessionStore
    /// The token every request must carry as `Authorization: Bearer TOKEN`, if any.
    let token: String?

    func respond(method: String, uri: String, authorization: String?, body: [UInt8]) -> EndpointResponse {
        if let token, !Self.constantTimeEquals(authorization ?? "", "Bearer " + token) {
            return .error(401, "missing or wrong bearer token: send Authorization: Bearer TOKEN")
        }
        let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 5, parts[0].isEmpty, parts[1] == "v1", parts[2] == "sessions" else {
            return .error(
                404,
                "unknown path \(MessageQuoting.quoted(path, limit: 80)): expected /v1/sessions/{id}/chunks/{sequence} or /v1/sessions/{id}/finish"
            )
        }
        let id = parts[3]
        let isChunk = parts.count == 6 && parts[4] == "chunks"
        let isFinish = parts.count == 5 && parts[4] == "finish"
        guard isChunk || isFinish else {
            return .error(
                404,
                "unknown path \(MessageQuoting.quoted(path, limit: 80)): expected /v1/sessions/{id}/chunks/{sequence} or /v1/sessions/{id}/finish"
            )
        }
        guard method == "POST" else {
            return .error(
                405, "\(MessageQuoting.quoted(method + " " + path, limit: 100)): only POST is accepted"
            )
        }
        guard SessionID.isValid(id) else {
            return .error(
                400,
                "bad session id \(MessageQuoting.quoted(id, limit: SessionID.maximumLength)): expected \(SessionID.expectation)"
            )
        }
        if isFinish { return store.finish(session: id) }
        guard let sequence = Int(parts[5]), sequence >= 0, parts[5].allSatisfy(\.isASCII) else {
            return .error(
                400, "bad sequence \(MessageQuoting.quoted(parts[5], limit: 20)): expected a whole number from 0")
        }
        return store.appendChunk(session: id, sequence: sequence, chunk: body)
    }

    /// Compares without stopping at the first difference, so timing does not reveal the token.
    static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        var difference = x.count ^ y.count
        for i in 0..<min(x.count, y.count) { difference |= Int(x[i] ^ y[i]) }
        return difference == 0
    }
}
