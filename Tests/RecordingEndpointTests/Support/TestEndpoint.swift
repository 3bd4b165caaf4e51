import Foundation
import RecordingEndpoint
import _TestSupport

/// A `RecordingServer` on 127.0.0.1 and an ephemeral port, writing into a fresh temporary folder.
final class TestEndpoint: @unchecked Sendable {
    let directory: URL
    let server: RecordingServer
    var url: URL { URL(string: "http://127.0.0.1:\(server.port)")! }
    var store: SessionStore { server.store }

    init(
        limits: EndpointLimits = EndpointLimits(), token: String? = nil, directory: URL? = nil,
        clock: ManualClock? = nil, cors: CORSPolicy = CORSPolicy()
    ) throws {
        self.directory = try directory ?? TestPaths.temporaryDirectory("endpoint")
        let store =
            if let clock {
                try SessionStore(directory: self.directory.path, limits: limits, clock: { clock.now })
            } else {
                try SessionStore(directory: self.directory.path, limits: limits)
            }
        server = try RecordingServer(host: "127.0.0.1", port: 0, store: store, token: token, cors: cors)
    }

    /// A clock the test moves by hand (seconds).
    final class ManualClock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 0.0
        var now: Double { lock.withLock { seconds } }
        func advance(by delta: Double) { lock.withLock { seconds += delta } }
    }

    func close() { try? server.close() }

    /// The text of `DIR/.partial/ID.jsonl` (unfinished) or `DIR/ID.jsonl` (finished), "" when absent.
    func partialText(_ id: String) -> String { text(".partial/\(id).jsonl") }
    func finishedText(_ id: String) -> String { text("\(id).jsonl") }

    private func text(_ relative: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }
}
