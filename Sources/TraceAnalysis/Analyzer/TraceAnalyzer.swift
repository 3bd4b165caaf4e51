import GestureRecognition
import TraceModel
import TransitionSimulation

/// Analyses one trace (already read and valid): recognizes its touches once, replays that one
/// recognition against each engine of the options, and measures every intent. Every fact is
/// worked out once and passed on as a typed value: the sequences, each sequence's gesture and
/// vertical travel come from the recognition (`RecognizedTrace`), the clock, decisions and each
/// transition's heading changes from the replay (`ReplayResult`). Pure: no files, no clocks; the
/// same input gives the same result. `progress`, when given, hears how far each replay has come
/// every `progressStride` frames (a short trace never calls it); it cannot change the result.
///
/// A trace too long to hold goes through `analyze(path:header:streaming:options:progress:)`,
/// which reads its events twice rather than keeping them, for the same result.
package enum TraceAnalyzer {
    /// Frames rendered between two calls of `analyze`'s progress: a few minutes of a trace at 60
    /// to 120 Hz.
    package static let progressStride = 16_384

    package static func analyze(
        path: String, header: TraceHeader, events: [TraceEvent],
        options: AnalysisOptions, progress: ((AnalysisProgress) -> Void)? = nil
    ) -> AnalyzedTrace {
        let trace = RecognizedTrace(ReplayInput(header: header, events: events), recognition: options.recognition)
        let labels: [(t: Double, intent: IntentEvent)] = events.compactMap {
            if case .intent(let intent) = $0.payload { return ($0.t, intent) }
            return nil
        }
        let (populations, scoring) = engines(header: header, options: options)
        // The recording's own frames: the recorded engine's figures, and when each model frame
        // replayed on them was meant to be shown.
        let recordedFrames = scoring.isEmpty ? nil : RecordedFrames(header: header, events: events)
        // The replays' frames are read as they are rendered, never held (docs/performance.md):
        // into what the screen history keeps of each transition and into the model's frame figures.
        let clock = scoring.isEmpty ? nil : FrameClock(input: trace.input, configuration: options.engineConfiguration)
        let span = TraceSpan(events: events)
        let downs = scoring.isEmpty ? [] : trace.touches.sequences.map(\.tBegin)
        let runs = scoring.enumerated().map { replayIndex, kind -> AnalyzedTrace.EngineRun in
            var observer = FrameObserver(
                kind: kind, clock: clock!, downs: downs[...], initialSide: header.scene.initial,
                recordedFrames: recordedFrames!)
            var ticker = ProgressTicker(progress, span: span, engines: [kind], replay: replayIndex, of: scoring.count)
            let replay = kind.engine(configuration: options.engineConfiguration, recognition: options.recognition)
                .replay(trace) { frame, transitions, lateFrames in
                    observer.add(frame, transitions: transitions, lateFrames: lateFrames)
                    ticker.frame(at: frame.t)
                }
            return measure(
                kind, replay: replay, observer: observer, recordedFrames: recordedFrames!, labels: labels,
                scene: header.scene, options: options
            ).run
        }
        return assemble(
            path: path, header: header, span: span, touches: trace.touches, populations: populations, runs: runs,
            options: options)
    }

    /// `analyze` for a trace too long to hold (a day of a device's recording): `events` is
    /// iterated twice (a file's events, read once per iteration). The first pass gathers what the
    /// replays need beforehand: when each touch sequence went down, the frame clock (the `frame`
    /// events' times), the recording's own frames (its `frame` and `transition` events), whether
    /// there are labels. The second replays every engine in step (`StreamedReplays`), fed by one
    /// recognition made again as it goes, their frames read as they are rendered. Neither the
    /// events nor their touch inputs are kept, and one recognition is held at a time; what is
    /// kept grows with the trace's touch sequences, transitions and intents, and with its `frame`
    /// and `transition` events. Where nothing reads across (`TraceParts.apply`), the second
    /// reading is measured part by part (`TraceParts`), and what measuring holds is one part's.
    /// The result is the one `analyze(path:header:events:options:progress:)` gives for the same
    /// events.
    ///
    /// With `handingOver`, a trace measured in parts is not gathered: each part, once it stands,
    /// is handed over rebased, as a trace of that part's gestures and runs (its counts, span and
    /// sequences left at zero), in order; the result then has the counts, the agreement and
    /// `handedOverGestures`, and no intents, transitions, frames or gestures (`isHandedOver`).
    /// Its parts' rows and `PartialTrace`s, appended, are those of the trace gathered whole.
    /// A trace not measured in parts is returned whole, and nothing is handed over.
    package static func analyze(
        path: String, header: TraceHeader, streaming events: some Sequence<TraceEvent>,
        options: AnalysisOptions, progress: ((AnalysisProgress) -> Void)? = nil,
        handingOver: ((AnalyzedTrace) -> Void)? = nil
    ) -> AnalyzedTrace {
        let (populations, scoring) = engines(header: header, options: options)
        // The recording's `transition` events measure its own transitions only: kept for the
        // recorded engine alone (a model's frames read only the `frame` events).
        let keepsTransitions = scoring.contains(.recorded)
        var first = FirstPass(
            header: header, recognition: scoring.isEmpty ? options.recognition : nil,
            keepsTransitions: keepsTransitions)
        for event in events { first.add(event) }
        guard !scoring.isEmpty else {
            return assemble(
                path: path, header: header, span: first.span,
                touches: first.recognition?.touches ?? RecognizedTouches(),
                populations: populations, runs: [], options: options)
        }
        // The replays recognize again, in step: the first reading keeps only when the sequences
        // went down.
        let (downs, span, hasLabels) = (first.downs.times, first.span, first.hasLabels)
        let recordedFrames = first.recordedFrames.frames(end: span.last ?? 0)
        let clock = FrameClock(header: header, frameTimes: first.frameTimes, configuration: options.engineConfiguration)
        let hasUnnamedTargets = first.hasUnnamedTargets
        // What it gathered goes.
        first = FirstPass(header: header, recognition: nil, keepsTransitions: false)
        if TraceParts.apply(to: scoring, options: options, hasUnnamedTargets: hasUnnamedTargets) {
            return analyzeInParts(
                path: path, header: header, events: events, options: options, progress: progress,
                populations: populations, scoring: scoring, span: span, hasLabels: hasLabels, clock: clock,
                recordedFrames: recordedFrames, downs: downs, handingOver: handingOver)
        }
        var observers = scoring.map {
            FrameObserver(
                kind: $0, clock: clock, downs: downs[...], initialSide: header.scene.initial,
                recordedFrames: recordedFrames)
        }
        var replays = StreamedReplays(
            kinds: scoring, header: header, configuration: options.engineConfiguration,
            recognition: options.recognition, clock: clock, startTime: span.first ?? 0)
        var ticker = ProgressTicker(progress, span: span, engines: scoring, replay: 0, of: 1)
        func observe(_ replay: Int, _ frame: TimelineFrame, _ transitions: [TransitionRecord], _ late: [LateFrame]) {
            observers[replay].add(frame, transitions: transitions, lateFrames: late)
            if replay == 0 { ticker.frame(at: frame.t) }
        }
        // The labels are read in this reading: a trace measured in parts never holds them all.
        var labels: [(t: Double, intent: IntentEvent)] = []
        for event in events {
            if case .intent(let intent) = event.payload { labels.append((event.t, intent)) }
            replays.feed(event, observe: observe)
        }
        // Each result is taken out of the list as it is measured, so that what its run drops is
        // freed then.
        var results = replays.finish(observe: observe)
        results.reverse()
        observers.reverse()
        var runs: [AnalyzedTrace.EngineRun] = []
        for kind in scoring {
            runs.append(
                measure(
                    kind, replay: results.removeLast(), observer: observers.removeLast(),
                    recordedFrames: recordedFrames, labels: labels, scene: header.scene, options: options
                ).run)
        }
        return assemble(
            path: path, header: header, span: span, touches: replays.touches, populations: populations, runs: runs,
            options: options)
    }

    /// The second reading of a streamed trace measured part by part (`TraceParts`).
    private static func analyzeInParts(
        path: String, header: TraceHeader, events: some Sequence<TraceEvent>, options: AnalysisOptions,
        progress: ((AnalysisProgress) -> Void)?, populations: [EngineKind], scoring: [EngineKind], span: TraceSpan,
        hasLabels: Bool, clock: FrameClock, recordedFrames: RecordedFrames, downs: [Double],
        handingOver: ((AnalyzedTrace) -> Void)?
    ) -> AnalyzedTrace {
        var ticker = ProgressTicker(progress, span: span, engines: scoring, replay: 0, of: 1)
        let handOver = handingOver.map { hear in
            { (runs: [AnalyzedTrace.EngineRun], gestures: [Gesture]) in
                hear(
                    AnalyzedTrace(
                        path: path, header: header, scenario: header.meta?["scenario"]?.stringValue, eventCount: 0,
                        duration: 0, touches: RecognizedTouches(gestures: gestures), sequenceCount: 0,
                        populations: populations, runs: runs))
            }
        }
        var parts = TraceParts(
            kinds: scoring, header: header, options: options, clock: clock, recordedFrames: recordedFrames,
            downs: downs, hasLabels: hasLabels, startTime: span.first ?? 0, handOver: handOver
        ) { replay, frame in
            if replay == 0 { ticker.frame(at: frame.t) }
        }
        for event in events { parts.feed(event) }
        parts.finish()
        var analysed = assemble(
            path: path, header: header, span: span, touches: RecognizedTouches(gestures: parts.gestures),
            sequenceCount: parts.sequenceCount, populations: populations, runs: parts.runs, options: options)
        analysed.parts = parts.partCount
        if handingOver != nil { analysed.handedOverGestures = parts.handedOverGestures }
        return analysed
    }

    /// The engines whose populations hold the trace, and those of them that replay it.
    ///
    /// Like for like: each engine replays only the traces its population holds. A scene the
    /// engines do not model (`SceneKind.other`) stays in the populations (its flows count there)
    /// but is replayed by none, so it has no intents.
    private static func engines(
        header: TraceHeader, options: AnalysisOptions
    ) -> (populations: [EngineKind], scoring: [EngineKind]) {
        let populations = options.engines.filter {
            SummaryPopulation.of($0, whatIf: options.whatIf).scores(recordedWith: header.engine?.kind, engine: $0)
        }
        return (populations, header.scene.hasModelledTransition ? populations : [])
    }

    /// One engine's figures from its replay and what its frames left.
    static func measure(
        _ kind: EngineKind, replay: consuming ReplayResult, observer: consuming FrameObserver,
        recordedFrames: RecordedFrames, labels: [(t: Double, intent: IntentEvent)], scene: SceneInfo,
        options: AnalysisOptions
    ) -> (run: AnalyzedTrace.EngineRun, lastInferredGoal: IntentGoal?) {
        let frames =
            observer.modelFrames?.finish(transitions: replay.transitions, lateFrames: replay.lateFrames)
            ?? recordedFrames.measure(replay.transitions)
        let (metrics, evidence, agreement, lastInferredGoal) = intents(
            replay: replay, initialSide: observer.initialSide, tracker: observer.tracker, labels: labels, scene: scene,
            options: options)
        // Reports need the decisions and transitions, not the emitted events: drop them, so a
        // corpus run keeps memory per trace small (the timeline was never kept). The screen
        // history is gone by now, so what is dropped is freed, not copied.
        replay.emittedEvents = []
        var run = AnalyzedTrace.EngineRun(
            engine: kind, replay: replay, evidence: evidence, intents: metrics, agreement: agreement,
            recordedCoverage: replay.recordedCoverage)
        run.frames = frames
        if !options.keepsReplayDetail { run.dropReplayDetail() }
        return (run, lastInferredGoal)
    }

    /// One replay's intents and their figures, the evidence they were read from (none without
    /// `keepsReplayDetail`), with labels how inference agrees with them, and the goal of the
    /// last intent inference found (`TraceParts` asks it, labelled or not).
    private static func intents(
        replay: ReplayResult, initialSide: SceneSide, tracker: consuming ScreenFrameTracker,
        labels: [(t: Double, intent: IntentEvent)], scene: SceneInfo, options: AnalysisOptions
    ) -> (
        metrics: [IntentMetrics], evidence: [SequenceEvidence], agreement: InferenceAgreement?,
        lastInferredGoal: IntentGoal?
    ) {
        let screen = ScreenHistory(initialSide: initialSide, replay: replay, frames: tracker)
        let evidence = SequenceEvidence.collect(
            replay: replay, screen: screen, scene: scene, panSlop: options.recognition.panSlop)
        let inferred = IntentInference.inferred(evidence: evidence)
        let labelled = IntentInference.labelled(labels, evidence: evidence)
        let intents = labelled.isEmpty || options.inferIntents ? inferred : labelled
        let metrics = intents.indices.map { index in
            IntentMetrics.evaluate(
                intents[index], nextIntentStart: index + 1 < intents.count ? intents[index + 1].tStart : nil,
                evidence: evidence, screen: screen)
        }
        let agreement = labelled.isEmpty ? nil : InferenceAgreement(labelled: labelled, inferred: inferred)
        return (metrics, options.keepsReplayDetail ? evidence : [], agreement, inferred.last?.goal)
    }

    /// The analysed trace from its runs, with its flow runs.
    private static func assemble(
        path: String, header: TraceHeader, span: TraceSpan, touches: RecognizedTouches, sequenceCount: Int? = nil,
        populations: [EngineKind], runs: [AnalyzedTrace.EngineRun], options: AnalysisOptions
    ) -> AnalyzedTrace {
        var analysed = AnalyzedTrace(
            path: path, header: header, scenario: header.meta?["scenario"]?.stringValue,
            eventCount: span.count, duration: (span.last ?? 0) - (span.first ?? 0),
            touches: touches, sequenceCount: sequenceCount ?? touches.sequences.count, populations: populations,
            runs: runs)
        if let first = span.first, let last = span.last {
            analysed.flowRuns = options.flows.flatMap {
                FlowMatcher.runs($0, touches: touches, tFirst: first, tLast: last)
            }
        }
        if !options.keepsReplayDetail { analysed.touches = RecognizedTouches(gestures: touches.gestures) }
        return analysed
    }
}

