import Foundation
import RegressionGates
import Testing
import TraceAnalysis
import _TestSupport

/// What a team reads from unlabelled sessions must be what the labels would have said: each
/// harnessed third-party engine (Tests/Fixtures/third-party) is analysed as recorded (the driver's
/// labels) and with its intents inferred (`--infer-intents`, as for sessions without labels), and
/// every overall figure of the inferred run (the recorded engine, every intent) must fall within the
/// labelled run's 95 % interval of it (docs/analysis.md "Testing inference on third-party
/// engines").
@Suite("Unlabelled figures fall within the labelled run's intervals")
struct UnlabelledFiguresTests {
    static let engines = ["basiclightbox", "biggerpicture", "bottomsheet", "simplelightbox", "slideout", "tobii"]

    static func overall(_ engine: String, infer: Bool, in directory: URL) throws -> [SummaryRow] {
        let out = directory.appendingPathComponent(engine + (infer ? "-inferred" : "-labelled"))
        let analyze = try CommandRunner.run(
            ["analyze", TestPaths.fixture("third-party/\(engine)").path, "--engine", "recorded", "--out", out.path]
                + (infer ? ["--infer-intents"] : []))
        #expect(analyze.status == 0, "\(analyze.stderr)")
        let csv = try String(contentsOf: out.appendingPathComponent("summary.csv"), encoding: .utf8)
        return try SummaryTable.parse(csvText: csv).filter { $0.scope == .overall && $0.goal == .all }
    }

    /// The statistics of `row` outside the labelled row's interval, as sentences.
    static func outside(_ inferred: SummaryRow, of labelled: SummaryRow) -> [String] {
        var found: [String] = []
        for (statistic, interval) in labelled.intervals.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let value = statistic.value(in: inferred), let reference = statistic.value(in: labelled) else {
                continue
            }
            if !(interval.lower <= value && value <= interval.upper) {
                found.append(
                    "\(labelled.metric.rawValue) \(statistic.rawValue): inferred \(value), labelled \(reference) "
                        + "[\(interval.lower), \(interval.upper)] (n \(labelled.n) -> \(inferred.n))")
            }
        }
        return found
    }

    @Test("every overall figure of the inferred run is within the labelled one's interval", arguments: engines)
    func withinIntervals(engine: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let labelled = try Self.overall(engine, infer: false, in: directory)
        let inferred = try Self.overall(engine, infer: true, in: directory)
        #expect(labelled.count >= 10 && labelled.count == inferred.count)
        var problems: [String] = []
        // Every rate and most distributions carry intervals: a run that compared few compared nothing.
        #expect(labelled.reduce(0) { $0 + $1.intervals.count } >= 20)
        for row in labelled {
            guard let twin = inferred.first(where: { $0.metric == row.metric }) else {
                problems.append("\(row.metric.rawValue): no inferred row")
                continue
            }
            problems += Self.outside(twin, of: row)
        }
        #expect(problems.isEmpty, "\(engine): \(problems.joined(separator: "; "))")
    }
}
