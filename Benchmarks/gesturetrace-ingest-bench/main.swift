import Foundation
import TraceRecording
import TraceUpload

// gesturetrace-ingest-bench: the load side of Benchmarks/run.sh's ingestion benchmark of `gesturetrace record`.
//
//   gesturetrace-ingest-bench URL SESSIONS EVENTS [LINES_PER_CHUNK]
//
// Uploads SESSIONS sessions of EVENTS touch events each, all at once (one thread and one
// HTTPUploadSink per session, LINES_PER_CHUNK lines a chunk, default 500), finishes them, and prints
// `key=value` lines: sessions, events, seconds (wall time from the first chunk to the last finish),
// events_per_second. Exits 1 when any upload failed (the message on stderr).

let arguments = CommandLine.arguments
guard arguments.count >= 4, let url = URL(string: arguments[1]), let sessions = Int(arguments[2]),
    let events = Int(arguments[3])
else {
    FileHandle.standardError.write(
        Data("usage: gesturetrace-ingest-bench URL SESSIONS EVENTS [LINES_PER_CHUNK]\n".utf8))
    exit(64)
}
let linesPerChunk = arguments.count > 4 ? Int(arguments[4]) ?? 500 : 500

/// The same touch strokes as the endpoint tests: 20 events a stroke, 1 ms apart.
@Sendable func line(_ index: Int, session: Int) -> String {
    let position = index % 20
    let phase = position == 0 ? "began" : position == 19 ? "ended" : "moved"
    return
        #"{"type":"touch","t":\#(index),"id":\#(index / 20 + 1),"phase":"\#(phase)","x":\#(session),"y":\#(position)}"#
        + "\n"
}

final class Failures: @unchecked Sendable {
    let lock = NSLock()
    var messages: [String] = []
}
let failures = Failures()
let group = DispatchGroup()
// Every session's lines are formatted before the clock starts, as the C baseline parses a file
// already written: the figure is the endpoint's ingest, not the bench formatting JSON.
let lines = (0..<sessions).map { session in (0..<events).map { line($0, session: session) } }
let start = DispatchTime.now().uptimeNanoseconds
for session in 0..<sessions {
    group.enter()
    Thread.detachNewThread {
        defer { group.leave() }
        let sink = HTTPUploadSink(endpoint: url, sessionID: "bench-\(session)", linesPerChunk: linesPerChunk)
        do {
            try sink.appendLine(#"{"type":"header","format":"gesture-trace","version":1}"# + "\n")
            for text in lines[session] { try sink.appendLine(text) }
            try sink.finish()
        } catch {
            failures.lock.withLock { failures.messages.append("bench-\(session): \(error)") }
        }
    }
}
group.wait()
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
for message in failures.messages { FileHandle.standardError.write(Data((message + "\n").utf8)) }
print("sessions=\(sessions)")
print("events=\(sessions * events)")
print("seconds=\(seconds)")
print("events_per_second=\(Double(sessions * events) / seconds)")
exit(failures.messages.isEmpty ? 0 : 1)
