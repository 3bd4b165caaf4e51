import Dispatch
import TraceModel

/// Records one session of an app to a trace, from any thread, without ever blocking the caller
/// on I/O: the in-app recorder (guide: `docs/recording.md`).
///
/// - **Clock.** Every `record...` call takes the app's own times, in seconds since boot
///   (`UITouch.timestamp`, `CADisplayLink.targetTimestamp`, `CACurrentMediaTime()`); the session
///   maps them to the trace clock, milliseconds since `origin` (`TraceTimeline`).
/// - **Order.** Events go into a bounded buffer (`RecordingConfiguration.bufferCapacity`); a
///   background serial queue takes them, puts them in time order within the reorder window
///   (`reorderWindowMs`) and writes each as one JSON line through the sink. An event later than
///   the window is still written, at the earliest time allowed, after a `recorder.late` marker
///   (`EventReorderer`).
/// - **Full buffer.** Events that do not fit are counted and dropped; a `recorder.dropped` marker
///   (`count`, `firstT`, `lastT`) is written at the time of the first of them.
/// - **Flushing.** Every `flushInterval` the writer writes what the window has released;
///   `flush()` (call it when the app goes to the background) and `finish()` write everything.
///   With a `FileLineSink` (one `write(2)` per line) a crash or `kill -9` leaves every line
///   written before it, and at most a partial last line, which `gesturetrace validate` reports
///   and `--lenient` skips. A `FlushableLineSink` (a buffered file, an uploader) is flushed after
///   each on-demand flush.
/// - **Sink errors.** The first error the sink throws stops writing; it and the count of events
///   not written are in `statistics`.
public final class RecordingSession<Sink: RecordingSink>: @unchecked Sendable {
    /// The marker written for events dropped because the buffer was full.
    public static var droppedMarkerName: String { "recorder.dropped" }
    /// The marker written before an event that arrived after the reorder window.
    public static var lateMarkerName: String { EventReorderer.lateMarkerName }

    public let timeline: TraceTimeline
    public let configuration: RecordingConfiguration
    private let clock: RecordingClock
    private let inbox: RecordingInbox
    private let queue = DispatchQueue(label: "GestureTrace.RecordingSession", qos: .utility)
    /// Writer state: touched only on `queue` (and in `init`, before the queue runs anything).
    private let output: SessionWriter<Sink>
    private var timer: DispatchSourceTimer?

    /// Writes the header at once and starts the flush timer. The header's `clock` is set to `ms`
    /// (the trace clock is milliseconds since `origin`), and `meta.recorder` `{reorderWindowMs}`
    /// is added to its `meta` object. The origin itself, a time since boot, is not written: with
    /// the file's date it would give the device's boot time (docs/recording.md "Privacy").
    ///
    /// - Parameters:
    ///   - clock: the app's clock; it must have the same base as the times given to `record...`
    ///     (on iOS `ProcessInfo.systemUptime` and `CACurrentMediaTime()` do).
    ///   - origin: the app-clock time, seconds since boot, that is `t = 0`; default: now.
    public init(
        header: TraceHeader, sink: Sink, configuration: RecordingConfiguration = RecordingConfiguration(),
        clock: RecordingClock = .systemUptime, origin: Double? = nil
    ) throws {
        let origin = origin ?? clock.now()
        self.timeline = TraceTimeline(origin: origin)
        self.configuration = configuration
        self.clock = clock
        let inbox = RecordingInbox(capacity: configuration.bufferCapacity)
        self.inbox = inbox
        var header = header
        header.clock = .milliseconds
        let recorder = JSONMember(
            "recorder",
            .object([JSONMember("reorderWindowMs", .number(configuration.reorderWindowMs))]))
        if case .object(let members)? = header.meta {
            header.meta = .object(members.filter { $0.key != "recorder" } + [recorder])
        } else {
            header.meta = .object([recorder])
        }
        let output = SessionWriter(
            writer: try TraceWriter(header: header, sink: sink), inbox: inbox, clock: clock,
            timeline: timeline, configuration: configuration)
        self.output = output
        if let interval = configuration.flushInterval, interval > 0 {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { output.drain(force: false) }
            timer.resume()
            self.timer = timer
        }
    }

    /// A session released without `finish()` still writes what it holds, on the writer's queue
    /// after anything already queued, never on the releasing thread (in an app, the main thread);
    /// the sink is released there too, so a `FileLineSink` is closed off the main thread.
    deinit {
        timer?.cancel()
        queue.async { [output] in output.drain(force: true) }
    }

    // MARK: - Recording (any thread, never waits for I/O)

