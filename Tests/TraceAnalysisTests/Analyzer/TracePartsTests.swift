import Foundation
import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// A streamed trace is measured in parts where nothing reads across a cut (`TraceParts`): the
/// reports are those of one measure of the whole trace, and a cut that inference would read
/// across is undone.
@Suite("A streamed trace measured in parts")
struct TracePartsTests {
    /// Streams `events` in parts of at least `partSequences` sequences, the replay's detail dropped
    /// as a corpus run drops it.
    static func streamed(
        _ events: [TraceEvent], header: TraceHeader = TraceHeader(), partSequences: Int,
        engines: [EngineKind] = [.legacy, .fluid], inferIntents: Bool = false
    ) -> AnalyzedTrace {
        TraceAnalyzer.analyze(
            path: "trace", header: header, streaming: events,
            options: AnalysisOptions(
                recognition: .default, engines: engines, inferIntents: inferIntents, keepsReplayDetail: false,
                partSequences: partSequences))
    }

    /// The trace held and measured whole, its detail dropped the same way.
    static func held(
        _ events: [TraceEvent], header: TraceHeader = TraceHeader(), engines: [EngineKind] = [.legacy, .fluid],
        inferIntents: Bool = false
    ) -> AnalyzedTrace {
        TraceAnalyzer.analyze(
            path: "trace", header: header, events: events,
            options: AnalysisOptions(
                recognition: .default, engines: engines, inferIntents: inferIntents, keepsReplayDetail: false))
    }

    /// What the reports are made of: every report row, the summary rows (as summary.csv
    /// writes them) and report.html's samples.
    struct Reports: Equatable {
        var rows: [String]
        var summary: String
        var samples: ReportSamples
    }

    static func reports(_ trace: AnalyzedTrace) -> Reports {
        let engines = trace.runs.map(\.engine)
        return Reports(
            rows: AnalysisReport.rows(of: .loaded(trace)).map { String(decoding: $0.bytes, as: UTF8.self) },
            summary: String(
                decoding: AnalysisReport.summaryRows(CorpusSummarizer.rows([trace], engines: engines)), as: UTF8.self),
            samples: ReportSamples.of(trace, engines: engines))
    }

    /// Open-and-close cycles, 2.5 s each: a tap on the chat at 0, then at 1,000 a downward flick
    /// that closes the viewer; with `browse`, 3.5 s each, a sideways swipe on the open viewer at
    /// 1,500 and the flick at 2,000.
    static func cycles(_ count: Int, browse: Bool = false) -> [TraceEvent] {
        var events: [TraceEvent] = []
        for number in 0..<count {
            let t0 = Double(number) * (browse ? 3_500 : 2_500)
            var cycle = TouchScript().down(0, 1, 100, 300).up(60, 1, 100, 300).events
            if browse {
                cycle +=
                    TouchScript.drag(id: 3, t0: 1_500, from: Point(x: 300, y: 400), by: Point(x: -200, y: 0)).events
            }
            let flick = browse ? 2_000.0 : 1_000
            cycle += TouchScript.drag(id: 2, t0: flick, from: Point(x: 100, y: 300), by: Point(x: 0, y: 300)).events
            events += cycle.map { TraceEvent(t: t0 + $0.t, $0.payload) }
        }
        return events
    }

    @Test("cut at every cycle, the reports are those of the whole trace", arguments: [false, true])
    func cutAtEveryCycle(inferIntents: Bool) {
        let events = Self.cycles(60)
        let parted = Self.streamed(events, partSequences: 1, inferIntents: inferIntents)
        let whole = Self.held(events, inferIntents: inferIntents)
        // Before every sequence but the first: each starts an intent of its own.
        #expect(parted.parts == 120)
        #expect(Self.reports(parted) == Self.reports(whole))
        #expect(parted.runs.map { $0.intents.count } == [120, 120])
        // Numbered on across parts: inferred intents, transitions and sequence indices.
        #expect(parted.runs[0].intents.last?.intent.id == "inferred-120")
        #expect(parted.runs[0].replay.transitions.last?.id.rawValue == "legacy-120")
        #expect(parted.runs[0].replay.transitions.last?.startedBySequence == 119)
    }

    /// Per engine, the rows of `intents.csv` and `transitions.csv` the trace's runs give.
    static func engineRows(_ traces: [AnalyzedTrace], engine: Int) -> (intents: String, transitions: String) {
        var intents = CSVTable(columns: IntentTable.columns)
        var transitions = CSVTable(columns: TransitionTable.columns)
        for var trace in traces {
            trace.runs = [trace.runs[engine]]
            IntentTable.append(trace, to: &intents)
            TransitionTable.append(trace, to: &transitions)
        }
        return (intents.encoded(), transitions.encoded())
    }

