import TraceModel

/// Maps one request to the store (docs/recording-endpoint.md "Protocol"):
/// `POST /v1/sessions/{id}/chunks/{sequence}` and `POST /v1/sessions/{id}/finish`, after the
/// bearer token when one is configured. `admit` decides on the request line and headers alone, so
/// that a request without the token, or for a path that does not exist, is answered before its
/// body is read. Text taken from the request (path, method, id) is quoted and escaped in an error
/// body (`MessageQuoting`), so that a client never has raw control characters echoed back into a
/// terminal or a log.
struct EndpointRouter: Sendable {
    let store: SessionStore
    /// The token every request must carry as `Authorization: Bearer TOKEN`, if any.
    let token: String?
    /// The web pages that may send requests from a browser.
    var cors = CORSPolicy()

    /// The whole exchange for a request whose body is already read (tests, and the handler's
    /// building blocks in one call).
    func respond(method: String, uri: String, authorization: String?, body: [UInt8]) -> EndpointResponse {
        switch admit(method: method, uri: uri, authorization: authorization) {
        case .failure(let refusal): refusal.response
        case .success(let request): serve(request, body: body)
        }
    }

    /// Checks the token, the path, the method, the session id and the sequence.
    func admit(method: String, uri: String, authorization: String?) -> Result<EndpointRequest, RefusalError> {
        if let token, !Self.constantTimeEquals(Self.bearerCredentials(authorization) ?? "", token) {
            return .failure(
                RefusalError(response: .error(401, "missing or wrong bearer token: send Authorization: Bearer TOKEN")))
        }
        return route(method: method, uri: uri)
    }

    /// The credentials of an `Authorization: Bearer CREDENTIALS` value, nil for another scheme or
    /// none. The scheme is compared without regard to case (RFC 9110 section 11.1: `bearer` and
    /// `BEARER` are `Bearer`), and one or more spaces may follow it; the credentials are kept as
    /// sent, compared exactly.
    static func bearerCredentials(_ authorization: String?) -> String? {
        guard let authorization else { return nil }
        let bytes = Array(authorization.utf8)
        let scheme = Array("bearer".utf8)
        guard bytes.count > scheme.count, bytes[scheme.count] == UInt8(ascii: " "),
            zip(bytes, scheme).allSatisfy({ $0 | 0x20 == $1 })
        else { return nil }
        let credentials = bytes[scheme.count...].drop { $0 == UInt8(ascii: " ") }
        return String(decoding: credentials, as: UTF8.self)
    }

    /// Checks the path, the method, the session id and the sequence (not the token: a preflight
    /// asks whether a path takes a POST before any credential is sent).
    func route(method: String, uri: String) -> Result<EndpointRequest, RefusalError> {
        let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let unknown = RefusalError(
            response: .error(
                404,
                "unknown path \(MessageQuoting.quoted(path, limit: 80)): expected /v1/sessions/{id}/chunks/{sequence} or /v1/sessions/{id}/finish"
            ))
        guard parts.count >= 5, parts[0].isEmpty, parts[1] == "v1", parts[2] == "sessions" else {
            return .failure(unknown)
        }
        let id = parts[3]
        let isChunk = parts.count == 6 && parts[4] == "chunks"
        let isFinish = parts.count == 5 && parts[4] == "finish"
        guard isChunk || isFinish else { return .failure(unknown) }
        guard method == "POST" else {
            return .failure(
                RefusalError(
                    response: .error(
                        405, "\(MessageQuoting.quoted(method + " " + path, limit: 100)): only POST is accepted")))
        }
        guard SessionID.isValid(id) else {
            return .failure(
                RefusalError(
                    response: .error(
                        400,
                        "bad session id \(MessageQuoting.quoted(id, limit: SessionID.maximumLength)): expected \(SessionID.expectation)"
                    )))
        }
        if isFinish { return .success(.finish(session: id)) }
        guard let sequence = EndpointRequest.sequence(parts[5]) else {
            return .failure(
                RefusalError(
                    response: .error(
                        400,
                        "bad sequence \(MessageQuoting.quoted(parts[5], limit: 20)): expected a whole number from 0 "
                            + "(decimal digits, no sign or leading zero)")))
        }
        return .success(.chunk(session: id, sequence: sequence))
    }

    /// Serves an admitted request with its body (blocking file I/O: call on the thread pool), and
    /// calls `answer` once: at once for a refusal, otherwise when what it stored is durable (on a
    /// thread of the store's `GroupCommit`).
    func serve(_ request: EndpointRequest, body: [UInt8], answer: @escaping @Sendable (EndpointResponse) -> Void) {
        switch request {
        case .chunk(let id, let sequence):
            store.appendChunk(session: id, sequence: sequence, chunk: body, answer: answer)
        case .finish(let id): store.finish(session: id, answer: answer)
        }
    }

    /// `serve(_:body:answer:)` waiting for the answer.
    func serve(_ request: EndpointRequest, body: [UInt8]) -> EndpointResponse {
        GroupCommit.wait { done in serve(request, body: body, answer: done) }
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
