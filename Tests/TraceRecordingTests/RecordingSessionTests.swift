import Foundation
import Testing
import TraceModel
import TraceRecording

/// A session's ordering, late-event policy, flushing, touch samples and sink errors.
struct RecordingSessionTests {
    private func labels(_ events: [[String: Any]]) -> [String] {
        events.map { event in
            if event.name == "e", let n = event.number("n") { return "\(Int(n))@\(event.t ?? .nan)" }
            return "\(event.name ?? event.type ?? "?")@\(event.t ?? .nan)"
        }
    }

    @Test func eventsArrivingWithinTheWindowAreWrittenInTimeOrder() throws {
        let sink = CollectingSink()
        let session = try manualSession(sink, clock: ManualClock(1000))
        // An animator callback of frame 2 arrives before the touch of frame 1, on another thread.
        session.recordTransition(TransitionEvent(id: "open", event: .began, operation: .present), at: 1000.0333)
        session.recordTouch(
            TouchSample(timestamp: 1000.0167, TouchEvent(id: 1, phase: .began, location: Point(x: 5, y: 5))))
        tick(session, 1, atMs: 33.3)
        session.finish()
        #expect(labels(sink.events) == ["touch@16.7", "transition@33.3", "1@33.3"])
        #expect(session.statistics.late == 0)
    }

    @Test func anEventLaterThanTheWindowIsKeptAtTheEarliestAllowedTimeWithAMarker() throws {
        let sink = CollectingSink()
        let session = try manualSession(sink, clock: ManualClock(1000))
        tick(session, 1, atMs: 100)
        session.flushAndWait()
        tick(session, 2, atMs: 40)  // arrives after 100 ms was written
        tick(session, 3, atMs: 120)
        session.finish()
        #expect(labels(sink.events) == ["1@100.0", "recorder.late@100.0", "2@100.0", "3@120.0"])
        #expect(sink.events[1].number("originalT") == 40)
        #expect(sink.events[1].number("lateMs") == 60)
        #expect(sink.events[1]["event"] as? String == "marker")
        #expect(session.statistics.late == 1)
    }

    @Test func thePeriodicFlushWritesWhatTheWindowReleasedAndHoldsTheRest() throws {
        let sink = CollectingSink()
        let clock = ManualClock(1001)  // 1000 ms after the origin
        let session = try manualSession(sink, clock: clock, window: 50, flushInterval: 0.01)
        tick(session, 1, atMs: 900)
        tick(session, 2, atMs: 990)  // within 50 ms of the app clock: may still be overtaken
        #expect(sink.waitForEvents { $0.count == 1 }, "the timer wrote nothing")
        usleep(50_000)  // several more periods
        #expect(labels(sink.events) == ["1@900.0"])
        clock.now = 1001.1
        #expect(sink.waitForEvents { $0.count == 2 })
        tick(session, 3, atMs: 1095)
        session.flush()  // on demand: writes the window too
        #expect(sink.waitForEvents { $0.count == 3 })
        #expect(labels(sink.events) == ["1@900.0", "2@990.0", "3@1095.0"])
        session.finish()
    }

    @Test func flushCompletesAfterWritingAndFinishRefusesLaterEvents() throws {
        let sink = CollectingSink()
        let session = try manualSession(sink, clock: ManualClock(1000))
        tick(session, 1, atMs: 10)
        let done = DispatchSemaphore(value: 0)
        session.flush { done.signal() }
        done.wait()
        #expect(labels(sink.events) == ["1@10.0"])
        session.finish()
        tick(session, 2, atMs: 20)
        session.flushAndWait()
        #expect(sink.events.count == 1)
        #expect(session.statistics.refusedAfterFinish == 1)
    }

