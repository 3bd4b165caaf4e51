import Foundation
import TraceRecording

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `TraceLineSink` that uploads a session to `gesturetrace record` (docs/recording-endpoint.md):
/// lines are batched into chunks of `linesPerChunk`, each sent as
/// `POST {endpoint}/v1/sessions/{sessionID}/chunks/{sequence}` and retried with the same sequence and
/// the same bytes until acknowledged, so the server stores each chunk exactly once.
///
/// Sending blocks the calling thread (use it from the recorder's background writer, never the main
/// thread). Network errors, 5xx, 408 and 429 are retried, after `retryDelay` seconds doubling up to
/// 2 s, at most `maximumAttempts` times; any other answer is final and thrown as `HTTPUploadError`.
/// Call `finish()` at the end: it sends the last partial chunk and renames the session into place.
public final class HTTPUploadSink: TraceLineSink {
    public let endpoint: URL
    public let sessionID: String
    public let linesPerChunk: Int
    public let maximumAttempts: Int
    public let retryDelay: Double
    /// The sequence number of the next chunk to send.
    public private(set) var nextSequence = 0
    /// Lines the server has acknowledged (durable on its disk).
    public private(set) var linesAcknowledged = 0
    private let token: String?
    private let session: URLSession
    private var pending: [UInt8] = []
    private var pendingLines = 0

    public init(
        endpoint: URL, sessionID: String, token: String? = nil, linesPerChunk: Int = 500,
        maximumAttempts: Int = 50, retryDelay: Double = 0.05
    ) {
        self.endpoint = endpoint
        self.sessionID = sessionID
        self.token = token
        self.linesPerChunk = max(1, linesPerChunk)
        self.maximumAttempts = max(1, maximumAttempts)
        self.retryDelay = retryDelay
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    public func appendLine(_ line: String) throws {
        pending.append(contentsOf: line.utf8)
        pendingLines += 1
        if pendingLines >= linesPerChunk { try flush() }
    }

    /// Sends the lines batched so far as one chunk (nothing when there are none).
    public func flush() throws {
        guard pendingLines > 0 else { return }
        try post("chunks/\(nextSequence)", body: pending)
        nextSequence += 1
        linesAcknowledged += pendingLines
        pending.removeAll(keepingCapacity: true)
        pendingLines = 0
    }

    /// Sends the rest and asks the server to rename the session into place.
    public func finish() throws {
        try flush()
        try post("finish", body: [])
    }

    private func post(_ suffix: String, body: [UInt8]) throws {
        var request = URLRequest(url: endpoint.appendingPathComponent("v1/sessions/\(sessionID)/\(suffix)"))
        request.httpMethod = "POST"
        request.setValue("application/x-ndjson", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let data = Data(body)
        var delay = retryDelay
        var lastProblem = ""
        for _ in 0..<maximumAttempts {
            let reply = send(request, data)
            switch reply.status {
            case 200..<300: return
            case 0, 408, 429, 500...: lastProblem = reply.text
            default: throw HTTPUploadError(status: reply.status, message: reply.text)
            }
            Thread.sleep(forTimeInterval: delay)
            delay = min(delay * 2, 2)
        }
        throw HTTPUploadError(status: 0, message: "gave up after \(maximumAttempts) attempts: \(lastProblem)")
    }

    /// One attempt: the status (0 for a network error) and the body or error text.
    private func send(_ request: URLRequest, _ data: Data) -> (status: Int, text: String) {
        let done = DispatchSemaphore(value: 0)
        let box = ReplyBox()
        session.uploadTask(with: request, from: data) { body, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            box.reply = (status, error.map { "\($0)" } ?? String(decoding: body ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        done.wait()
        return box.reply
    }
}

/// Written once by the completion handler, read after the semaphore.
private final class ReplyBox: @unchecked Sendable {
    var reply: (status: Int, text: String) = (0, "")
}
