import Foundation
import RecordingEndpoint
import Testing
import _TestSupport

/// Links and other non-regular files planted in the data folder: never followed, refused and
/// reported, and nothing outside the folder is written, created or emptied.
@Suite("Recording endpoint with planted links and files (docs/recording-endpoint.md)", .timeLimit(.minutes(1)))
struct EndpointPlantedFilesTests {
    let lines = TraceLines.session(events: 40)
    var chunk0: String { lines[0..<21].joined() }

    /// A folder outside the data folder with one file `target.txt` holding "outside\n".
    private func outside() throws -> URL {
        let folder = try TestPaths.temporaryDirectory("endpoint-outside")
        try "outside\n".write(to: folder.appendingPathComponent("target.txt"), atomically: true, encoding: .utf8)
        return folder
    }

    private func partial(_ endpoint: TestEndpoint) -> URL { endpoint.directory.appendingPathComponent(".partial") }

    @Test("a chunk for a session whose data file is a link never writes through it")
    func linkedDataFile() async throws {
        let elsewhere = try outside()
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let target = elsewhere.appendingPathComponent("target.txt")
        try FileManager.default.createSymbolicLink(
            at: partial(endpoint).appendingPathComponent("evil.jsonl"), withDestinationURL: target)
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/evil/chunks/0", body: chunk0)
        #expect(reply.status == 409, "\(reply.body)")
        #expect(reply.body.contains("evil.jsonl has no chunk index"))
        // With an index beside it, the link itself is named and refused.
        try "".write(to: partial(endpoint).appendingPathComponent("evil.chunks"), atomically: false, encoding: .utf8)
        let again = try await EndpointClient.post(endpoint.url, path: "v1/sessions/evil/chunks/0", body: chunk0)
        #expect(again.status == 409)
        #expect(again.body.contains("is a symbolic link"), "\(again.body)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "outside\n")
        #expect(endpoint.store.openSessionCount == 0)
    }

    @Test("a dangling link as a chunk index creates nothing outside the folder")
    func danglingIndexLink() async throws {
        let elsewhere = try outside()
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let created = elsewhere.appendingPathComponent("created.txt")
        try FileManager.default.createSymbolicLink(
            at: partial(endpoint).appendingPathComponent("evil.chunks"), withDestinationURL: created)
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/evil/chunks/0", body: chunk0)
        #expect(reply.status == 409, "\(reply.body)")
        #expect(reply.body.contains("is a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: created.path))
        #expect(endpoint.store.openSessionCount == 0)
    }

    @Test("a FIFO as a data file is refused at once, not waited on")
    func fifo() async throws {
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let folder = partial(endpoint)
        try "".write(to: folder.appendingPathComponent("f.chunks"), atomically: false, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("f.jsonl").path, 0o644) == 0)
        let reply = try await EndpointClient.post(endpoint.url, path: "v1/sessions/f/chunks/0", body: chunk0)
        #expect(reply.status == 409 && reply.body.contains("a FIFO"), "\(reply.body)")
    }

    @Test("a link in the finished session's place is refused, for chunks and for finish")
    func linkedFinishedName() async throws {
        let elsewhere = try outside()
        let endpoint = try TestEndpoint()
        defer { endpoint.close() }
        let target = elsewhere.appendingPathComponent("target.txt")
        #expect(
            try await EndpointClient.post(endpoint.url, path: "v1/sessions/s/chunks/0", body: chunk0).status == 200)
        try FileManager.default.createSymbolicLink(
            at: endpoint.directory.appendingPathComponent("s.jsonl"), withDestinationURL: target)
        let finish = try await EndpointClient.post(endpoint.url, path: "v1/sessions/s/finish")
        #expect(finish.status == 409 && finish.body.contains("is a symbolic link, not a finished session"))
        let other = try await EndpointClient.post(endpoint.url, path: "v1/sessions/t/chunks/0", body: chunk0)
        #expect(other.status == 200)
        #expect(try String(contentsOf: target, encoding: .utf8) == "outside\n")
    }

    @Test("a .partial folder that is a link is refused at start")
    func linkedPartialFolder() throws {
        let elsewhere = try outside()
        let directory = try TestPaths.temporaryDirectory("endpoint")
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent(".partial"), withDestinationURL: elsewhere)
        #expect(throws: EndpointIOError.self) { try SessionStore(directory: directory.path) }
        let result = try CommandRunner.run(["record", "--listen", "127.0.0.1:0", "--out", directory.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains(".partial: is a symbolic link, not a folder: refused"), "\(result.stderr)")
    }

    @Test("--finish-stale neither follows nor empties a link, and leaves a file with no index as it is")
    func finishStaleLeavesWhatItDidNotWrite() throws {
        let elsewhere = try outside()
        let directory = try TestPaths.temporaryDirectory("endpoint")
        let folder = directory.appendingPathComponent(".partial")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("target.txt")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link.jsonl"), withDestinationURL: target)
        try "".write(to: folder.appendingPathComponent("link.chunks"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("bare.jsonl"), withDestinationURL: target)
        try "garbage without an index\n".write(
            to: folder.appendingPathComponent("plain.jsonl"), atomically: false, encoding: .utf8)
        let result = try CommandRunner.run(["record", "--finish-stale", "--out", directory.path])
        #expect(result.status == 65)
        #expect(
            result.stdout.contains("link.jsonl: kept: \(folder.path)/link.jsonl: is a symbolic link"),
            "\(result.stdout)")
        #expect(result.stdout.contains("bare.jsonl: kept: \(folder.path)/bare.jsonl has no chunk index"))
        #expect(result.stdout.contains("plain.jsonl: kept: \(folder.path)/plain.jsonl has no chunk index"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "outside\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("plain.jsonl"), encoding: .utf8)
                == "garbage without an index\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("link.jsonl").path))
    }
}
