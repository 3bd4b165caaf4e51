import Foundation
import RecordingEndpoint
import Testing
import _TestSupport

/// What the endpoint decides before doing work for a request: the token and path before the body,
/// files and slots only for requests that store something, connections, buffered bytes, time and
/// session size limited (docs/recording-endpoint.md "Limits").
@Suite("Recording endpoint admission and limits (docs/recording-endpoint.md)", .timeLimit(.minutes(1)))
struct EndpointAdmissionTests {
    let lines = TraceLines.session(events: 40)
    var chunk0: String { lines[0..<21].joined() }

    private func partialNames(_ endpoint: TestEndpoint) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: endpoint.directory.path + "/.partial").sorted()
    }

    @Test("a rejected first chunk and a gap leave no files and hold no slot")
    func refusedRequestsStoreNothing() async throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumOpenSessions: 1))
        defer { endpoint.close() }
        let bad = #"{"type":"header","format":"gesture-trace","version":1}"# + "\n" + #"{"type":"touch"}"# + "\n"
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/bad/chunks/0", body: bad).status == 422)
        for id in 0..<5 {
            let gap = try await EndpointClient.post(endpoint.url, path: "v1/sessions/g\(id)/chunks/3", body: chunk0)
            #expect(gap.status == 409)
        }
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/none/finish").status == 404)
        #expect(try partialNames(endpoint) == [])
        #expect(endpoint.store.openSessionCount == 0)
        // The one slot is still free for a real session.
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/real/chunks/0", body: chunk0).status == 200)
        #expect(try partialNames(endpoint) == ["real.chunks", "real.jsonl"])
        let result = try CommandRunner.run(["record", "--finish-stale", "--out", endpoint.directory.path])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test("a session of blank lines only is not finished: it has no header")
    func blankLinesOnly() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/b/chunks/0", body: "\n\n").status == 200)
        let finish = try await EndpointClient.post(endpoint.url, path: "v1/sessions/b/finish")
        #expect(finish.status == 409 && finish.body.contains("has no header line yet"), "\(finish.body)")
        #expect(endpoint.finishedText("b") == "")
        endpoint.close()
        let result = try CommandRunner.run(["record", "--finish-stale", "--out", endpoint.directory.path])
        #expect(result.status == 65)
        #expect(result.stdout.contains("b.jsonl: kept: no header line"))
        #expect(!FileManager.default.fileExists(atPath: endpoint.directory.appendingPathComponent("b.jsonl").path))
    }

    @Test("a session may not grow past --max-session-bytes")
    func sessionSize() async throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumSessionBytes: chunk0.utf8.count + 10))
        defer { endpoint.close() }
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/s/chunks/0", body: chunk0).status == 200)
        let reply = try await EndpointClient.post(
            endpoint.url, path: "v1/sessions/s/chunks/1", body: lines[21...].joined())
        #expect(reply.status == 413 && reply.body.contains("would grow past"), "\(reply.body)")
        #expect(endpoint.partialText("s") == chunk0)
    }

    @Test("sequences are canonical decimals", arguments: ["+2", "-0", "01", " 1", "1e0", "0x1"])
    func sequences(sequence: String) async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let connection = try RawConnection(port: endpoint.server.port)
        connection.send("POST /v1/sessions/s/chunks/\(sequence) HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
        let reply = connection.receiveResponse()
        // " 1" breaks the request line itself (400 from the HTTP parser); the others reach the router.
        #expect(RawConnection.status(reply) == 400, "\(sequence): \(reply)")
        #expect(try partialNames(endpoint) == [])
    }

    @Test("the token is checked on the headers: 401 before a byte of the body is sent")
    func tokenBeforeBody() throws {
        let endpoint = try TestEndpoint(token: "s3cret")
        defer { endpoint.close() }
        let connection = try RawConnection(port: endpoint.server.port, receiveTimeout: 5)
        connection.send("POST /v1/sessions/a/chunks/0 HTTP/1.1\r\nHost: x\r\nContent-Length: 8000000\r\n\r\n")
        let reply = connection.receiveAll().text
        #expect(RawConnection.status(reply) == 401, "\(reply)")
        #expect(endpoint.server.bufferedBytes == 0)
    }

    @Test("the auth scheme is case-insensitive (RFC 9110 section 11.1); the token is not")
    func schemeCase() throws {
        let endpoint = try TestEndpoint(token: "s3cret")
        defer { endpoint.close() }
        let body = TraceLines.session(events: 5).joined()
        func status(_ authorization: String, _ sequence: Int) throws -> Int? {
            let connection = try RawConnection(port: endpoint.server.port, receiveTimeout: 5)
            connection.send(
                "POST /v1/sessions/a/chunks/\(sequence) HTTP/1.1\r\nHost: x\r\nAuthorization: \(authorization)\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            return RawConnection.status(connection.receiveResponse())
        }
        for (authorization, sequence) in [("bearer s3cret", 0), ("BEARER s3cret", 0), ("BeArEr  s3cret", 0)] {
            #expect(try status(authorization, sequence) == 200, "\(authorization)")
        }
        for authorization in ["bearer S3CRET", "Basic s3cret", "Bearers3cret", "bearer", "Bearer s3cret x"] {
            #expect(try status(authorization, 1) == 401, "\(authorization)")
        }
    }

    @Test("a connection that stalls in its headers is closed; one that stalls in its body gets 408")
    func timeouts() throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(headerTimeout: 0.3, bodyTimeout: 0.3))
        defer { endpoint.close() }
        let headers = try RawConnection(port: endpoint.server.port)
        headers.send("POST /v1/sessions/a/chunks/0 HTTP/1.1\r\nHost: x\r\n")
        let first = headers.receiveAll()
        #expect(first.closed && first.text == "")
        let body = try RawConnection(port: endpoint.server.port)
        body.send("POST /v1/sessions/a/chunks/0 HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"type\"")
        let second = body.receiveAll()
        #expect(second.closed && RawConnection.status(second.text) == 408, "\(second.text)")
        #expect(try partialNames(endpoint) == [])
        #expect(endpoint.server.bufferedBytes == 0)
    }

    @Test("one connection over --max-connections is answered 503 at once and closed")
    func connections() throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumConnections: 3))
        defer { endpoint.close() }
        let held = try (0..<3).map { _ in try RawConnection(port: endpoint.server.port) }
        var waited = 0
        while endpoint.server.connectionCount < 3 && waited < 400 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 1
        }
        let extra = try RawConnection(port: endpoint.server.port)
        let reply = extra.receiveAll()
        #expect(reply.closed && RawConnection.status(reply.text) == 503, "\(reply.text)")
        #expect(reply.text.contains("Retry-After: 1") && reply.text.contains("too many connections"))
        for connection in held { connection.close() }
    }

    @Test("a body that does not fit in --max-buffered-bytes is 503 before it is read")
    func bufferedBytes() throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumBufferedBytes: 1000))
        defer { endpoint.close() }
        let connection = try RawConnection(port: endpoint.server.port, receiveTimeout: 5)
        connection.send("POST /v1/sessions/a/chunks/0 HTTP/1.1\r\nHost: x\r\nContent-Length: 2000\r\n\r\n")
        let reply = connection.receiveAll().text
        #expect(RawConnection.status(reply) == 503 && reply.contains("Retry-After: 1"), "\(reply)")
        #expect(endpoint.server.bufferedBytes == 0)
    }

    @Test("record refuses an empty --token (exit 64)")
    func emptyToken() throws {
        let directory = try TestPaths.temporaryDirectory("endpoint")
        let result = try CommandRunner.run([
            "record", "--listen", "0.0.0.0:0", "--out", directory.path, "--token", "",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--token must not be empty"))
    }
}
