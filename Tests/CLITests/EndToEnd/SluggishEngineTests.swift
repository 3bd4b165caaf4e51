import Foundation
import RegressionGates
import Testing
import TraceAnalysis
import _TestSupport

/// Issue 12's sluggish-engine test: closed-loop users (the same seed and users) drive the default
/// fluid engine and one made sluggish (`{"fluid":{"response":0.7}}`, docs/engines.md); each run is
/// analysed with its own configuration. No headline statistic of the sluggish run may improve unless
/// it is flagged (a shorter time to cancel explained by a smaller cancel depth), and the project's
/// gate (`traces/gates.json`) must fail it, naming the assertion.
@Suite("A sluggish fluid engine is judged worse, never better")
struct SluggishEngineTests {
    static let seed = "11"
    static let users = "10"
    /// Replays put reactions on a frame grid; statistics of the two runs can differ by a third of
    /// a microsecond where nothing changed (frame times rounded to 1 ns and averaged). Anything
    /// larger is a real change.
    static let tolerance = 0.001

    struct Run {
        var folder: URL
        var summary: [SummaryRow]
    }

    static func run(_ name: String, config: URL?, in directory: URL) throws -> Run {
        let traces = directory.appendingPathComponent(name)
        let reports = directory.appendingPathComponent(name + "-reports")
        let tuning = config.map { ["--config", $0.path] } ?? []
        let synth = try CommandRunner.run(
            ["synth", "--scenario", "all", "--engine", "fluid", "--users", users, "--seed", seed, "--out", traces.path]
                + tuning)
        #expect(synth.status == 0, "\(synth.stderr)")
        let analyze = try CommandRunner.run(
            ["analyze", traces.path, "--engine", "fluid", "--out", reports.path] + tuning)
        #expect(analyze.status == 0, "\(analyze.stderr)")
        let csv = try String(contentsOf: reports.appendingPathComponent("summary.csv"), encoding: .utf8)
        return Run(folder: traces, summary: try SummaryTable.parse(csvText: csv))
    }

    /// The row of `metric` in `run` for the scope, goal and population of `row`.
    static func matching(_ row: SummaryRow, metric: MetricName, in run: Run) -> SummaryRow? {
        run.summary.first {
            $0.engine == row.engine && $0.scope == row.scope && $0.metric == metric && $0.goal == row.goal
                && $0.population == row.population
        }
    }

    /// A shorter time to cancel is flagged, not credited, when the cancels undid less of their
    /// transition (`cancel_depth`, docs/analysis.md "Cancel depth"): the mean depth of the same
    /// rows fell. On quick-dismiss the cancel comes 100 to 200 ms after the opening starts, when a
    /// sluggish engine has barely moved the viewer, so the screen is back sooner.
    static func flaggedByDepth(_ row: SummaryRow, default fluid: Run, sluggish: Run) -> Bool {
        guard row.metric == .timeToCancel,
            let before = matching(row, metric: .cancelDepth, in: fluid).flatMap({ SummaryStatistic.mean.value(in: $0) }
            ),
            let after = matching(row, metric: .cancelDepth, in: sluggish).flatMap({
                SummaryStatistic.mean.value(in: $0)
            })
        else { return false }
        return after < before - tolerance
    }

    @Test("every headline statistic is worse or equal; the project's gate fails on time to cancel")
    func sluggishIsWorse() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sluggish = directory.appendingPathComponent("sluggish.json")
        try #"{"fluid":{"response":0.7}}"#.write(to: sluggish, atomically: true, encoding: .utf8)
        let fluid = try Self.run("default", config: nil, in: directory)
        let slow = try Self.run("sluggish", config: sluggish, in: directory)

        // Headline statistics: the overall and per-scenario rows, every metric, its central and
        // tail statistics (or its rate).
        var compared = 0
        var worse: [String] = []
        var flagged: [String] = []
        for row in fluid.summary where row.scope.isHeadline && row.metric.direction != .context {
            guard let other = Self.matching(row, metric: row.metric, in: slow) else {
                Issue.record("no sluggish row for \(row.metric.rawValue) \(row.scope)")
                continue
            }
            let statistics: [SummaryStatistic] = row.metric.isRate ? [.rate] : [.mean, .p50, .p90, .p95]
            for statistic in statistics {
                guard let before = statistic.value(in: row), let after = statistic.value(in: other) else {
                    #expect(statistic.value(in: other) == nil, "\(row.metric.rawValue) \(statistic) gained data")
                    continue
                }
                compared += 1
                let change = row.metric.higherIsBetter ? before - after : after - before
                let label =
                    "\(row.metric.rawValue) \(statistic.rawValue) \(row.scope) \(row.goal.rawValue): \(before) -> \(after)"
                if change < -Self.tolerance, Self.flaggedByDepth(row, default: fluid, sluggish: slow) {
                    flagged.append(label)
                } else {
                    #expect(change >= -Self.tolerance, "the sluggish engine improved \(label)")
                }
                if change > Self.tolerance { worse.append(label) }
            }
        }
        #expect(compared > 50)
        // What a sluggish engine costs when every touch is still answered at once: the time to goal.
        #expect(worse.contains { $0.hasPrefix("time_to_goal_ms p50 overall all") }, "\(worse)")
        // Flagged improvements are times to cancel only, and only where the depth explains them.
        #expect(flagged.allSatisfy { $0.hasPrefix("time_to_cancel_ms") }, "\(flagged)")
        #expect(worse.contains { $0.hasPrefix("time_to_cancel_ms p90 scenario(\"grab-in-flight\")") }, "\(worse)")

        // The project's gate: the default engine passes, the sluggish one fails by name.
        let passes = try CommandRunner.run(["gate", fluid.folder.path, "--gates", "traces/gates.json"])
        #expect(passes.status == 0, "\(passes.stdout)")
        let fails = try CommandRunner.run([
            "gate", slow.folder.path, "--gates", "traces/gates.json", "--config", sluggish.path,
        ])
        #expect(fails.status == 1, "\(fails.stdout)")
        #expect(
            fails.stdout.contains("FAIL  fluid: time to cancel p90, grabbing a dismiss in flight: observed "),
            "\(fails.stdout)")
    }
}

extension SummaryScope {
    /// The overall row and the per-scenario rows (not the per-trace ones).
    fileprivate var isHeadline: Bool {
        switch self {
        case .overall, .scenario: true
        default: false
        }
    }
}
