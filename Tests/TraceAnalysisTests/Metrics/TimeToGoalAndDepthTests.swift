import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// `time_to_goal_ms` and `cancel_depth` (docs/analysis.md "Time to goal", "Cancel depth"), checked
/// against the replay's own records rather than against the code that computes them.
@Suite("Time to goal and cancel depth")
struct TimeToGoalAndDepthTests {
    static let frame = 1000.0 / 60

    static func analyze(_ name: String) throws -> AnalyzedTrace {
        let trace = try LoadedTrace.load(path: TestPaths.trace("scenarios/\(name)").path)
        #expect(trace.isValid)
        return TraceAnalyzer.analyze(
            path: name, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: [.legacy, .fluid]))
    }

    @Test("open and close: first touch to reached, +infinity when never reached; cancels have none")
    func timeToGoalOverTheCorpus() {
        var finite = 0
        var never = 0
        for trace in BundledCorpusStoryTests.analysed {
            for run in trace.runs {
                for m in run.intents {
                    guard m.intent.goal != .cancel, let first = m.tFirstTouch else {
                        #expect(m.timeToGoal == nil, "\(trace.path) \(m.intent.id)")
                        continue
                    }
                    if let reached = m.tReached {
                        #expect(m.timeToGoal == reached - first, "\(trace.path) \(m.intent.id)")
                        finite += 1
                    } else {
                        #expect(m.timeToGoal == .infinity, "\(trace.path) \(m.intent.id)")
                        never += 1
                    }
                }
            }
        }
        #expect(finite > 100)
        #expect(never > 0)  // legacy users' unanswered intents
    }

    @Test("an open still heading to its goal when the next intent begins is reached then")
    func openReachedByTheNextIntent() throws {
        let run = try #require(Self.analyze("blocked-touch-then-retry.jsonl").runs.first { $0.engine == .legacy })
        let open = try #require(run.intents.first { $0.intent.id == "open" })
        let close = try #require(run.intents.first { $0.intent.id == "close" })
        let present = try #require(run.replay.transitions.first { $0.id == open.transitionId })
        // The legacy present is still animating when the close's touch goes down at 1152.
        #expect(present.finalSide == .destination && present.tEnd! > close.intent.tStart)
        #expect(open.timeToGoal == close.intent.tStart - 1002)
        #expect(open.timeToGoal! > open.firstTouchLatency!)
    }

    @Test("a cancel is judged on what its first touch met or started, not on the opening its label overlapped")
    func cancelTargetsWhatItsTouchesMet() throws {
        // The bottom sheet, change of mind: the driver labels the cancel 67 ms before the opening
        // ends; the drag goes down 8 ms after it ended, pulls the sheet down and brings it back.
        let trace = try LoadedTrace.load(
            path: TestPaths.fixture("third-party/bottomsheet/change-of-mind.jsonl").path)
        let analysed = TraceAnalyzer.analyze(
            path: trace.path, header: trace.header, events: trace.events,
            options: AnalysisOptions(
                recognition: RecognitionProfile.of(trace.header).configuration, engines: [.recorded]))
        let run = try #require(analysed.runs.first)
        let cancel = try #require(run.intents.first { $0.intent.id == "c00-cancel" })
        let present = try #require(run.replay.transitions.first { $0.operation == .present })
        #expect(cancel.intent.tStart < present.tEnd! && present.tEnd! < cancel.tFirstTouch!)
        let target = try #require(run.replay.transitions.first { $0.id == cancel.transitionId })
        #expect(target.operation == .dismiss && target.outcome == .cancelled)
        #expect(cancel.cancelOk == true)
    }

    @Test("a grab of a dismiss in flight: depth is how far the displayed frame at the grab had gone")
    func depthOfAGrab() throws {
        let run = try #require(Self.analyze("release-then-grab.jsonl").runs.first { $0.engine == .fluid })
        let cancel = try #require(run.intents.first { $0.intent.goal == .cancel })
        let grab = try #require(cancel.tFirstTouch)
        // The frames of the dismiss shown by the grab's down (60 Hz: shown one frame after their
        // time), from a replay of our own: analysis keeps no per-frame timeline.
        let loaded = try LoadedTrace.load(path: TestPaths.trace("scenarios/release-then-grab.jsonl").path)
        let replay = EngineKind.fluid.engine(recognition: .default).replay(
            ReplayInput(header: loaded.header, events: loaded.events))
        let shown = replay.timeline.filter {
            $0.transitionId == cancel.transitionId && $0.t + Self.frame <= grab + 1e-6
        }
        let last = try #require(shown.last)
        let depth = try #require(cancel.cancelDepth)
        #expect(abs(depth - (1 - last.progress)) < 1e-9)  // a dismiss starts from progress 1
        #expect(depth > 0.05 && depth < 1)
        // Legacy ignores the grab: still the same transition, still a depth.
        let legacy = try #require(Self.analyze("release-then-grab.jsonl").runs.first { $0.engine == .legacy })
        #expect(legacy.intents.first { $0.intent.goal == .cancel }?.cancelDepth != nil)
    }

    @Test("a cancel whose own gesture starts the transition undoes nothing yet: depth 0")
    func depthOfAChangeOfMind() throws {
        for run in try Self.analyze("pan-reverses-past-start.jsonl").runs {
            let cancel = try #require(run.intents.first { $0.intent.goal == .cancel })
            #expect(cancel.cancelDepth == 0, "\(run.engine)")
        }
    }
}
