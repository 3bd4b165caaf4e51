import Foundation
import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Analysis reads each replay's timeline frame by frame as it is rendered and never holds it
/// (docs/performance.md). What it finds must be exactly what the whole timeline gives: the frame
/// figures (`ModelFrames`), and the screen history's depth at every sequence down and return to
/// the origin, checked against the rule applied to the whole timeline, on every bundled trace
/// (recorded ones with their own frames among them) and on a long trace of cancelled dismisses.
@Suite("The streamed timeline")
struct StreamedTimelineTests {
    /// Every bundled trace, and one long trace of grabbed and released dismisses.
    static let traces: [(name: String, header: TraceHeader, events: [TraceEvent])] = {
        let root = TestPaths.trace("")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        var traces: [(name: String, header: TraceHeader, events: [TraceEvent])] = files.compactMap { relative in
            guard let trace = try? LoadedTrace.load(path: root.appendingPathComponent(relative).path), trace.isValid
            else { return nil }
            return (relative, trace.header, trace.events)
        }
        traces.append(("long cancels", TraceHeader(), longCancels))
        return traces
    }()

    /// 300 cycles: a tap opens, a slow drag down starts the dismiss, the finger lifts, comes back
    /// down on the moving transition and drags it back up (a cancel).
    static let longCancels: [TraceEvent] = {
        let pull = TouchScript.drag(id: 2, t0: 1_000, from: Point(x: 100, y: 300), by: Point(x: 0, y: 120)).events
        let back = TouchScript.drag(id: 3, t0: 1_200, from: Point(x: 100, y: 420), by: Point(x: 0, y: -200)).events
        let cycle = TouchScript().down(0, 1, 100, 300).up(60, 1, 100, 300).events + pull + back
        var events: [TraceEvent] = []
        for number in 0..<300 {
            let t0 = Double(number) * 3_000
            events += cycle.map { TraceEvent(t: t0 + $0.t, $0.payload) }
        }
        return events
    }()

    @Test("frame figures and screen history equal the whole timeline's", arguments: [EngineKind.legacy, .fluid])
    func equalToWholeTimeline(engine: EngineKind) {
        var transitions = 0
        var cancelled = 0
        for (name, header, events) in Self.traces where header.scene.hasModelledTransition {
            let options = AnalysisOptions(recognition: .default, engines: [engine], whatIf: true)
            let analysed = TraceAnalyzer.analyze(path: name, header: header, events: events, options: options)
            guard let run = analysed.runs.first else { continue }
            let recognized = RecognizedTrace(ReplayInput(header: header, events: events), recognition: .default)
            let whole = engine.engine(recognition: .default).replay(recognized)
            #expect(!whole.timeline.isEmpty)
            #expect(run.replay.transitions == whole.transitions, "\(name)")
            let recordedFrames = RecordedFrames(header: header, events: events).frames
            let expected = ModelFrames(replay: whole, initialSide: header.scene.initial, recordedFrames: recordedFrames)
                .measure()
            #expect(run.frames == expected, "\(name)")

            let screen = ScreenHistory(initialSide: header.scene.initial, replay: whole)
            let reference = Reference(replay: whole)
            for index in whole.transitions.indices {
                #expect(screen.backAtOrigin(index) == reference.backAtOrigin(index), "\(name) \(index)")
                for sequence in whole.touches.sequences {
                    #expect(
                        screen.depth(of: index, at: sequence.tBegin) == reference.depth(of: index, at: sequence.tBegin),
                        "\(name) \(index)")
                }
            }
            transitions += whole.transitions.count
            cancelled += whole.transitions.filter { $0.outcome == .cancelled }.count
        }
        #expect(transitions > 500)
        #expect(cancelled > 0)
    }

    /// An observed replay (what analysis runs) hands its frames on and keeps no emitted events,
    /// which would grow with the trace: its decisions and transitions are the whole replay's.
    @Test("an observed replay keeps no emitted events", arguments: [EngineKind.legacy, .fluid])
    func observedReplayKeepsNoEmittedEvents(engine: EngineKind) {
        let recognized = RecognizedTrace(
            ReplayInput(header: TraceHeader(), events: Self.longCancels), recognition: .default)
        let whole = engine.engine(recognition: .default).replay(recognized)
        var frames = 0
        let observed = engine.engine(recognition: .default).replay(recognized) { _, _, _ in frames += 1 }
        #expect(whole.emittedEvents.count >= 2 * whole.transitions.count)
        #expect(observed.emittedEvents.isEmpty)
        #expect(observed.timeline.isEmpty)
        #expect(frames == whole.timeline.count)
        #expect(observed.decisions == whole.decisions)
        #expect(observed.transitions == whole.transitions)
    }

    /// The screen history's frame rules applied to a whole timeline, as they were written before
    /// the timeline was streamed.
    struct Reference {
        let replay: ReplayResult
        let frames: [[(t: Double, progress: Double)]]

        init(replay: ReplayResult) {
            self.replay = replay
            let transitions = replay.transitions
            let clock = replay.clock
            var frames = Array(repeating: [(t: Double, progress: Double)](), count: transitions.count)
            for frame in replay.timeline {
                guard let id = frame.transitionId else { continue }
                let own = clock.firstFrame(atOrAfter: frame.t)
                let displayed = frame.t + clock.time(ofFrame: own.index + clock.renderLatencyFrames) - own.t
                let candidates = transitions.indices.filter { transitions[$0].id == id }
                if let owner = candidates.last(where: { transitions[$0].tStart <= displayed }) ?? candidates.first {
                    frames[owner].append((displayed, frame.progress))
                }
            }
            self.frames = frames
        }

        func backAtOrigin(_ index: Int) -> Double? {
            let record = replay.transitions[index]
            guard record.outcome == .cancelled, let end = record.tEnd else { return nil }
            let origin = record.operation == .dismiss ? 1.0 : 0.0
            guard let last = frames[index].last, abs(last.progress - origin) < 1e-9 else { return end }
            var first = last.t
            for frame in frames[index].reversed() {
                guard abs(frame.progress - origin) < 1e-9 else { break }
                first = frame.t
            }
            return min(first, end)
        }

        func depth(of index: Int, at t: Double) -> Double {
            let origin = replay.transitions[index].operation == .dismiss ? 1.0 : 0.0
            guard let last = frames[index].last(where: { $0.t <= t }) else { return 0 }
            return min(1, abs(last.progress - origin))
        }
    }
}
