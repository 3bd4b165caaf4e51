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
public enum TraceAnalyzer {
    /// Frames rendered between two calls of `analyze`'s progress: a few minutes of a trace at 60
    /// to 120 Hz.
    public static let progressStride = 16_384

    public static func analyze(
        path: String, header: TraceHeader, events: [TraceEvent],
        options: AnalysisOptions, progress: ((AnalysisProgress) -> Void)? = nil
    ) -> AnalyzedTrace {
        let trace = RecognizedTrace(ReplayInput(header: header, events: events), recognition: options.recognition)
        let labels: [(t: Double, intent: IntentEvent)] = events.compactMap {
            if case .intent(let intent) = $0.payload { return ($0.t, intent) }
            return nil
        }
        // Like for like: each engine replays only the traces its population holds. A scene the
        // engines do not model (`SceneKind.other`) stays in the populations (its flows count there)
        // but is replayed by none, so it has no intents.
        let populations = options.engines.filter {
            SummaryPopulation.of($0, whatIf: options.whatIf).scores(recordedWith: header.engine?.kind, engine: $0)
        }
        let scoring = header.scene.hasModelledTransition ? populations : []
        // The recording's own frames: the recorded engine's figures, and when each model frame
        // replayed on them was meant to be shown.
        let recordedFrames = scoring.isEmpty ? nil : RecordedFrames(header: header, events: events)
        // The replays' frames are read as they are rendered, never held (docs/performance.md):
        // into what the screen history keeps of each transition and into the model's frame figures.
        let clock = scoring.isEmpty ? nil : FrameClock(input: trace.input, configuration: options.engineConfiguration)
        let (tFirst, tLast) = (events.first?.t ?? 0, events.last?.t ?? 0)
        let runs = scoring.enumerated().map { replayIndex, kind -> AnalyzedTrace.EngineRun in
            var tracker = ScreenFrameTracker(clock: clock!, touches: trace.touches)
            var untilProgress = progressStride
            var modelFrames =
                kind == .recorded
                ? nil
                : ModelFrames(clock: clock!, initialSide: header.scene.initial, recordedFrames: recordedFrames!.frames)
            let replay = kind.engine(configuration: options.engineConfiguration, recognition: options.recognition)
                .replay(trace) { frame, transitions, lateFrames in
                    tracker.add(frame, transitions: transitions)
                    modelFrames?.add(frame, transitions: transitions, lateFrames: lateFrames)
                    if let progress {
                        untilProgress -= 1
                        if untilProgress == 0 {
                            untilProgress = progressStride
                            let fraction = tLast > tFirst ? min(max((frame.t - tFirst) / (tLast - tFirst), 0), 1) : 1
                            progress(
                                AnalysisProgress(
                                    engine: kind, replay: replayIndex, replays: scoring.count, fraction: fraction))
                        }
                    }
                }
            let screen = ScreenHistory(initialSide: header.scene.initial, replay: replay, frames: tracker)
            let evidence = SequenceEvidence.collect(
                replay: replay, screen: screen, panSlop: options.recognition.panSlop)
            let inferred = IntentInference.inferred(evidence: evidence)
            let labelled = IntentInference.labelled(labels, evidence: evidence)
            let intents = labelled.isEmpty || options.inferIntents ? inferred : labelled
            let metrics = intents.enumerated().map { index, intent in
                IntentMetrics.evaluate(
                    intent, nextIntentStart: index + 1 < intents.count ? intents[index + 1].tStart : nil,
                    evidence: evidence, screen: screen)
            }
            let frames =
                modelFrames?.finish(transitions: replay.transitions, lateFrames: replay.lateFrames)
                ?? recordedFrames!.measure(replay.transitions)
            // Reports need the decisions and transitions, not the emitted events: drop them, so a
            // corpus run keeps memory per trace small (the timeline was never kept).
            var kept = replay
            kept.emittedEvents = []
            var run = AnalyzedTrace.EngineRun(
                engine: kind, replay: kept, evidence: evidence, intents: metrics,
                agreement: labelled.isEmpty ? nil : InferenceAgreement(labelled: labelled, inferred: inferred))
            run.frames = frames
            return run
        }
        var analysed = AnalyzedTrace(
            path: path, header: header, scenario: header.meta?["scenario"]?.stringValue,
            eventCount: events.count, duration: (events.last?.t ?? 0) - (events.first?.t ?? 0),
            touches: trace.touches, populations: populations, runs: runs)
        if let first = events.first?.t, let last = events.last?.t {
            analysed.flowRuns = options.flows.flatMap {
                FlowMatcher.runs($0, touches: trace.touches, tFirst: first, tLast: last)
            }
        }
        return analysed
    }
}
