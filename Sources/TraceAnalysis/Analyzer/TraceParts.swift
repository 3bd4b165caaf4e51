import GestureRecognition
import TraceModel
import TransitionSimulation

/// The second reading of a streamed trace measured part by part, so that what measuring holds
/// (the replays' decisions and transitions, the touch sequences, the screen history, the
/// evidence) is that of one part, not of the whole trace (docs/performance.md "A long trace").
///
/// A part ends at a **cut**: an event where every engine rests exactly on a side with nothing
/// pending (`StreamedReplays.restingPoint(at:)`), no finger is down, the last finger lifted more than
/// a double-tap timeout before (no tap a later one could pair with), and the last transition
/// started at least a reaction time before (`ScreenHistory.transitionEndedUnseen` looks no
/// further back). With labels, a cut is at an `intent` event after the first (the part after it
/// starts with its intent); without, at a touch's `began`. The replays then start again from
/// each engine's resting side, numbering transitions on, and the part is measured as a trace
/// of its own. Cuts come once a part has at least `AnalysisOptions.partSequences` sequences.
///
/// A part is kept back until the next one is measured: the cut between them stands only when the
/// next part's first sequence starts an intent of its own under inference on every engine (it
/// implies a goal, does not continue the previous part's last intent's retry chain, and is not
/// the retry of an ignored first try before it). When it does not, the two parts are measured
/// again as one, from the first one's start. What the parts give is then rebased (sequence
/// indices, inferred intents' numbers) and appended: the same runs as one measure of the whole.
///
/// Used when nothing reads across parts otherwise: no flows, no recorded engine (its credit of a
/// recorded transition to an earlier touch), no target the role table leaves unnamed
/// (`LearnedTargets` learns those from the whole trace), and the replay's detail not kept.
struct TraceParts {
    /// Where a part starts: the engines' resting sides and transitions numbered, its first
    /// sequence's index in the trace and the time of its first event.
    private struct Start {
        var point: [(side: SceneSide, transitionsNumbered: Int)]?
        var sequence: Int
        var time: Double
    }

    /// A measured part waiting for the next one to say whether the cut after it stands.
    private struct Part {
        var start: Start
        var events: [TraceEvent]
        var runs: [AnalyzedTrace.EngineRun]
        var gestures: [Gesture]
        var sequenceCount: Int
        /// Per engine: its first and last sequences' evidence and the goal of its last inferred intent.
        var first: [SequenceEvidence?]
        var second: [SequenceEvidence?]
        var last: [SequenceEvidence?]
        var lastGoal: [IntentGoal?]
        /// The latest lift of any of its sequences.
        var lastUp: Double
    }

    private let kinds: [EngineKind]
    private let header: TraceHeader
    private let options: AnalysisOptions
    private let clock: FrameClock
    private let recordedFrames: RecordedFrames
    private let downs: [Double]
    /// Whether the trace has `intent` labels (then parts start at one).
    private let hasLabels: Bool
    private let observe: (_ replay: Int, _ frame: TimelineFrame) -> Void

    /// What the replays being fed hand their frames to: a reference, so that feeding them needs
    /// no access to the parts while they are being fed.
    private final class Watch {
        var observers: [FrameObserver]
        /// The latest start of a transition seen.
        var lastTransitionStart = -Double.infinity
        /// Hands a frame to its replay's observer (made once: not a closure per event).
        private(set) var hand: (Int, TimelineFrame, [TransitionRecord], [LateFrame]) -> Void = { _, _, _, _ in }

        init(_ observers: [FrameObserver], observe: @escaping (_ replay: Int, _ frame: TimelineFrame) -> Void) {
            self.observers = observers
            hand = { [unowned self] replay, frame, transitions, late in
                self.observers[replay].add(frame, transitions: transitions, lateFrames: late)
                if let last = transitions.last { self.lastTransitionStart = max(self.lastTransitionStart, last.tStart) }
                observe(replay, frame)
            }
        }
    }

