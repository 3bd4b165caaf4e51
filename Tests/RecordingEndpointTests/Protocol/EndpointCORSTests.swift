import Foundation
import RecordingEndpoint
import Testing
import _TestSupport

/// Browsers (docs/recording-endpoint.md "Browsers"): only the origins of `--allow-origin` get a
/// preflight answered and CORS headers; any other `Origin` is refused with 403 before the body is
/// read, with no CORS header and nothing stored; requests without `Origin` are served as before.
@Suite("Recording endpoint CORS (docs/recording-endpoint.md)", .timeLimit(.minutes(1)))
struct EndpointCORSTests {
    static let page = "http://127.0.0.1:8123"
    static let token = "s3cret-token"
    let lines = TraceLines.session(events: 10)
    var chunk: String { lines.joined() }

    func endpoint(allowing origins: [String] = [page], token: String? = token) throws -> TestEndpoint {
        try TestEndpoint(token: token, cors: CORSPolicy.allowing(origins).get())
    }

    /// One raw request: `headers` are whole lines without CRLF.
    func exchange(_ port: Int, _ requestLine: String, _ headers: [String], body: String = "") throws -> String {
        let connection = try RawConnection(port: port, receiveTimeout: 5)
        var text = requestLine + "\r\nHost: 127.0.0.1\r\n"
        for header in headers { text += header + "\r\n" }
        if !body.isEmpty || requestLine.hasPrefix("POST") { text += "Content-Length: \(body.utf8.count)\r\n" }
        connection.send(text + "\r\n" + body)
        return connection.receiveResponse()
    }

