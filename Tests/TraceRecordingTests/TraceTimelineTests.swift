import Foundation
import Testing
import TraceModel
import TraceRecording

/// The app clock (seconds since boot) to the trace clock (ms since the session's origin).
struct TraceTimelineTests {
    @Test func mapsSecondsSinceBootToMillisecondsSinceTheOriginRoundedToTheMicrosecond() {
        let timeline = TraceTimeline(origin: 86_400.25)
        #expect(timeline.milliseconds(fromAppTime: 86_400.25) == 0)
        #expect(timeline.milliseconds(fromAppTime: 86_400.2583333) == 8.333)
        #expect(timeline.milliseconds(fromAppTime: 86_401.75) == 1500)
        // A touch that began before recording started: negative, which format v1 allows.
        #expect(timeline.milliseconds(fromAppTime: 86_400.2) == -50)
    }

    @Test func theSessionWritesEventsOnTheTraceClockAndNoBootTime() throws {
        let sink = CollectingSink()
        let clock = ManualClock(1000.5)
        let session = try RecordingSession(
            header: TraceHeader(clock: .seconds, meta: .object([JSONMember("app", .string("demo"))])), sink: sink,
            configuration: RecordingConfiguration(flushInterval: nil), clock: clock.recordingClock)
        #expect(session.timeline.origin == 1000.5)
        session.recordTouch(
            TouchSample(timestamp: 1000.5125, TouchEvent(id: 3, phase: .began, location: Point(x: 1, y: 2))))
        session.recordFrame(timestamp: 1000.5, targetTimestamp: 1000.5166667)
        session.finish()
        let header = decodeLine(sink.lines[0])
        #expect(header["clock"] as? String == "ms")
        let meta = header["meta"] as? [String: Any]
        #expect(meta?["app"] as? String == "demo")
        let recorder = meta?["recorder"] as? [String: Any]
        // The origin, a time since boot, is not written: it would disclose the boot time.
        #expect(recorder?["origin"] == nil)
        #expect((recorder?["reorderWindowMs"] as? NSNumber)?.doubleValue == 50)
        // The frame is at the display link's timestamp, its target at targetTimestamp.
        #expect(sink.events.map(\.t) == [0, 12.5])
        #expect(sink.events.map(\.type) == ["frame", "touch"])
        #expect((sink.events[0]["target"] as? NSNumber)?.doubleValue == 16.667)
    }
}
