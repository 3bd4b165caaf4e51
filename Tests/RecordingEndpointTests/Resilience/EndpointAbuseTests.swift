import Foundation
import Testing
import _TestSupport

/// A bounded load-and-abuse run against a `gesturetrace record` child limited to 128 descriptors:
/// stalled and slow clients, more connections than it may hold, oversized and unauthenticated
/// bodies, planted links. The server must keep answering, and its memory and descriptors (read
/// from /proc) must stay bounded and come back down.
@Suite("Recording endpoint under abuse (a child process at ulimit -n 128)", .timeLimit(.minutes(1)))
struct EndpointAbuseTests {
    static let token = "abuse-token"

    /// VmRSS in KiB and the number of open descriptors of process `pid`.
    private func usage(_ pid: Int32) -> (rssKiB: Int, descriptors: Int) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        let rss = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? 0
        return (rss, descriptors)
    }

    private func request(_ port: Int, _ path: String, body: String, token: String? = token) throws -> Int? {
        let connection = try RawConnection(port: port, receiveTimeout: 10)
        var head = "POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        connection.send(head + "\r\n" + body)
        return RawConnection.status(connection.receiveResponse())
    }

    @Test("stalled, slow, crowded, oversized, unauthenticated and planted: answered, bounded")
    func abuse() throws {
        let directory = try TestPaths.temporaryDirectory("endpoint-abuse")
        let server = RecordProcess(
            directory: directory,
            options: [
                "--token", Self.token, "--header-timeout", "1", "--body-timeout", "2", "--max-body-bytes", "1000000",
            ],
            launcher: ["/bin/bash", "-c", #"ulimit -n 128; exec "$0" "$@""#])
        try server.start()
        defer { server.kill() }
        let pid = server.pid
        let port = server.port
        let lines = TraceLines.session(events: 40)
        #expect(try request(port, "/v1/sessions/warm/chunks/0", body: lines[0..<21].joined()) == 200)
        let baseline = usage(pid)

        // 140 half-sent requests: more than the descriptors allow. New clients are still answered.
        var stalled: [RawConnection] = []
        for _ in 0..<140 {
            let connection = try RawConnection(port: port, receiveTimeout: 5)
            connection.send("POST /v1/sessions/s/chunks/0 HTTP/1.1\r\nHost: x\r\n")
            stalled.append(connection)
        }
        let crowded = try request(port, "/v1/sessions/a/chunks/0", body: lines[0..<21].joined())
        #expect(crowded == 200 || crowded == 503, "\(String(describing: crowded))")
        #expect(usage(pid).descriptors <= 128)
        // The header timeout closes every stalled connection; then a real upload is stored.
        for connection in stalled { _ = connection.receiveAll() }
        stalled.removeAll()
        #expect(try request(port, "/v1/sessions/a/chunks/0", body: lines[0..<21].joined()) == 200)

        // Unauthenticated clients announcing large bodies and sending some: 401, nothing buffered.
        let payload = String(repeating: "x", count: 200_000)
        var unauthenticated: [RawConnection] = []
        for index in 0..<40 {
            let connection = try RawConnection(port: port, receiveTimeout: 5)
            connection.send(
                "POST /v1/sessions/u\(index)/chunks/0 HTTP/1.1\r\nHost: x\r\nContent-Length: 900000\r\n\r\n")
            connection.send(payload)
            unauthenticated.append(connection)
        }
        for connection in unauthenticated {
            #expect(RawConnection.status(connection.receiveResponse()) == 401)
        }
        unauthenticated.removeAll()
        // Oversized: 413 on the declared length; slow: 408 at the body timeout.
        let oversized = try RawConnection(port: port)
        oversized.send(
            "POST /v1/sessions/o/chunks/0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Self.token)\r\n"
                + "Content-Length: 50000000\r\n\r\n")
        #expect(RawConnection.status(oversized.receiveResponse()) == 413)
        let slow = try RawConnection(port: port)
        slow.send(
            "POST /v1/sessions/slow/chunks/0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Self.token)\r\n"
                + "Content-Length: 500\r\n\r\n{")
        #expect(RawConnection.status(slow.receiveResponse()) == 408)

        // A planted link is refused and its target left alone.
        let target = directory.appendingPathComponent("../abuse-target-\(UUID().uuidString)").standardizedFileURL
        try "outside\n".write(to: target, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: target) }
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent(".partial/evil.jsonl"), withDestinationURL: target)
        #expect(try request(port, "/v1/sessions/evil/chunks/0", body: lines[0..<21].joined()) == 409)
        #expect(try String(contentsOf: target, encoding: .utf8) == "outside\n")

        // Still serving, and back down to where it started (give the closes a moment to land).
        #expect(try request(port, "/v1/sessions/a/chunks/1", body: lines[21...].joined()) == 200)
        #expect(try request(port, "/v1/sessions/a/finish", body: "") == 200)
        var after = usage(pid)
        for _ in 0..<100 where after.descriptors > baseline.descriptors + 2 {
            Thread.sleep(forTimeInterval: 0.05)
            after = usage(pid)
        }
        #expect(after.descriptors <= baseline.descriptors + 2, "descriptors \(baseline) -> \(after)")
        #expect(after.rssKiB < baseline.rssKiB + 64 * 1024, "VmRSS \(baseline.rssKiB) KiB -> \(after.rssKiB) KiB")
    }
}
