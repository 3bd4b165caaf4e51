import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Analysis runs on the replay's own frame clock (the trace's `frame` events when present), never
/// on a period derived from the header (issue 12, item 5).
@Suite("Analysis on the replay's frame clock")
struct FrameClockAnalysisTests {
    /// `pan-reverses-past-start.jsonl` with 120 Hz `frame` events (k · 1000/120 ms, written to
    /// 3 decimals) while its header still says 60 Hz.
    static let fixture = "frames/pan-reverses-past-start-120hz.jsonl"

    @Test("a pan reversed past its start at 120 Hz: back at the start at 1141.667 ms displayed, not 1150")
    func backAtStartOnTheTracesFrames() throws {
        let path = TestPaths.fixture(Self.fixture).path
        let trace = try LoadedTrace.load(path: path)
        #expect(trace.isValid)
        #expect(trace.header.device.refreshHz == 60)
        let analyzed = TraceAnalyzer.analyze(
            path: Self.fixture, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: [.legacy, .fluid]))
        // By hand: the move at 1128 brings the finger back to its start (y 300), so the progress is
        // back at 1 in the frame that applies it: the first 120 Hz frame at or after 1128 is frame
        // 136 (1133.333 ms), shown one frame later, frame 137: 1141.667 ms. A 60 Hz period from the
        // header would add 16.667 ms to 1133.333 instead and say 1150.
        for run in analyzed.runs {
            let cancel = try #require(run.intents.first { $0.intent.goal == .cancel }, "\(run.engine)")
            let back = try #require(cancel.tReached, "\(run.engine)")
            #expect(abs(back - 1141.667) < 1e-9, "\(run.engine): \(back)")
            #expect(abs(cancel.timeToCancel! - 141.667) < 1e-9, "\(run.engine)")
        }
    }
}
