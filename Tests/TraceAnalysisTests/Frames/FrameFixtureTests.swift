import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// The hand-made frame fixtures of `traces/scenarios/frames-*.jsonl` (traces/README.md), each
/// with the answers worked out by hand in its `meta.note`, measured on the recorded engine.
@Suite("Frame fixtures: pacing, stepping and start jumps of recorded transitions")
struct FrameFixtureTests {
    /// The frame figures of the fixture's single recorded transition (`traces/scenarios/NAME`).
    static func frames(_ name: String) throws -> TransitionFrames {
        try frames(name, at: TestPaths.trace("scenarios/\(name)").path)
    }

    /// The frame figures of the single recorded transition of the trace at `path`.
    static func frames(_ name: String, at path: String) throws -> TransitionFrames {
        let trace = try LoadedTrace.load(path: path)
        #expect(trace.isValid)
        let analyzed = TraceAnalyzer.analyze(
            path: name, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: [.recorded]))
        let run = try #require(analyzed.runs.first)
        #expect(run.frames.count == 1)
        return try #require(run.frames.first)
    }

    @Test("120 Hz, 13 ms snapshot at the start: one hitch 8.333 ms late, one dropped frame")
    func stallAt120Hz() throws {
        let frames = try Self.frames("frames-stall-120hz.jsonl")
        #expect(frames.hitches == 1)
        // The callback at 108.333 ms after one whose target was 100 ms.
        #expect(abs(frames.hitchTimeMs! - 8.333) < 1e-9)
        #expect(frames.droppedFrames == 1)
        // 8.333 ms in a 100 ms transition.
        #expect(abs(frames.hitchTimeRatio! - 83.33) < 1e-9)
        #expect(HitchRating(ratio: frames.hitchTimeRatio!) == .critical)
        #expect(frames.staleFrameShare == 0 && frames.stepped == false && frames.startJump! < 1e-4)
    }

    @Test("the same 13 ms start at 60 Hz: no hitch")
    func stallAt60Hz() throws {
        let frames = try Self.frames("frames-stall-60hz.jsonl")
        #expect(frames.hitches == 0 && frames.hitchTimeMs == 0 && frames.droppedFrames == 0)
        #expect(frames.hitchTimeRatio == 0)
        #expect(HitchRating(ratio: 0) == .good)
    }

    @Test("a 60 Hz Timer on a 120 Hz display: half the frames stale, stepped")
    func timerStepped() throws {
        let frames = try Self.frames("frames-timer-stepped-120hz.jsonl")
        #expect(frames.staleFrameShare == 0.5)  // 20 of 40 frames
        #expect(frames.stepped == true)
        #expect(frames.hitches == 0 && frames.startJump == 0)
    }

    @Test("progress from elapsed time: no stale frame, not stepped")
    func timeBased() throws {
        let frames = try Self.frames("frames-time-based-120hz.jsonl")
        #expect(frames.staleFrameShare == 0)
        #expect(frames.stepped == false)
    }

    @Test("a present whose first frame shows 0.35 while the chat rested at 0: a flagged start jump")
    func startJump() throws {
        let frames = try Self.frames("frames-start-jump-60hz.jsonl")
        // 0.35 less the motion that follows (0.081247 a frame).
        #expect(abs(frames.startJump! - 0.268753) < 1e-12)
        #expect(frames.midJump! < 1e-4)
        #expect(frames.startJumped == true)
        #expect(frames.hitches == 0)
    }

    @Test("a dismiss that starts where the viewer rested: start jump 0")
    func cleanStart() throws {
        let frames = try Self.frames("frames-clean-start-60hz.jsonl")
        #expect(frames.startJump == 0)
        #expect(frames.startJumped == false)
        #expect(frames.stepped == false && frames.hitches == 0)
    }

    @Test("a recording without frame events has no pacing, no stepping and no jumps: the began is no frame")
    func noFrames() throws {
        let header = TraceHeader(clock: .milliseconds)
        let events = [
            TraceEvent(t: 0, .transition(TransitionEvent(id: "a", event: .began, operation: .present, progress: 0.2))),
            TraceEvent(t: 50, .transition(TransitionEvent(id: "a", event: .ended, progress: 1, outcome: .completed))),
        ]
        let analyzed = TraceAnalyzer.analyze(
            path: "x", header: header, events: events,
            options: AnalysisOptions(recognition: .default, engines: [.recorded]))
        let frames = try #require(analyzed.runs.first?.frames.first)
        #expect(frames.hitches == nil && frames.hitchTimeMs == nil && frames.droppedFrames == nil)
        #expect(frames.staleFrameShare == nil && frames.stepped == nil)
        #expect(frames.startJump == nil && frames.midJump == nil)
    }
}
