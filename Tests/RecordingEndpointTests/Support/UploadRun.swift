import Foundation
import TraceReading
import TraceRecording
import TraceUpload

/// Uploads sessions with `HTTPUploadSink` from several threads at once and checks what reached
/// the disk: every session's file holds exactly the lines sent, once each, in order.
enum UploadRun {
    /// Uploads `sessions` sessions of `events` events each to `url`, `linesPerChunk` lines a chunk,
    /// one thread per session (all at once); returns the upload errors (empty when all were acknowledged).
    static func upload(
        to url: URL, sessions: Int, events: Int, linesPerChunk: Int, prefix: String, maximumAttempts: Int = 50
    ) -> [String] {
        let errors = ErrorList()
        let group = DispatchGroup()
        for index in 0..<sessions {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                let sink = HTTPUploadSink(
                    endpoint: url, sessionID: "\(prefix)-\(index)", linesPerChunk: linesPerChunk,
                    maximumAttempts: maximumAttempts)
                do {
                    for line in TraceLines.session(events: events, session: index) { try sink.appendLine(line) }
                    try sink.finish()
                } catch {
                    errors.append("\(prefix)-\(index): \(error)")
                }
            }
        }
        group.wait()
        return errors.items
    }

    /// Problems with the finished sessions in `directory` (empty when each holds exactly its lines).
    static func check(directory: URL, sessions: Int, events: Int, prefix: String) -> [String] {
        var problems: [String] = []
        for index in 0..<sessions {
            let path = directory.appendingPathComponent("\(prefix)-\(index).jsonl").path
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                problems.append("\(path): missing")
                continue
            }
            if text != TraceLines.session(events: events, session: index).joined() {
                problems.append("\(path): not exactly the lines sent (\(text.utf8.count) bytes)")
            }
            guard let reader = try? TraceReader(path: path) else {
                problems.append("\(path): unreadable")
                continue
            }
            while reader.next() != nil {}
            if !reader.isValid || reader.eventsRead != events {
                problems.append("\(path): \(reader.eventsRead) valid events, \(reader.diagnostics.count) problems")
            }
        }
        return problems
    }
}

private final class ErrorList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    var items: [String] { lock.withLock { list } }
    func append(_ item: String) { lock.withLock { list.append(item) } }
}
