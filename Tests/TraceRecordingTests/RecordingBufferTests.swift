import Foundation
import Testing
import TraceModel
import TraceRecording

/// Bounded memory without blocking: a full buffer drops, counts, and says so in the trace.
struct RecordingBufferTests {
    /// A session whose writer is stuck writing event 0 (a slow disk) while the app records on.
    private func stuckWriter(capacity: Int) throws -> (CollectingSink, RecordingSession<CollectingSink>) {
        let sink = CollectingSink(blockFrom: 1)
        let session = try manualSession(sink, clock: ManualClock(1000), capacity: capacity)
        tick(session, 0, atMs: 0)
        session.flush()
        sink.waitUntilBlocked()
        return (sink, session)
    }

    @Test func aFullBufferDropsAndWritesOneMarkerWithTheCount() throws {
        let (sink, session) = try stuckWriter(capacity: 4)
        let started = Date()
        for n in 1...10 { tick(session, n, atMs: Double(n)) }
        #expect(Date().timeIntervalSince(started) < 1, "recording waited for the blocked writer")
        sink.open()
        session.finish()
        let events = sink.events
        #expect(events.map { $0.number("n") } == [0, 1, 2, 3, 4, nil])
        let marker = try #require(events.last)
        #expect(marker.name == RecordingSession<CollectingSink>.droppedMarkerName)
        #expect(marker.t == 5)
        #expect(marker.number("count") == 6)
        #expect(marker.number("firstT") == 5)
        #expect(marker.number("lastT") == 10)
        let statistics = session.statistics
        #expect(statistics.accepted == 5)
        #expect(statistics.dropped == 6)
        #expect(statistics.writtenLines == 6)
    }

    @Test func aTouchAndItsSamplesAreKeptOrDroppedTogether() throws {
        let (sink, session) = try stuckWriter(capacity: 3)
        tick(session, 1, atMs: 5)
        let touch = TouchSample(timestamp: 1000.010, TouchEvent(id: 1, phase: .began, location: Point(x: 0, y: 0)))
        var early = touch
        early.timestamp = 1000.008
        session.recordTouch(touch, coalesced: [early, early, touch])  // 3 events: do not fit beside 1
        sink.open()
        session.finish()
        #expect(sink.events.map { $0.name ?? $0.type } == ["e", "e", "recorder.dropped"])
        #expect(sink.events.last?.number("count") == 3)
        #expect(sink.events.last?.t == 8)
    }
}
