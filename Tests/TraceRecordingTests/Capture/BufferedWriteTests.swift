import Foundation
import Testing
import TraceModel
import TraceRecording

/// Lines are handed to a buffered sink and written once per drain, not once per event.
struct BufferedWriteTests {
    final class CountingSink: FlushableLineSink, @unchecked Sendable {
        private let lock = NSLock()
        private var pending = 0
        private(set) var lines = 0
        private(set) var flushes = 0
        func appendLine(_ line: String) throws { lock.withLock { pending += 1 } }
        func flush() throws {
            lock.withLock {
                guard pending > 0 else { return }
                lines += pending
                pending = 0
                flushes += 1
            }
        }
        var written: (lines: Int, flushes: Int) { lock.withLock { (lines, flushes) } }
    }

    @Test func aDrainWritesItsEventsInOneGo() throws {
        let sink = CountingSink()
        let clock = ManualClock(1000)
        // Capacity 64: recording 32 events wakes the writer (half full); their times are long past.
        let session = try RecordingSession(
            header: TraceHeader(), sink: sink,
            configuration: RecordingConfiguration(bufferCapacity: 64, flushInterval: nil),
            clock: clock.recordingClock, origin: 1000)
        clock.now = 1010
        for n in 0..<32 {
            session.recordFrame(timestamp: 1000 + Double(n) / 120, targetTimestamp: 1000 + Double(n + 1) / 120)
        }
        let deadline = Date().addingTimeInterval(5)
        while sink.written.lines < 33, Date() < deadline { usleep(2000) }
        // The header and 32 frames: one write for the header's hand-off and one for the drain, not 33.
        #expect(sink.written.lines == 33)
        #expect(sink.written.flushes == 1)
        session.finish()
    }
}
