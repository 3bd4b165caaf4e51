import TraceModel
import TransitionSimulation

/// The frame figures of a recording's own transitions (docs/analysis.md "Frames"), from its
/// `frame` events (with their `target`s) and its `transition` events' progress.
///
/// - The frames presented while a transition ran: those whose intended display time (`target`,
///   or `t` plus the period) lies from its start to its end (the trace's last event while it is
///   unfinished); the frame before them opens the first interval.
/// - The progress a frame shows: the transition's latest progress at or before that display time.
/// - Jumps (`ProgressJumps`): the progress its presented frames showed, the first against where
///   the screen was: the latest progress of any transition event before it began, else the
///   resting side its operation leaves (0 for a present, 1 for a dismiss). The `began` event's
///   own progress is not a frame: it counts only as what the first frame shows when nothing
///   later came before that frame.
/// - The period: the header's `device.refreshHz`.
/// - A frame after a `recorder.framesPaused` then a `recorder.framesResumed` marker (the recorder
///   idled its display link in between) `resumesAfterPause`: the interval before it is no hitch and
///   no dropped frames (`FramePacing`).
package struct RecordedFrames: Sendable {
    /// The marker the recorder writes when it pauses its display link (docs/recording.md "Cost").
    package static let pausedMarkerName = "recorder.framesPaused"
    /// The marker it writes before the first frame after such a pause.
    package static let resumedMarkerName = "recorder.framesResumed"

    /// Whether these figures read `event`: a `frame`, a `transition`, or one of the recorder's
    /// pause markers (a caller may pass only those).
    package static func reads(_ event: TraceEvent) -> Bool {
        switch event.payload {
        case .frame, .transition: true
        case .marker(let name, _): name == pausedMarkerName || name == resumedMarkerName
        default: false
        }
    }

    private let header: TraceHeader
    /// The recording's `frame` events, in order.
    package let frames: [PresentedFrame]
    /// Every transition event's progress, in time order.
    private let progress: [(t: Double, progress: Double)]
    /// The same, per transition id.
    private let progressById: [String: [(t: Double, progress: Double)]]
    private let traceEnd: Double

    package init(header: TraceHeader, events: [TraceEvent]) {
        self.init(header: header, events: events, end: events.last?.t ?? 0)
    }

    /// The figures of a trace that ends at `end` (its last event's time), from only some of its
    /// events: those it `reads` are enough.
    package init(header: TraceHeader, events: [TraceEvent], end: Double) {
        var collector = Collector(header: header)
        events.withUnsafeBufferPointer { events in
            for index in events.indices { collector.add(events[index]) }  // read in place, not copied
        }
        self = collector.frames(end: end)
    }

    private init(
        header: TraceHeader, frames: [PresentedFrame], progress: [(t: Double, progress: Double)],
        progressById: [String: [(t: Double, progress: Double)]], traceEnd: Double
    ) {
        self.header = header
        self.frames = frames
        self.progress = progress
        self.progressById = progressById
        self.traceEnd = traceEnd
    }

    /// Reads a recording's events one by one and keeps only what the figures are made of: a
    /// `PresentedFrame` per `frame` event, a time and a progress per `transition` event, whether
    /// a pause came before a frame; never the events themselves (a streamed trace's first
    /// reading, docs/performance.md "A long trace").
    package struct Collector: Sendable {
        private let header: TraceHeader
        private let readsTransitions: Bool
        private var frames: [PresentedFrame] = []
        private var progress: [(t: Double, progress: Double)] = []
        private var progressById: [String: [(t: Double, progress: Double)]] = [:]
        // Since the previous frame: a pause marker, then a resume marker after it.
        private var paused = false
        private var resumed = false

        /// A collector for a trace with `header`; without `readsTransitions`, its `transition`
        /// events are passed over (a model's frame figures read only the `frame` events).
        package init(header: TraceHeader, readsTransitions: Bool = true) {
            self.header = header
            self.readsTransitions = readsTransitions
        }

        /// Reads the trace's next event (every other kind than those `RecordedFrames.reads` is passed over).
        package mutating func add(_ event: TraceEvent) {
            switch event.payload {
            case .frame(let target):
                var frame = PresentedFrame(t: event.t, target: target)
                frame.resumesAfterPause = resumed
                frames.append(frame)
                (paused, resumed) = (false, false)
            case .marker(let name, _):
                if name == RecordedFrames.pausedMarkerName { paused = true }
                if name == RecordedFrames.resumedMarkerName, paused { resumed = true }
            case .transition(let transition):
                if readsTransitions, let value = transition.progress {
                    progress.append((event.t, value))
                    progressById[transition.id, default: []].append((event.t, value))
                }
            default: break
            }
        }

        /// The figures of the events read, for a trace ending at `end`.
        package func frames(end: Double) -> RecordedFrames {
            RecordedFrames(
                header: header, frames: frames, progress: progress, progressById: progressById, traceEnd: end)
        }
    }

    /// The refresh period (ms).
    package var period: Double { 1000 / header.device.refreshHz }

    /// The figures of each of `transitions` (a recorded replay's), in order.
    package func measure(_ transitions: [TransitionRecord]) -> [TransitionFrames] {
        transitions.map(measure)
    }

    private func measure(_ record: TransitionRecord) -> TransitionFrames {
        let tolerance = FrameClock.onFrameTolerance
        let start = record.tStart - tolerance
        let end = (record.tEnd ?? traceEnd) + tolerance
        let own = (progressById[record.id.rawValue] ?? []).filter { $0.t >= start && $0.t <= end }
        // The `began`'s own progress is what the app meant to start from, not a frame: a frame
        // that shows nothing later is no presented progress for the jumps.
        let beganProgress = own.first.map { abs($0.t - record.tStart) <= tolerance } ?? false
        let period = self.period
        let first = frames.partitionPoint { $0.intendedDisplay(period: period) >= start }
        return TransitionFrames.measure(
            period: period, before: first > 0 ? frames[first - 1] : nil,
            durationMs: record.tEnd.map { $0 - record.tStart }, tStart: record.tStart,
            screenAtStart: screen(before: record)
        ) { visit in
            var next = 0
            var shown: Double?
            for frame in frames[first...] {
                let display = frame.intendedDisplay(period: period)
                guard display <= end else { break }
                while next < own.count, own[next].t <= display + tolerance {
                    shown = own[next].progress
                    next += 1
                }
                var presented = frame
                presented.progress = shown
                presented.showsOnlyBegan = beganProgress && next == 1
                visit(presented)
            }
        }
    }

    /// Where the screen was when `record` began (see the type's rules).
    private func screen(before record: TransitionRecord) -> Double {
        let before = progress.partitionPoint { $0.t >= record.tStart }
        if before > 0 { return progress[before - 1].progress }
        switch record.operation {
        case .present: return 0
        case .dismiss: return 1
        }
    }
}
