import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// A trace recorded on a screen the engines do not model (`"scene": {"kind": "other"}`, an
/// onboarding flow): recognized and walked through the flows, never replayed, no intents, yet in
/// the populations its header puts it in, so its flow runs count there.
@Suite("Scene kind other: gestures and flows, no replay, no intents")
struct OtherSceneTests {
    /// A labelled media-viewer scenario (two intents, taps and a pan), and the same events on an
    /// `other` scene.
    static func traces() throws -> (viewer: LoadedTrace, other: TraceHeader) {
        let trace = try LoadedTrace.load(path: TestPaths.trace("scenarios/blocked-touch-then-retry.jsonl").path)
        #expect(trace.isValid)
        var header = trace.header
        header.scene.kind = .other
        return (trace, header)
    }

    static let anyTap = Flow(
        name: "one-tap",
        steps: [FlowStep(name: "tap", expectation: .gesture(kind: .tap, direction: nil, target: nil))])

    @Test(
        "no engine replays it and it has no intents, labelled or inferred, even in a what-if",
        arguments: [false, true])
    func notReplayed(whatIf: Bool) throws {
        let (viewer, otherHeader) = try Self.traces()
        let options = AnalysisOptions(
            recognition: .default, engines: [.legacy, .fluid], whatIf: whatIf, flows: [Self.anyTap])
        let onViewer = TraceAnalyzer.analyze(
            path: "v", header: viewer.header, events: viewer.events, options: options)
        let onOther = TraceAnalyzer.analyze(path: "o", header: otherHeader, events: viewer.events, options: options)
        // The viewer trace is scored: the comparison that makes the other-scene one meaningful.
        #expect(onViewer.runs.map(\.engine) == [.legacy, .fluid])
        #expect(onViewer.runs.allSatisfy { !$0.intents.isEmpty })
        // The same touches on another screen: recognized alike, never replayed.
        #expect(onOther.runs.isEmpty)
        #expect(onOther.gestures == onViewer.gestures)
        #expect(onOther.populations == onViewer.populations)
        #expect(onOther.populations == [.legacy, .fluid])
        #expect(!onOther.flowRuns.isEmpty)
        #expect(onOther.flowRuns == onViewer.flowRuns)
    }

    @Test("its flow runs count in its populations' flow rows; it adds no intent rows")
    func summaryRows() throws {
        let (viewer, otherHeader) = try Self.traces()
        let options = AnalysisOptions(recognition: .default, engines: [.legacy, .fluid], flows: [Self.anyTap])
        let trace = TraceAnalyzer.analyze(path: "o", header: otherHeader, events: viewer.events, options: options)
        var summary = CorpusSummary(engines: [.legacy, .fluid], flows: [Self.anyTap])
        summary.add(trace)
        let completion = summary.flowRows().filter { $0.metric == .flowCompletion }
        #expect(completion.map(\.engine) == [.legacy, .fluid])
        #expect(completion.allSatisfy { $0.rate?.denominator == trace.flowRuns.count && $0.rate!.denominator > 0 })
        #expect(summary.traceRows(trace, engine: .fluid).isEmpty)
        let intentRows = summary.rows(engine: .fluid).filter { $0.metric == .gesturesPerIntent }
        #expect(!intentRows.isEmpty)
        #expect(intentRows.allSatisfy { ($0.distribution?.count ?? 0) == 0 })
    }
}