    /// The value of header `name` in a raw response, lower-cased name match.
    func header(_ name: String, in response: String) -> String? {
        let head = response.components(separatedBy: "\r\n\r\n").first ?? ""
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    func hasCORSHeaders(_ response: String) -> Bool {
        let head = (response.components(separatedBy: "\r\n\r\n").first ?? "").lowercased()
        return head.contains("access-control-")
    }

    func preflightHeaders(origin: String = page, method: String = "POST") -> [String] {
        [
            "Origin: \(origin)", "Access-Control-Request-Method: \(method)",
            "Access-Control-Request-Headers: authorization,content-type",
        ]
    }

    @Test("an allowed origin's preflight is answered 204 without the token, naming the methods and headers")
    func allowedPreflight() throws {
        let endpoint = try endpoint()
        defer { endpoint.close() }
        let port = endpoint.server.port
        for path in ["/v1/sessions/s1/chunks/0", "/v1/sessions/s1/finish"] {
            let reply = try exchange(port, "OPTIONS \(path) HTTP/1.1", preflightHeaders())
            #expect(RawConnection.status(reply) == 204, "\(reply)")
            #expect(header("Access-Control-Allow-Origin", in: reply) == Self.page)
            #expect(header("Access-Control-Allow-Methods", in: reply) == "POST")
            #expect(header("Access-Control-Allow-Headers", in: reply) == "Authorization, Content-Type")
            #expect(header("Access-Control-Max-Age", in: reply) == "600")
            #expect(header("Vary", in: reply) == "Origin")
            #expect(header("Content-Length", in: reply) == nil)
            #expect(header("Access-Control-Allow-Private-Network", in: reply) == nil)
        }
        let lan = try exchange(
            port, "OPTIONS /v1/sessions/s1/chunks/0 HTTP/1.1",
            preflightHeaders() + ["Access-Control-Request-Private-Network: true"])
        #expect(header("Access-Control-Allow-Private-Network", in: lan) == "true")
    }

    @Test("a preflight keeps the connection: the POST after it on the same connection is stored")
    func preflightThenPost() throws {
        let endpoint = try endpoint()
        defer { endpoint.close() }
        let connection = try RawConnection(port: endpoint.server.port, receiveTimeout: 5)
        connection.send(
            "OPTIONS /v1/sessions/k/chunks/0 HTTP/1.1\r\nHost: x\r\n"
                + preflightHeaders().map { $0 + "\r\n" }.joined() + "\r\n")
        #expect(RawConnection.status(connection.receiveResponse()) == 204)
        connection.send(
            "POST /v1/sessions/k/chunks/0 HTTP/1.1\r\nHost: x\r\nOrigin: \(Self.page)\r\n"
                + "Authorization: Bearer \(Self.token)\r\nContent-Type: application/x-ndjson\r\n"
                + "Content-Length: \(chunk.utf8.count)\r\n\r\n" + chunk)
        let reply = connection.receiveResponse()
        #expect(RawConnection.status(reply) == 200, "\(reply)")
        #expect(header("Access-Control-Allow-Origin", in: reply) == Self.page)
        #expect(header("Access-Control-Expose-Headers", in: reply) == "Retry-After")
        #expect(endpoint.partialText("k") == chunk)
    }

    @Test("any other origin's preflight is 403 with no CORS header, as is a null origin")
    func refusedPreflight() throws {
        let endpoint = try endpoint()
        defer { endpoint.close() }
        let port = endpoint.server.port
        let cases: [[String]] = [
            preflightHeaders(origin: "http://evil.example"),
            preflightHeaders(origin: "http://127.0.0.1:8124"),
            preflightHeaders(origin: "https://127.0.0.1:8123"),
            preflightHeaders(origin: "null"),
            preflightHeaders(origin: Self.page + "/"),
            // Allowed origin, but not a POST to one of the endpoint's paths.
            preflightHeaders(method: "PUT"),
        ]
        for headers in cases {
            let reply = try exchange(port, "OPTIONS /v1/sessions/s1/chunks/0 HTTP/1.1", headers)
            #expect(RawConnection.status(reply) == 403, "\(headers): \(reply)")
            #expect(!hasCORSHeaders(reply), "\(headers): \(reply)")
        }
        let unknownPath = try exchange(port, "OPTIONS /v1/other HTTP/1.1", preflightHeaders())
        #expect(RawConnection.status(unknownPath) == 403 && !hasCORSHeaders(unknownPath))
        let withBody = try exchange(
            port, "OPTIONS /v1/sessions/s1/chunks/0 HTTP/1.1", preflightHeaders(), body: "abc")
        #expect(RawConnection.status(withBody) == 403 && !hasCORSHeaders(withBody))
    }

    @Test("two Origin headers are 400, ambiguous, even when one is empty or both are allowed; nothing is stored")
    func twoOrigins() throws {
        let endpoint = try endpoint()
        defer { endpoint.close() }
        let port = endpoint.server.port
        let cases: [[String]] = [
            ["Origin: \(Self.page)", "Origin:"], ["Origin:", "Origin: \(Self.page)"],
            ["Origin: \(Self.page)", "Origin: \(Self.page)"], ["Origin: \(Self.page)", "Origin: http://evil.example"],
        ]
        for (index, origins) in cases.enumerated() {
            let reply = try exchange(
                port, "POST /v1/sessions/o\(index)/chunks/0 HTTP/1.1",
                origins + ["Authorization: Bearer \(Self.token)"], body: chunk)
            #expect(RawConnection.status(reply) == 400, "\(origins): \(reply)")
            #expect(reply.contains("Origin") && !hasCORSHeaders(reply), "\(reply)")
            #expect(endpoint.partialText("o\(index)").isEmpty)
        }
        let preflight = try exchange(
            port, "OPTIONS /v1/sessions/s1/chunks/0 HTTP/1.1", preflightHeaders() + ["Origin: http://evil.example"])
        #expect(RawConnection.status(preflight) == 400 && !hasCORSHeaders(preflight))
    }

    @Test("a POST from another origin is 403 before its body, even with the token, and stores nothing")
    func refusedPost() throws {
        let endpoint = try endpoint()
        defer { endpoint.close() }
        for origin in ["http://evil.example", "null"] {
            let reply = try exchange(
                endpoint.server.port, "POST /v1/sessions/x/chunks/0 HTTP/1.1",
                ["Origin: \(origin)", "Authorization: Bearer \(Self.token)", "Content-Type: text/plain"], body: chunk)
            #expect(RawConnection.status(reply) == 403, "\(reply)")
            #expect(!hasCORSHeaders(reply))
            #expect(reply.contains("is not allowed"))
        }
        #expect(endpoint.partialText("x") == "")
        #expect(endpoint.store.openSessionCount == 0)
    }

    @Test("without --allow-origin every Origin is refused; a request without Origin is served as before")
    func noAllowList() async throws {
        let endpoint = try endpoint(allowing: [], token: nil)
        defer { endpoint.close() }
        // A page on any site POSTing to a loopback endpoint without a token (a no-cors request).
        let reply = try exchange(
            endpoint.server.port, "POST /v1/sessions/n/chunks/0 HTTP/1.1",
            ["Origin: \(Self.page)", "Content-Type: text/plain"], body: chunk)
        #expect(RawConnection.status(reply) == 403 && !hasCORSHeaders(reply))
        #expect(endpoint.partialText("n") == "")
        let native = try await EndpointClient.post(endpoint.url, path: "v1/sessions/n/chunks/0", body: chunk)
        #expect(native.status == 200)
        #expect(native.headers["access-control-allow-origin"] == nil)
    }

    @Test("an allowed origin reads every answer: a 401 without the token and a 422 carry its CORS headers")
    func errorsCarryHeaders() throws {
        let endpoint = try endpoint()
        defer { endpoint.close() }
        let port = endpoint.server.port
        let unauthorized = try exchange(
            port, "POST /v1/sessions/e/chunks/0 HTTP/1.1", ["Origin: \(Self.page)"], body: chunk)
        #expect(RawConnection.status(unauthorized) == 401)
        #expect(header("Access-Control-Allow-Origin", in: unauthorized) == Self.page)
        let invalid = try exchange(
            port, "POST /v1/sessions/e/chunks/0 HTTP/1.1",
            ["Origin: \(Self.page)", "Authorization: Bearer \(Self.token)"], body: "{\"type\":\"touch\"}\n")
        #expect(RawConnection.status(invalid) == 422)
        #expect(header("Access-Control-Allow-Origin", in: invalid) == Self.page)
        #expect(endpoint.partialText("e") == "")
    }

    @Test("--allow-origin takes serialized origins only, normalized as browsers send them")
    func originSyntax() {
        #expect(CORSPolicy.normalized("http://127.0.0.1:8000") == "http://127.0.0.1:8000")
        #expect(CORSPolicy.normalized("HTTP://LocalHost:80") == "http://localhost")
        #expect(CORSPolicy.normalized("https://example.com:443") == "https://example.com")
        #expect(CORSPolicy.normalized("http://[::1]:8000") == "http://[::1]:8000")
        for bad in [
            "*", "null", "", "127.0.0.1:8000", "http://127.0.0.1:8000/", "http://a/b", "ftp://a", "http://",
            "http://a:0", "http://a:65536", "http://a:080", "http://u@a", "http://a?x", "http://a b",
            "http://\u{1B}[2J", "http://é.example", "http://[::1", "http://a:",
        ] {
            #expect(CORSPolicy.normalized(bad) == nil, "\(bad)")
        }
    }

    @Test("record refuses an --allow-origin that is no origin, with exit 64")
    func commandLine() throws {
        let directory = try TestPaths.temporaryDirectory("endpoint-cors")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run([
            "record", "--listen", "127.0.0.1:0", "--out", directory.path, "--allow-origin", "*",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--allow-origin"))
    }
}
