import Foundation
import RecordingEndpoint
import Testing
import _TestSupport

@Suite("Recording endpoint limits and token (docs/recording-endpoint.md)", .timeLimit(.minutes(1)))
struct EndpointLimitsTests {
    let lines = TraceLines.session(events: 40)

    @Test("a body over the limit is 413 and nothing is written")
    func bodySize() async throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumBodyBytes: 1000))
        defer { endpoint.close() }
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: lines.joined())
        #expect(reply.status == 413)
        #expect(reply.body.contains("the limit is 1000 bytes"))
        #expect(endpoint.partialText("s1") == "")
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: lines[0..<5].joined())
                .status == 200)
    }

    @Test("one session more than the limit is 503 with Retry-After; finishing one frees its slot")
    func openSessions() async throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumOpenSessions: 2))
        defer { endpoint.close() }
        let chunk = lines[0..<5].joined()
        for id in ["a", "b"] {
            #expect(
                try await EndpointClient.post(endpoint.url, path: "v1/sessions/\(id)/chunks/0", body: chunk).status
                    == 200)
        }
        let refused = try await EndpointClient.post(endpoint.url, path: "v1/sessions/c/chunks/0", body: chunk)
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(refused.body.contains("too many open sessions"))
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/a/finish").status == 200)
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/c/chunks/0", body: chunk).status == 200)
    }

    @Test("an idle session is closed as unfinished (its file kept) and resumes on its next chunk")
    func idleTimeout() async throws {
        let clock = TestEndpoint.ManualClock()
        let endpoint = try TestEndpoint(limits: EndpointLimits(maximumOpenSessions: 1, idleTimeout: 10), clock: clock)
        defer { endpoint.close() }
        let chunk0 = lines[0..<21].joined()
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/a/chunks/0", body: chunk0).status == 200)
        #expect(endpoint.store.openSessionCount == 1)
        clock.advance(by: 9)
        #expect(endpoint.store.closeIdleSessions() == [])
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/b/chunks/0", body: chunk0).status == 503)
        clock.advance(by: 2)
        endpoint.store.closeIdleSessions()  // (the server's own sweep may have closed it already)
        #expect(endpoint.store.openSessionCount == 0)
        #expect(endpoint.partialText("a") == chunk0)
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/b/chunks/0", body: chunk0).status == 200)
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/b/finish").status == 200)
        let resumed = try await EndpointClient.post(
            endpoint.url, path: "v1/sessions/a/chunks/1", body: lines[21...].joined())
        #expect(resumed.status == 200 && resumed.body.contains(#""nextSequence":2"#))
        #expect(endpoint.partialText("a") == lines.joined())
    }

    @Test("the server's own sweep closes idle sessions")
    func idleSweep() async throws {
        let endpoint = try TestEndpoint(limits: EndpointLimits(idleTimeout: 0.05))
        defer { endpoint.close() }
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/a/chunks/0", body: lines[0..<5].joined())
                .status == 200)
        var waited = 0
        while endpoint.store.openSessionCount > 0 && waited < 200 {
            try await Task.sleep(for: .milliseconds(25))
            waited += 1
        }
        #expect(endpoint.store.openSessionCount == 0)
        #expect(endpoint.partialText("a") == lines[0..<5].joined())
    }

    @Test(
        "a bad session id or sequence is 400; an unknown path 404; GET 405",
        arguments: [
            ("v1/sessions/..hidden/chunks/0", 400), ("v1/sessions/a%2Fb/chunks/0", 400),
            ("v1/sessions/\(String(repeating: "x", count: 129))/chunks/0", 400), ("v1/sessions/ok/chunks/-1", 400),
            ("v1/sessions/ok/chunks/one", 400), ("v1/other", 404), ("v1/sessions/ok/chunks", 404),
        ])
    func badRequests(path: String, status: Int) async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let reply = try await EndpointClient.post(endpoint.url, path: path, body: lines[0..<3].joined())
        #expect(reply.status == status, "\(path): \(reply.body)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: endpoint.directory.path + "/.partial").isEmpty)
    }

    @Test("with a token every request needs it: 401 without or with a wrong one")
    func token() async throws {
        let endpoint = try TestEndpoint(token: "s3cret")
        defer { endpoint.close() }
        let chunk = lines[0..<5].joined()
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/a/chunks/0", body: chunk).status == 401)
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/a/chunks/0", body: chunk, token: "s3cre")
                .status == 401)
        #expect(endpoint.partialText("a") == "")
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/a/chunks/0", body: chunk, token: "s3cret")
                .status == 200)
    }

    @Test("record refuses a non-loopback address without a token (exit 64)")
    func nonLoopbackNeedsToken() throws {
        let directory = try TestPaths.temporaryDirectory("endpoint")
        let result = try CommandRunner.run(["record", "--listen", "0.0.0.0:0", "--out", directory.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("not a loopback address (it resolves to 0.0.0.0), so a token is required"))
    }
}