/// What one replay's frames leave as they are rendered: what the screen history keeps of each
/// transition (`ScreenFrameTracker`) and, for a model, its frame figures (`ModelFrames`).
struct FrameObserver {
    let initialSide: SceneSide
    var tracker: ScreenFrameTracker
    var modelFrames: ModelFrames?

    /// An observer of a replay starting on `initialSide` of a trace (or part) whose touch
    /// sequences go down at `downs`, its first sequence first.
    init(
        kind: EngineKind, clock: FrameClock, downs: ArraySlice<Double>, initialSide: SceneSide,
        recordedFrames: RecordedFrames
    ) {
        self.initialSide = initialSide
        tracker = ScreenFrameTracker(clock: clock, downs: downs)
        modelFrames =
            kind == .recorded
            ? nil : ModelFrames(clock: clock, initialSide: initialSide, recordedFrames: recordedFrames.frames)
    }

    mutating func add(_ frame: TimelineFrame, transitions: [TransitionRecord], lateFrames: [LateFrame]) {
        tracker.add(frame, transitions: transitions)
        modelFrames?.add(frame, transitions: transitions, lateFrames: lateFrames)
    }
}

/// Hands `progress` how far a replay has come every `TraceAnalyzer.progressStride` frames.
private struct ProgressTicker {
    private let progress: ((AnalysisProgress) -> Void)?
    private let span: TraceSpan
    private let engines: [EngineKind]
    private let replay: Int
    private let replays: Int
    private var untilNext = TraceAnalyzer.progressStride

