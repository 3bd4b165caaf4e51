import Foundation
import RecordingEndpoint
import Testing

@Suite("Recording endpoint under load (scaled down; make bench runs 50 x 20,000)", .timeLimit(.minutes(2)))
struct EndpointLoadTests {
    @Test("8 concurrent sessions of 2,000 events: every acknowledged event on disk exactly once")
    func concurrentSessions() throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let errors = UploadRun.upload(to: endpoint.url, sessions: 8, events: 2_000, linesPerChunk: 250, prefix: "load")
        #expect(errors.isEmpty, "\(errors)")
        let problems = UploadRun.check(directory: endpoint.directory, sessions: 8, events: 2_000, prefix: "load")
        #expect(problems.isEmpty, "\(problems)")
        #expect(endpoint.store.openSessionCount == 0)
    }
}