    @Test func coalescedSamplesComeFirstAndPredictedOnesNeverFollowTheLift() throws {
        let sink = CollectingSink()
        let session = try manualSession(sink, clock: ManualClock(1000))
        func sample(_ ms: Double, _ phase: TouchPhase, _ y: Double) -> TouchSample {
            TouchSample(
                timestamp: 1000 + ms / 1000,
                TouchEvent(id: 7, phase: phase, location: Point(x: 10, y: y), target: "cell:4"))
        }
        session.recordTouch(sample(0, .began, 0))
        let moved = sample(16, .moved, 30)
        session.recordTouch(
            moved, coalesced: [sample(8, .moved, 15), sample(12, .moved, 22), moved],
            predicted: [sample(24, .moved, 45)])
        session.recordTouch(sample(32, .ended, 50), predicted: [sample(40, .moved, 60)])
        session.finish()
        let touches = sink.events
        #expect(touches.map(\.t) == [0, 8, 12, 16, 16, 32, 32])
        #expect(touches.map { $0.number("y") } == [0, 15, 22, 30, 45, 60, 50])
        #expect(touches.map { $0["coalesced"] as? Bool } == [nil, true, true, nil, nil, nil, nil])
        #expect(touches.map { $0["predicted"] as? Bool } == [nil, nil, nil, nil, true, true, nil])
        #expect(touches.allSatisfy { $0["target"] as? String == "cell:4" })
    }

    @Test func aSinkErrorStopsWritingAndIsCountedNotThrownAtTheCaller() throws {
        let sink = CollectingSink(failFrom: 3)  // the header and two events fit
        let session = try manualSession(sink, clock: ManualClock(1000))
        for n in 0..<5 { tick(session, n, atMs: Double(n)) }
        session.finish()
        let statistics = session.statistics
        #expect(sink.events.count == 2)
        #expect(statistics.writtenLines == 2)
        #expect(statistics.unwritten == 3)
        #expect(statistics.sinkError == "disk full")
    }
}

/// A session the app forgot to finish.
struct RecordingSessionReleaseTests {
    @Test func aSessionReleasedWithoutFinishWritesWhatItHeld() throws {
        let sink = CollectingSink()
        var session: RecordingSession<CollectingSink>? = try manualSession(sink, clock: ManualClock(1000))
        tick(session!, 1, atMs: 20)
        tick(session!, 2, atMs: 10)
        session = nil
        #expect(sink.waitForEvents { $0.count == 2 })
        #expect(sink.events.map { $0.number("n") } == [2, 1])
    }

    @Test func aSessionReleasedOnTheMainThreadWritesOnTheWritersQueue() throws {
        let sink = CollectingSink()
        var session: RecordingSession<CollectingSink>? = try manualSession(sink, clock: ManualClock(1000))
        tick(session!, 1, atMs: 20)
        // The last reference goes away on this thread (in an app, the main thread): the write must
        // not happen here, where it would block the UI on the disk.
        let releasing = pthread_self()
        session = nil
        #expect(sink.waitForEvents { $0.count == 1 })
        #expect(sink.eventThreads.count == 1)
        #expect(sink.eventThreads.allSatisfy { pthread_equal($0, releasing) == 0 })
    }
}

/// A sink that holds lines back is told to hand them on by an on-demand flush, not by the timer.
struct FlushableSinkTests {
    private final class HoldingSink: FlushableLineSink, @unchecked Sendable {
        private let lock = NSLock()
        private var held: [String] = []
        private var handedOn: [String] = []
        func appendLine(_ line: String) { lock.withLock { held.append(line) } }
        func flush() {
            lock.withLock {
                handedOn += held
                held = []
            }
        }
        var handedOnCount: Int { lock.withLock { handedOn.count } }
    }

    @Test func anOnDemandFlushFlushesTheSink() throws {
        let sink = HoldingSink()
        let session = try RecordingSession(
            header: TraceHeader(), sink: sink, configuration: RecordingConfiguration(flushInterval: nil),
            clock: ManualClock(1000).recordingClock, origin: 1000)
        session.recordMarker("e", at: 1000.001)
        #expect(sink.handedOnCount == 0)
        session.flushAndWait()
        #expect(sink.handedOnCount == 2)  // the header and the event
    }
}
