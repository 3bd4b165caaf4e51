// The child process of the recorder's crash test (Tests/TraceRecordingTests/RecorderCrashTests.swift):
// records numbered events at a high rate through a `RecordingSession` into a file until it is
// killed (or, with a count, until it has recorded that many, then finishes and exits 0). It prints
// "recording" once its session has written the header.
// Test-only: not a product, not part of the `gesturetrace` command line.
//
//   RecorderCrashChild OUTPUT.jsonl [COUNT]
//
// Event n is a touch whose `target` is "seq:n" (one finger: began, 8 moves, ended, then again),
// except every tenth, a `tick` marker with a `seq` field: the test checks the file holds a prefix of
// 0, 1, 2, ... in order, with no duplicate, each gap announced by a `recorder.dropped` marker.
import Foundation
import TraceModel
import TraceRecording

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: RecorderCrashChild OUTPUT.jsonl [COUNT]\n".utf8))
    exit(64)
}
let count = arguments.count >= 3 ? Int(arguments[2]) ?? 0 : 0
/// Events recorded per burst, and the pause between bursts: about 20,000 events per second.
let burst = 20
let pauseMicroseconds: UInt32 = 1000

let sink = try FileLineSink(path: arguments[1])
let session = try RecordingSession(
    header: TraceHeader(meta: .object([JSONMember("generator", .string("RecorderCrashChild"))])), sink: sink,
    configuration: RecordingConfiguration(bufferCapacity: 4096, flushInterval: 0.02))
// Tell the parent the session is recording (it starts its kill timer from here).
FileHandle.standardOutput.write(Data("recording\n".utf8))
let phases: [TouchPhase] = [.began] + Array(repeating: .moved, count: 8) + [.ended]
var n = 0
var touchIndex = 0
while count == 0 || n < count {
    for _ in 0..<burst {
        let now = ProcessInfo.processInfo.systemUptime
        if n % 10 == 9 {
            session.recordMarker("tick", fields: [JSONMember("seq", .number(Double(n)))], at: now)
        } else {
            let phase = phases[touchIndex % phases.count]
            touchIndex += 1
            session.recordTouch(
                TouchSample(
                    timestamp: now,
                    TouchEvent(id: 1, phase: phase, location: Point(x: 100, y: Double(n % 800)), target: "seq:\(n)")))
        }
        n += 1
        if count > 0 && n >= count { break }
    }
    usleep(pauseMicroseconds)
}
session.finish()