    /// For replay `replay` (of `replays`, against `engines`) of a trace spanning `span`.
    init(
        _ progress: ((AnalysisProgress) -> Void)?, span: TraceSpan, engines: [EngineKind], replay: Int, of replays: Int
    ) {
        self.progress = progress
        self.span = span
        self.engines = engines
        self.replay = replay
        self.replays = replays
    }

    /// A frame at `t` was rendered.
    mutating func frame(at t: Double) {
        guard let progress else { return }
        untilNext -= 1
        guard untilNext == 0 else { return }
        untilNext = TraceAnalyzer.progressStride
        progress(AnalysisProgress(engines: engines, replay: replay, replays: replays, fraction: span.fraction(at: t)))
    }
}

/// How many events a trace has and the times of its first and last.
private struct TraceSpan {
    private(set) var count = 0
    private(set) var first: Double?
    private(set) var last: Double?

    init() {}

    init(events: [TraceEvent]) {
        count = events.count
        first = events.first?.t
        last = events.last?.t
    }

    mutating func add(_ t: Double) {
        count += 1
        if first == nil { first = t }
        last = t
    }

    /// The share of the span's time before `t` (0...1; 1 for a span of no time).
    func fraction(at t: Double) -> Double {
        guard let first, let last, last > first else { return 1 }
        return min(max((t - first) / (last - first), 0), 1)
    }
}