    @Test("parts handed over as they stand, appended, are the runs and gestures gathered", arguments: [false, true])
    func handedOver(inferIntents: Bool) {
        let events = Self.cycles(40, browse: true)
        let options = AnalysisOptions(
            recognition: .default, engines: [.legacy, .fluid], inferIntents: inferIntents, keepsReplayDetail: false,
            partSequences: 1)
        var handed: [AnalyzedTrace] = []
        let trace = TraceAnalyzer.analyze(
            path: "trace", header: TraceHeader(), streaming: events, options: options,
            handingOver: { handed.append($0) })
        let gathered = Self.streamed(events, partSequences: 1, inferIntents: inferIntents)
        #expect(trace.isHandedOver && !gathered.isHandedOver)
        #expect(handed.count == trace.parts && trace.parts == gathered.parts && trace.parts > 10)
        #expect(trace.runs.allSatisfy { $0.intents.isEmpty && $0.replay.transitions.isEmpty && $0.frames.isEmpty })
        #expect(trace.runs.map(\.agreement) == gathered.runs.map(\.agreement))
        #expect(trace.gestureCount == gathered.gestureCount && trace.sequenceCount == gathered.sequenceCount)
        var gestures = CSVTable(columns: GestureTable.columns)
        GestureTable.append(handed.flatMap(\.gestures), trace: "trace", to: &gestures)
        var gatheredGestures = CSVTable(columns: GestureTable.columns)
        GestureTable.append(gathered.gestures, trace: "trace", to: &gatheredGestures)
        #expect(gestures.encoded() == gatheredGestures.encoded())
        for engine in 0..<2 {
            let (intents, transitions) = Self.engineRows(handed, engine: engine)
            let whole = Self.engineRows([gathered], engine: engine)
            #expect(intents == whole.intents && transitions == whole.transitions)
            #expect(handed.reduce(0) { $0 + $1.runs[engine].frames.count } == gathered.runs[engine].frames.count)
        }
    }

    @Test("progress is heard across parts, in order, for all engines replayed in step")
    func progressAcrossParts() {
        let options = AnalysisOptions(
            recognition: .default, engines: [.legacy, .fluid], keepsReplayDetail: false, partSequences: 64)
        var heard: [AnalysisProgress] = []
        let trace = TraceAnalyzer.analyze(
            path: "trace", header: TraceHeader(), streaming: Self.cycles(700), options: options
        ) {
            heard.append($0)
        }
        #expect(trace.parts > 10)
        #expect(heard.count >= 2 && heard.allSatisfy { $0.engines == [.legacy, .fluid] && $0.replays == 1 })
        #expect(heard.map(\.fraction) == heard.map(\.fraction).sorted())
    }

    @Test("parts hold at least the sequences asked for")
    func partSize() {
        let events = Self.cycles(60)
        #expect(Self.streamed(events, partSequences: 10).parts == 12)
        #expect(Self.streamed(events, partSequences: 1_000).parts == 1)
        #expect(Self.reports(Self.streamed(events, partSequences: 10)) == Self.reports(Self.held(events)))
    }

    /// A sideways swipe on the open viewer pursues nothing: it joins the open intent before it.
    /// The cuts before each cycle's tap and flick stand; none before a swipe does, though the
    /// engines rest there.
    @Test("a cut before a sequence that joins the intent before it is undone")
    func cutUndone() {
        let events = Self.cycles(20, browse: true)
        let parted = Self.streamed(events, partSequences: 1, inferIntents: true)
        let whole = Self.held(events, inferIntents: true)
        #expect(parted.parts == 40)
        #expect(Self.reports(parted) == Self.reports(whole))
        #expect(whole.runs[0].intents.count == 40)
        #expect(whole.runs[0].intents.first.map { $0.gestures + $0.extra } == 2)
    }

    @Test("a trace asking about targets learned from it, or with flows, is measured whole")
    func notCut() throws {
        let menu = Self.cycles(10).map { event -> TraceEvent in
            guard var touch = event.touch, touch.phase == .began, touch.id == 1 else { return event }
            touch.target = "menu"
            return TraceEvent(t: event.t, .touch(touch))
        }
        #expect(Self.streamed(menu, partSequences: 1).parts == 1)
        #expect(Self.reports(Self.streamed(menu, partSequences: 1)) == Self.reports(Self.held(menu)))
        #expect(Self.streamed(Self.cycles(10), partSequences: 1, engines: [.legacy, .recorded]).parts == 1)
    }

    /// The bundled corpus and the third-party engines' recordings, cut wherever they can be: the
    /// same reports as whole. (`StreamedTracesTests` checks the same through the command.)
    @Test("every bundled and third-party trace, cut wherever it can be, gives the reports of the whole")
    func realTraces() throws {
        var cut = 0
        for url in TestPaths.bundledAndThirdPartyTraces {
            let trace = try LoadedTrace.load(path: url.path)
            guard trace.isValid else { continue }
            let parted = Self.streamed(trace.events, header: trace.header, partSequences: 1)
            #expect(Self.reports(parted) == Self.reports(Self.held(trace.events, header: trace.header)), "\(url.path)")
            cut += parted.parts > 1 ? 1 : 0
        }
        #expect(cut >= 50, "traces measured in more than one part: \(cut)")
    }
}