    /// Records a touch with the samples UIKit gave with it.
    ///
    /// - Parameters:
    ///   - coalesced: `UIEvent.coalescedTouches(for:)` as given; samples before `touch`'s time are
    ///     written with `coalesced: true`, the one at its time is `touch` itself and is skipped.
    ///   - predicted: `UIEvent.predictedTouches(for:)`; written with `predicted: true` at `touch`'s
    ///     time (when the app drew them), after `touch` (before it when `touch` ends the finger, so
    ///     that no sample follows its `ended`). Format v1 has no field for the predicted instant.
    public func recordTouch(_ touch: TouchSample, coalesced: [TouchSample] = [], predicted: [TouchSample] = []) {
        let t = timeline.milliseconds(fromAppTime: touch.timestamp)
        var group: [TraceEvent] = []
        group.reserveCapacity(coalesced.count + predicted.count + 1)
        for sample in coalesced where sample.timestamp < touch.timestamp {
            group.append(sample.event(t: timeline.milliseconds(fromAppTime: sample.timestamp), coalesced: true))
        }
        let predictions = predicted.map { $0.event(t: t, predicted: true) }
        if touch.touch.phase.isTerminal { group += predictions }
        group.append(touch.event(t: t))
        if !touch.touch.phase.isTerminal { group += predictions }
        enqueue(group)
    }

    /// Records a display refresh: the trace's `frame` is at `timestamp` (`CADisplayLink.timestamp`,
    /// the refresh that fired the callback, when the previous frame reached the screen) with
    /// `target` = `targetTimestamp` (`CADisplayLink.targetTimestamp`, when the frame being prepared
    /// is meant to be shown). A callback that comes late, because the main thread overran the
    /// previous frame, has a `timestamp` after the previous `target`: frame pacing measures that
    /// (docs/analysis.md "Frames").
    public func recordFrame(timestamp: Double, targetTimestamp: Double) {
        enqueue([
            TraceEvent(
                t: timeline.milliseconds(fromAppTime: timestamp),
                .frame(target: timeline.milliseconds(fromAppTime: targetTimestamp)))
        ])
    }

    /// Records a step of the app's own transition at `timestamp`, the displayed time of that step
    /// (for a per-frame progress: the display link's `targetTimestamp`).
    public func recordTransition(_ event: TransitionEvent, at timestamp: Double) {
        enqueue([TraceEvent(t: timeline.milliseconds(fromAppTime: timestamp), .transition(event))])
    }

    /// Records that from `timestamp` (default: now) the user pursues `intent.goal`.
    public func recordIntent(_ intent: IntentEvent, at timestamp: Double? = nil) {
        enqueue([TraceEvent(t: timeline.milliseconds(fromAppTime: timestamp ?? clock.now()), .intent(intent))])
    }

    /// Records an annotation `name` with `fields` at `timestamp` (default: now).
    public func recordMarker(_ name: String, fields: [JSONMember] = [], at timestamp: Double? = nil) {
        let t = timeline.milliseconds(fromAppTime: timestamp ?? clock.now())
        enqueue([TraceEvent(t: t, .marker(name: name, fields: fields))])
    }

    private func enqueue(_ group: [TraceEvent]) {
        if inbox.offer(group) {
            queue.async { [output] in output.drain(force: false) }
        }
    }

    // MARK: - Flushing

    /// Writes everything recorded so far in the background (the reorder window included), then
    /// calls `completion` on the writer's queue. Call it when the app goes to the background.
    public func flush(completion: (@Sendable () -> Void)? = nil) {
        queue.async { [output] in
            output.drain(force: true)
            completion?()
        }
    }

    /// Writes everything recorded so far and returns when it is written (blocks the caller: not
    /// for the main thread of a running app, except inside a background task; never from a
    /// `flush` completion, which runs on the writer's queue).
    public func flushAndWait() {
        queue.sync { output.drain(force: true) }
    }

    /// Writes everything, stops the timer and refuses (counts) later events. Blocks until written.
    public func finish() {
        inbox.close()
        queue.sync {
            output.drain(force: true)
            timer?.cancel()
            timer = nil
        }
    }

    /// The counters, read on the writer's queue (waits for the write under way).
    public var statistics: RecordingStatistics {
        queue.sync {
            let counters = inbox.counters()
            return RecordingStatistics(
                accepted: counters.accepted, dropped: counters.dropped, late: output.reorderer.lateEvents,
                writtenLines: output.writtenLines, refusedAfterFinish: counters.refusedAfterClose,
                unwritten: output.unwritten, sinkError: output.sinkError)
        }
    }
}