    private var start: Start
    private var events: [TraceEvent] = []
    private var replays: StreamedReplays
    private let watch: Watch
    private var held: Part?
    /// The latest finger lift seen, and whether a label has been.
    private var lastUp = -Double.infinity
    private var sawLabel = false
    /// The touch sequences the part being fed has (a `began` each).
    private var sequencesInPart = 0

    /// What the parts measured so far, rebased and appended.
    private(set) var runs: [AnalyzedTrace.EngineRun]
    private(set) var gestures: [Gesture] = []
    private(set) var sequenceCount = 0
    /// How many parts were measured and appended.
    private(set) var partCount = 0
    /// With `handOver`: the gestures of the parts handed over.
    private(set) var handedOverGestures = 0
    private var inferredNumbered: [Int]
    /// Hears each part once it stands, rebased (its runs, in the engines' order, and its
    /// gestures), in place of appending it to `runs` and `gestures`: a caller that writes and
    /// drops each part's rows holds one part at a time. The runs then keep only the agreement.
    private let handOver: ((_ runs: [AnalyzedTrace.EngineRun], _ gestures: [Gesture]) -> Void)?

    /// Whether a trace can be measured in parts under `options`, by what its first reading saw.
    static func apply(to kinds: [EngineKind], options: AnalysisOptions, hasUnnamedTargets: Bool) -> Bool {
        !options.keepsReplayDetail && options.flows.isEmpty && !kinds.contains(.recorded) && !hasUnnamedTargets
    }

    init(
        kinds: [EngineKind], header: TraceHeader, options: AnalysisOptions, clock: FrameClock,
        recordedFrames: RecordedFrames, downs: [Double], hasLabels: Bool, startTime: Double,
        handOver: ((_ runs: [AnalyzedTrace.EngineRun], _ gestures: [Gesture]) -> Void)? = nil,
        observe: @escaping (_ replay: Int, _ frame: TimelineFrame) -> Void
    ) {
        self.handOver = handOver
        self.kinds = kinds
        self.header = header
        self.options = options
        self.clock = clock
        self.recordedFrames = recordedFrames
        self.downs = downs
        self.hasLabels = hasLabels
        self.observe = observe
        start = Start(point: nil, sequence: 0, time: startTime)
        replays = Self.replays(kinds, header: header, options: options, clock: clock, from: start)
        watch = Watch(
            Self.observers(kinds, header: header, clock: clock, downs: downs, from: start, recordedFrames),
            observe: observe)
        runs = kinds.map {
            AnalyzedTrace.EngineRun(
                engine: $0, replay: ReplayResult(engine: $0, clock: clock), evidence: [], intents: [])
        }
        inferredNumbered = kinds.map { _ in 0 }
    }

    /// Feeds the next event of the trace, ending a part before it when it is a cut.
    mutating func feed(_ event: TraceEvent) {
        if isCut(before: event) {
            // Render up to the event's frame, as feeding it would first, to see whether all rest.
            replays.advance(to: event.t, observe: watch.hand)
            if event.t - watch.lastTransitionStart >= SequenceEvidence.reactionTime,
                let point = replays.restingPoint(at: event.t)
            {
                close(at: event.t, next: point)
            }
        }
        if case .intent = event.payload { sawLabel = true }
        if let touch = event.touch {
            if touch.phase == .began { sequencesInPart += 1 }
            if touch.phase.isTerminal { lastUp = max(lastUp, event.t) }
        }
        events.append(event)
        replays.feed(event, observe: watch.hand)
    }

    /// Measures the last part: `runs`, `gestures`, `sequenceCount` and `partCount` then hold
    /// what every part measured.
    mutating func finish() {
        let last = measure(finishing: &replays, observers: &watch.observers, events: events, from: start)
        settle(last)
        if let held { emit(held) }
        held = nil
    }

