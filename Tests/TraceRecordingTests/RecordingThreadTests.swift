import Foundation
import Testing
import TraceModel
import TraceRecording

/// Many threads recording at once while the writer runs.
struct RecordingThreadTests {
    @Test func everyEventFromManyThreadsIsWrittenExactlyOnceInTimeOrder() throws {
        let sink = CollectingSink()
        let threads = 8
        let perThread = 2000
        let session = try RecordingSession(
            header: TraceHeader(), sink: sink,
            configuration: RecordingConfiguration(bufferCapacity: threads * perThread, flushInterval: 0.002))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for i in 0..<perThread {
                session.recordMarker(
                    "e", fields: [JSONMember("thread", .number(Double(thread))), JSONMember("i", .number(Double(i)))])
            }
        }
        session.finish()
        let events = sink.events.filter { $0.name == "e" }
        #expect(events.count == threads * perThread)
        var seen = Set<Int>()
        var nextPerThread = Array(repeating: 0, count: threads)
        var previousT = -Double.infinity
        for event in events {
            let thread = Int(event.number("thread") ?? -1)
            let i = Int(event.number("i") ?? -1)
            #expect(seen.insert(thread * perThread + i).inserted, "event \(thread)/\(i) written twice")
            #expect(nextPerThread[thread] == i, "thread \(thread): \(i) out of order")
            nextPerThread[thread] = i + 1
            let t = try #require(event.t)
            #expect(t >= previousT)
            previousT = t
        }
        // Late markers are allowed (a thread can be descheduled past the window), never losses.
        let statistics = session.statistics
        #expect(statistics.dropped == 0)
        #expect(sink.events.count == threads * perThread + statistics.late)
    }
}
