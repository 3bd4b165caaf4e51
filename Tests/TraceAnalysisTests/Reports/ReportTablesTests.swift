import Testing
import TraceAnalysis
import TraceModel
import TransitionSimulation
import _TestSupport

/// The CSV writer and the report tables built on it.
@Suite("Report tables")
struct ReportTablesTests {
    @Test("RFC 4180: header row, CRLF, quotes only where needed and doubled, nil as an empty cell")
    func csvQuoting() {
        var table = CSVTable(columns: ["a", "b,c", "d"])
        table.append(["plain", "with \"quotes\"", nil])
        table.append(["line\nbreak", "", "cr\rhere"])
        #expect(
            table.encoded()
                == "a,\"b,c\",d\r\nplain,\"with \"\"quotes\"\"\",\r\n\"line\nbreak\",,\"cr\rhere\"\r\n")
        #expect(CSVTable(columns: ["x"]).encoded() == "x\r\n")
    }

    /// A tap on the chat at 0 (up at 60): the fluid engine presents at the frame after the up.
    static func tapTrace(path: String) -> AnalyzedTrace {
        TraceAnalyzer.analyze(
            path: path, header: TraceHeader(), events: TouchScript().down(0, 1).up(60, 1).events,
            options: AnalysisOptions(recognition: .default, engines: [.fluid]))
    }

    @Test("transitions.csv and gestures.csv rows hold the replay's and recognizer's values")
    func rows() {
        let trace = Self.tapTrace(path: "a, \"b\".jsonl")
        var transitions = CSVTable(columns: TransitionTable.columns)
        TransitionTable.append(trace, to: &transitions)
        #expect(transitions.rows.count == 1)
        // Up at 60 ms: applied in frame 4 (66.667 ms), shown in frame 5 (83.333 ms).
        #expect(
            transitions.encoded().hasPrefix(
                TransitionTable.columns.joined(separator: ",")
                    + "\r\nfluid,\"a, \"\"b\"\".jsonl\",fluid-1,present,tap,false,83.333,"))
        #expect(transitions.rows[0][11] == "")
        #expect(transitions.rows[0][9] == "completed" && transitions.rows[0][10] == "0")
        // Frames: a 60 Hz grid and no frame cost: no hitch; progress follows the spring every frame.
        #expect(Array(transitions.rows[0][12...14]) == ["0", "0.000", "0"])
        #expect(transitions.rows[0][16] == "false" && transitions.rows[0][17] == "0.000000")

        var gestures = CSVTable(columns: GestureTable.columns)
        GestureTable.append(trace.gestures, trace: "t", to: &gestures)
        #expect(gestures.rows.map { Array($0[0...5]) } == [["t", "tap", "1", "0.000", "60.000", "60.000"]])
    }

    @Test("summary.csv: a rate row fills the rate columns, a distribution row the statistics")
    func summaryRows() {
        let rows = CorpusSummarizer.rows([Self.tapTrace(path: "t")], engines: [.fluid])
        let table = SummaryTable.table(rows)
        func column(_ name: String) -> Int { SummaryTable.columns.firstIndex(of: name)! }
        let overall = table.rows.filter { $0[column("scope")] == "overall" && $0[column("goal")] == "all" }
        // The intent rows, then the per-transition rows, each engine and scope's after its intent rows.
        #expect(overall.count == MetricName.intentMetrics.count + TransitionFrameSummarizer.metrics.count)
        let overallMetrics = rows.filter { $0.scope == .overall && $0.goal == .all }.map(\.metric)
        #expect(Array(overallMetrics.suffix(4)) == [.hitchTimeRatio, .stepped, .startJump, .midJump])
        let traceMetrics = rows.filter { $0.scope == .trace("t") }.map(\.metric)
        #expect(Array(traceMetrics.suffix(4)) == [.hitchTimeRatio, .stepped, .startJump, .midJump])
        let ratio = rows.first { $0.scope == .overall && $0.metric == .hitchTimeRatio }
        #expect(ratio?.distribution?.count == 1 && ratio?.distribution?.max == 0)
        // Per goal: the one open intent is in the open rows, and no close or cancel intent exists.
        let goals = Set(table.rows.filter { $0[column("scope")] == "overall" }.map { $0[column("goal")]! })
        #expect(goals == ["all", "open", "close", "cancel"])
        let openAchieved = table.rows.first {
            $0[column("scope")] == "overall" && $0[column("goal")] == "open" && $0[column("metric")] == "achieved"
        }
        #expect(openAchieved?[column("denominator")] == "1")
        let closeAchieved = table.rows.first {
            $0[column("scope")] == "overall" && $0[column("goal")] == "close" && $0[column("metric")] == "achieved"
        }
        #expect(closeAchieved?[column("denominator")] == "0")
        let achieved = overall.first { $0[column("metric")] == "achieved" }
        #expect(achieved?[column("numerator")] == "1" && achieved?[column("denominator")] == "1")
        #expect(achieved?[column("rate")] == "1.000000" && achieved?[column("mean")] == nil)
        let latency = overall.first { $0[column("metric")] == "first_touch_latency_ms" }
        #expect(latency?[column("count")] == "1" && latency?[column("mean")] == latency?[column("max")])
    }
}