/// What the first reading of a streamed trace gathers for the replays: when its touch sequences
/// went down (`TouchSequencer.Downs`; the whole recognition only for a trace no engine replays,
/// whose touches are the result), the span, whether it has labels, the `frame` events' times
/// (the clock) and what the recording's own frame
/// figures are made of (`RecordedFrames.Collector`: its frames and, when `keepsTransitions` (the
/// recorded engine replays the trace), its transitions' progress; never the events).
private struct FirstPass {
    /// The whole recognition, made only when no engine replays the trace (its result is then
    /// the trace's touches); otherwise the replays recognize again and only the downs are kept.
    var recognition: OnlineRecognition?
    var downs = TouchSequencer.Downs()
    var span = TraceSpan()
    var hasLabels = false
    var frameTimes: [Double] = []
    var recordedFrames: RecordedFrames.Collector
    /// Whether a touch went down on a target the role table leaves unnamed (`TargetRole.other`),
    /// which inference learns from the whole trace (`LearnedTargets`).
    var hasUnnamedTargets = false

    init(header: TraceHeader, recognition: RecognitionConfiguration?, keepsTransitions: Bool) {
        self.recognition = recognition.map { OnlineRecognition(header: header, recognition: $0) }
        recordedFrames = RecordedFrames.Collector(header: header, readsTransitions: keepsTransitions)
    }

    mutating func add(_ event: TraceEvent) {
        span.add(event.t)
        recognition?.add(event)
        switch event.payload {
        case .touch(let touch):
            downs.add(touch, at: event.t)
            if touch.phase == .began, let target = touch.target, !hasUnnamedTargets {
                hasUnnamedTargets = TargetRole(target: target) == .other
            }
        case .intent: hasLabels = true
        case .frame: frameTimes.append(event.t)
        default: break
        }
        recordedFrames.add(event)
    }
}