    /// Whether a cut before `event` is worth asking the replays about: the part is long enough,
    /// the event is where a part may start, and the last finger lifted long enough before.
    private func isCut(before event: TraceEvent) -> Bool {
        guard sequencesInPart >= max(1, options.partSequences) else { return false }
        if !hasLabels {
            guard let touch = event.touch, touch.phase == .began else { return false }
        } else {
            guard case .intent = event.payload, sawLabel else { return false }
        }
        return event.t - lastUp > options.recognition.doubleTapTimeout
    }

    /// Ends the part being fed at `t` and starts the next from `point`.
    private mutating func close(at t: Double, next point: [(side: SceneSide, transitionsNumbered: Int)]) {
        let part = measure(finishing: &replays, observers: &watch.observers, events: events, from: start)
        let next = Start(point: point, sequence: start.sequence + part.sequenceCount, time: t)
        settle(part)
        start = next
        events = []
        sequencesInPart = 0
        replays = Self.replays(kinds, header: header, options: options, clock: clock, from: next)
        watch.observers = Self.observers(kinds, header: header, clock: clock, downs: downs, from: next, recordedFrames)
    }

    /// Keeps `part` back, after emitting the part held before it if the cut between them stands,
    /// or measuring the two again as one if it does not.
    private mutating func settle(_ part: Part) {
        guard let previous = held else {
            held = part
            return
        }
        if Self.cutStands(between: previous, and: part) {
            emit(previous)
            held = part
        } else {
            var replays = Self.replays(kinds, header: header, options: options, clock: clock, from: previous.start)
            var observers = Self.observers(
                kinds, header: header, clock: clock, downs: downs, from: previous.start, recordedFrames)
            let events = previous.events + part.events
            for event in events {
                replays.feed(event) { replay, frame, transitions, late in
                    observers[replay].add(frame, transitions: transitions, lateFrames: late)
                }
            }
            held = measure(finishing: &replays, observers: &observers, events: events, from: previous.start)
        }
    }

    /// Whether `next`'s first sequence starts an intent of its own on every engine, as a measure
    /// of the two parts as one would read it.
    private static func cutStands(between previous: Part, and next: Part) -> Bool {
        // A part without sequences says nothing of the next one's: it joins the one before.
        guard next.sequenceCount > 0 else { return false }
        for engine in next.first.indices {
            guard let first = next.first[engine], first.doubleTapRole != .second,
                let goal = IntentInference.goal(of: first, next: next.second[engine])
            else { return false }
            if let last = previous.last[engine],
                IntentInference.retriedGoal(of: last, next: first) != nil
            {
                return false
            }
            if let lastGoal = previous.lastGoal[engine],
                lastGoal == goal || (lastGoal == .cancel && goal == .close),
                first.tDown - previous.lastUp < IntentInference.retryMergeWindow
            {
                return false
            }
        }
        return true
    }

    /// Finishes `replays` and measures what they replayed, `events` from `start`.
    private func measure(
        finishing replays: inout StreamedReplays, observers: inout [FrameObserver], events: [TraceEvent],
        from start: Start
    ) -> Part {
        var results = replays.finish { replay, frame, transitions, late in
            observers[replay].add(frame, transitions: transitions, lateFrames: late)
        }
        let touches = replays.touches
        let partLabels: [(t: Double, intent: IntentEvent)] = events.compactMap {
            if case .intent(let intent) = $0.payload { return ($0.t, intent) }
            return nil
        }
        var part = Part(
            start: start, events: events, runs: [], gestures: touches.gestures,
            sequenceCount: touches.sequences.count, first: [], second: [], last: [], lastGoal: [],
            lastUp: touches.sequences.compactMap(\.tEnd).max() ?? -Double.infinity)
        results.reverse()
        observers.reverse()
        var partOptions = options
        partOptions.keepsReplayDetail = true
        for kind in kinds {
            var (run, lastGoal) = TraceAnalyzer.measure(
                kind, replay: results.removeLast(), observer: observers.removeLast(), recordedFrames: recordedFrames,
                labels: partLabels, scene: header.scene, options: partOptions)
            let evidence = run.evidence
            part.first.append(evidence.first)
            part.second.append(evidence.count > 1 ? evidence[1] : nil)
            part.last.append(evidence.last)
            part.lastGoal.append(lastGoal)
            run.dropReplayDetail()
            part.runs.append(run)
        }
        return part
    }

