import Foundation
import RecordingEndpoint
import Testing
import TraceRecording
import TraceUpload

@Suite("Recording endpoint protocol (docs/recording-endpoint.md)", .timeLimit(.minutes(1)))
struct EndpointProtocolTests {
    let lines = TraceLines.session(events: 40)
    var chunk0: String { lines[0..<21].joined() }
    var chunk1: String { lines[21...].joined() }

    @Test("an acknowledged chunk is on disk before the 2xx")
    func acknowledgedIsDurable() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: chunk0)
        #expect(reply.status == 200)
        #expect(reply.body.contains(#""nextSequence":1"#))
        #expect(endpoint.partialText("s1") == chunk0)
    }

    @Test("re-sending an acknowledged chunk is idempotent; different bytes for it are 409")
    func retries() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        for _ in 0..<2 {
            #expect(
                try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: chunk0).status == 200
            )
        }
        let again = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: chunk0)
        #expect(again.status == 200 && again.body.contains(#""status":"duplicate""#))
        let conflict = try await EndpointClient.post(
            endpoint.url, path: "v1/sessions/s1/chunks/0", body: lines[0..<20].joined())
        #expect(conflict.status == 409)
        #expect(conflict.body.contains("already stored with different bytes"))
        #expect(endpoint.partialText("s1") == chunk0)
    }

    @Test("a gap is 409 naming the expected sequence")
    func gap() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: chunk0).status == 200)
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/2", body: chunk1)
        #expect(reply.status == 409)
        #expect(reply.body.contains("expected sequence 1"))
        #expect(reply.body.contains(#""expectedSequence":1"#))
        let first = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s2/chunks/1", body: chunk0)
        #expect(first.status == 409 && first.body.contains("expected sequence 0"))
        #expect(endpoint.partialText("s1") == chunk0)
    }

    @Test("a bad chunk is 422 naming the session line, field and expectation, and nothing of it is written")
    func badChunk() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: chunk0).status == 200)
        // Line 23 of the session (the second line of chunk 1) goes back in time.
        var bad = Array(lines[21...])
        bad[1] = #"{"type":"touch","t":3,"id":2,"phase":"moved","x":0,"y":1}"# + "\n"
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/1", body: bad.joined())
        #expect(reply.status == 422)
        #expect(reply.body.contains(#""line":23"#))
        #expect(reply.body.contains(#""field":"t""#))
        #expect(reply.body.contains("s1.jsonl:23:"))
        #expect(reply.body.contains("time went backwards: 3 ms is before the previous event's 20 ms (line 22)"))
        // A phase error across the chunk boundary: touch 2 began in chunk 1's first line is moved
        // before it began when chunk 1 is sent without that line.
        let orphan = try await EndpointClient.post(
            endpoint.url, path: "v1/sessions/s1/chunks/1", body: lines[22...].joined())
        #expect(orphan.status == 422)
        #expect(orphan.body.contains(#""field":"phase""#) && orphan.body.contains(#""line":22"#))
        #expect(endpoint.partialText("s1") == chunk0)
        // The good chunk is still accepted with the same sequence.
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/1", body: chunk1).status == 200)
        #expect(endpoint.partialText("s1") == lines.joined())
    }

    @Test("chunk 0 must start with the header; a chunk must end with a newline")
    func headerAndWholeLines() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let noHeader = try await EndpointClient.post(
            endpoint.url, path: "v1/sessions/s1/chunks/0", body: lines[1...3].joined())
        #expect(noHeader.status == 422 && noHeader.body.contains("missing header"))
        let cut = try await EndpointClient.post(
            endpoint.url, path: "v1/sessions/s1/chunks/0", body: String(chunk0.dropLast()))
        #expect(cut.status == 422 && cut.body.contains("must end with a newline"))
        #expect(endpoint.partialText("s1") == "")
    }

    @Test("finish renames the session into place; chunks after it are 409")
    func finishRenames() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/0", body: chunk0).status == 200)
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/1", body: chunk1).status == 200)
        let finish = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/finish")
        #expect(finish.status == 200 && finish.body.contains(#""events":40"#))
        #expect(endpoint.finishedText("s1") == lines.joined())
        let partial = endpoint.directory.appendingPathComponent(".partial")
        #expect(try FileManager.default.contentsOfDirectory(atPath: partial.path).isEmpty)
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/finish").status == 200)
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s1/chunks/2", body: chunk1).status == 409)
        #expect(try await EndpointClient.post(endpoint.url, path: "v1/sessions/none/finish").status == 404)
    }

    @Test("HTTPUploadSink throws the server's answer for a chunk refused for good, and does not move on")
    func uploadSinkRefused() throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let sink = HTTPUploadSink(endpoint: endpoint.url, sessionID: "u", linesPerChunk: 3)
        try sink.appendLine(TraceLines.header)
        try sink.appendLine(TraceLines.event(1))  // "moved" for a touch that never began
        let error = #expect(throws: HTTPUploadError.self) { try sink.appendLine(TraceLines.event(2)) }
        #expect(error?.status == 422)
        #expect(error?.message.contains("u.jsonl:2:") == true)
        #expect(error?.message.contains("has no open") == true)
        #expect(sink.nextSequence == 0 && sink.linesAcknowledged == 0)
        #expect(endpoint.partialText("u") == "")
    }
}
