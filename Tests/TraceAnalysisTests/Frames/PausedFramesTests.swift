import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import _TestSupport

/// The recorder's idle pause (docs/analysis.md "Frames"): the interval that spans a
/// `recorder.framesPaused`, `recorder.framesResumed` pair is no hitch and no dropped frames.
@Suite("Frames the recorder paused are not hitches")
struct PausedFramesTests {
    static let fixture = "frames/paused-then-present-60hz.jsonl"

    /// The fixture's events, without the recorder's pause markers when `markers` is false, and with
    /// a tap on the grid before the pause when `tap` is true (the models then present, across the
    /// pause, as when capture is paused mid-transition).
    static func analyze(markers: Bool, tap: Bool = false) throws -> AnalyzedTrace {
        let trace = try LoadedTrace.load(path: TestPaths.fixture(fixture).path)
        #expect(trace.isValid)
        var events = trace.events.filter { event in
            if case .marker = event.payload { return markers }
            return true
        }
        if tap {
            let down = TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 300))
            var up = down
            up.phase = .ended
            events += [TraceEvent(t: 10, .touch(down)), TraceEvent(t: 50, .touch(up))]
            events.sort { $0.t < $1.t }
        }
        return TraceAnalyzer.analyze(
            path: fixture, header: trace.header, events: events,
            options: AnalysisOptions(recognition: .default, engines: tap ? [.recorded, .fluid, .legacy] : [.recorded]))
    }

    @Test("frames, an idle pause, then a present on the first frame after it: no hitch from the gap")
    func gapAfterAPauseIsNoHitch() throws {
        let frames = try #require(try Self.analyze(markers: true).runs.first?.frames.first)
        #expect(frames.hitches == 0)
        #expect(frames.hitchTimeMs == 0)
        #expect(frames.droppedFrames == 0)
        #expect(frames.hitchTimeRatio == 0)
        #expect(frames.startJump == 0)
    }

    @Test("without the markers the same gap is one hitch of 883.333 ms and 53 dropped frames")
    func withoutTheMarkersTheGapIsAHitch() throws {
        let frames = try #require(try Self.analyze(markers: false).runs.first?.frames.first)
        #expect(frames.hitches == 1)
        #expect(abs((frames.hitchTimeMs ?? 0) - 883.333) < 1e-9)
        #expect(frames.droppedFrames == 53)
    }

    @Test("the models replayed on the recording's frames skip the paused interval too")
    func modelsSkipThePausedInterval() throws {
        for markers in [true, false] {
            let analyzed = try Self.analyze(markers: markers, tap: true)
            for run in analyzed.runs where run.engine != .recorded {
                let frames = try #require(run.frames.first, "\(run.engine)")
                #expect(frames.hitches == (markers ? 0 : 1), "\(run.engine), markers: \(markers)")
                #expect((frames.droppedFrames ?? 0) == (markers ? 0 : 53), "\(run.engine), markers: \(markers)")
            }
        }
    }
}