    /// Appends `part`'s runs and gestures, rebased on what came before it, or hands them over
    /// (`handOver`) and keeps only their counts and agreement.
    private mutating func emit(_ part: Part) {
        let base = sequenceCount
        let inferred = !hasLabels || options.inferIntents
        var handed: [AnalyzedTrace.EngineRun] = []
        for (engine, run) in part.runs.enumerated() {
            if handOver == nil {
                // In place: a copy of the run would copy everything appended so far.
                Self.rebase(run, on: base, inferred: inferred, numbered: &inferredNumbered[engine], into: &runs[engine])
            } else {
                var own = AnalyzedTrace.EngineRun(
                    engine: run.engine, replay: ReplayResult(engine: run.engine, clock: clock), evidence: [],
                    intents: [], agreement: run.agreement, recordedCoverage: run.recordedCoverage)
                Self.rebase(run, on: base, inferred: inferred, numbered: &inferredNumbered[engine], into: &own)
                handed.append(own)
            }
            if let agreement = run.agreement {
                guard let before = runs[engine].agreement else {
                    runs[engine].agreement = agreement
                    continue
                }
                // Counts of one trace's sequences: no sum of them overflows.
                guard let intents = before.intents.adding(agreement.intents),
                    let sequences = before.sequences.adding(agreement.sequences)
                else { preconditionFailure("the agreement counts of one trace overflow") }
                runs[engine].agreement = InferenceAgreement(intents: intents, sequences: sequences)
            }
        }
        if let handOver {
            handOver(handed, part.gestures)
            handedOverGestures += part.gestures.count
        } else {
            gestures += part.gestures
        }
        sequenceCount += part.sequenceCount
        partCount += 1
    }

    /// Appends `run`'s transitions, late frames, intents and frames to `target`: sequence indices
    /// moved on by `base`, inferred intents numbered on from `numbered`.
    private static func rebase(
        _ run: AnalyzedTrace.EngineRun, on base: Int, inferred: Bool, numbered: inout Int,
        into target: inout AnalyzedTrace.EngineRun
    ) {
        for var record in run.replay.transitions {
            record.startedBySequence = record.startedBySequence.map { $0 + base }
            record.retargetedBySequences = record.retargetedBySequences.map { $0 + base }
            target.replay.transitions.append(record)
        }
        target.replay.lateFrames += run.replay.lateFrames
        for var metrics in run.intents {
            if inferred {
                numbered += 1
                metrics.intent.id = Intent.inferredId(numbered)
            }
            for index in metrics.ignored.indices { metrics.ignored[index].sequence += base }
            target.intents.append(metrics)
        }
        target.frames += run.frames
    }

    private static func replays(
        _ kinds: [EngineKind], header: TraceHeader, options: AnalysisOptions, clock: FrameClock, from start: Start
    ) -> StreamedReplays {
        StreamedReplays(
            kinds: kinds, header: header, configuration: options.engineConfiguration, recognition: options.recognition,
            clock: clock, startTime: start.time, from: start.point)
    }

    private static func observers(
        _ kinds: [EngineKind], header: TraceHeader, clock: FrameClock, downs: [Double], from start: Start,
        _ recordedFrames: RecordedFrames
    ) -> [FrameObserver] {
        kinds.enumerated().map { index, kind in
            FrameObserver(
                kind: kind, clock: clock, downs: downs[min(start.sequence, downs.count)...],
                initialSide: start.point?[index].side ?? header.scene.initial, recordedFrames: recordedFrames)
        }
    }

}
