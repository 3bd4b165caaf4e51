import Foundation
import RecordingEndpoint
import Testing

/// HTTP/1.1 pipelining (docs/recording-endpoint.md "Protocol"): requests sent back to back on one
/// connection, before any answer, are each answered, in the order they were sent.
@Suite("Recording endpoint pipelining", .timeLimit(.minutes(1)))
struct EndpointPipeliningTests {
    let lines = TraceLines.session(events: 30)

    /// A raw `POST` of `body` to `path`, with its `Content-Length`.
    static func post(_ path: String, _ body: String) -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    /// Sends `requests` in one write and reads one response for each (each read bounded by the
    /// connection's receive timeout).
    static func pipeline(_ requests: [String], port: Int) throws -> [String] {
        let connection = try RawConnection(port: port, receiveTimeout: 5)
        #expect(connection.send(requests.joined()))
        return requests.map { _ in connection.receiveResponse() }
    }

    @Test("two requests in one write get two answers, in order")
    func twoRequests() throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let chunks = [lines[0..<11].joined(), lines[11...].joined()]
        let replies = try Self.pipeline(
            [Self.post("/v1/sessions/p2/chunks/0", chunks[0]), Self.post("/v1/sessions/p2/chunks/1", chunks[1])],
            port: endpoint.server.port)
        #expect(replies.map(RawConnection.status) == [200, 200], "\(replies)")
        #expect(replies[0].contains(#""nextSequence":1"#) && replies[1].contains(#""nextSequence":2"#))
        #expect(endpoint.partialText("p2") == chunks.joined())
    }

    @Test("three requests in one write, the last a finish, get three answers, in order")
    func threeRequests() throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let chunks = [lines[0..<11].joined(), lines[11...].joined()]
        let replies = try Self.pipeline(
            [
                Self.post("/v1/sessions/p3/chunks/0", chunks[0]), Self.post("/v1/sessions/p3/chunks/1", chunks[1]),
                Self.post("/v1/sessions/p3/finish", ""),
            ], port: endpoint.server.port)
        #expect(replies.map(RawConnection.status) == [200, 200, 200], "\(replies)")
        #expect(replies[1].contains(#""nextSequence":2"#))
        #expect(endpoint.finishedText("p3") == chunks.joined())
    }

    @Test("a request refused in a pipeline is answered, and the connection closed after it")
    func refusedInPipeline() throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let connection = try RawConnection(port: endpoint.server.port, receiveTimeout: 5)
        connection.send(
            Self.post("/v1/sessions/r/chunks/0", lines.joined()) + Self.post("/v1/nowhere", "")
                + Self.post("/v1/sessions/r/finish", ""))
        let (text, closed) = connection.receiveAll()
        let statuses = text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
        #expect(statuses == ["200", "404"], "\(text)")
        #expect(closed)
        #expect(endpoint.partialText("r") == lines.joined() && endpoint.finishedText("r").isEmpty)
    }
}
