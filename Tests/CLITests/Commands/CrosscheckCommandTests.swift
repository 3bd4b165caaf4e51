import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace crosscheck, and traces the recorded engine cannot score")
struct CrosscheckCommandTests {
    /// Synthesized traces (seed 7): every touch sequence agrees; the total says how many.
    @Test func synthesizedTracesAgree() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let synth = try CommandRunner.run([
            "synth", "--scenario", "all", "--engine", "all", "--users", "2", "--seed", "7", "--out", directory.path,
        ])
        #expect(synth.status == 0, "\(synth.stderr)")
        let result = try CommandRunner.run(["crosscheck", directory.path])
        #expect(result.status == 0, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 25)
        #expect(lines.dropLast().allSatisfy { $0.contains(" vs recorded: ") && $0.hasSuffix("touch sequences agree") })
        #expect(lines.last?.hasPrefix("total: 24 traces compared, 0 skipped, 0 failed; ") == true)
        #expect(lines.last?.hasSuffix(", 0 disagree") == true)
    }

    /// A hand-written sample whose header names fluid but whose events are not fluid's: each
    /// disagreement is listed, and the exit code is 1; a trace naming no model is skipped.
    @Test func disagreementsAreListedAndFail() throws {
        let result = try CommandRunner.run([
            "crosscheck", "traces/samples/open-close-with-intents.json", "traces/samples/tap.jsonl",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("open-close-with-intents.json: fluid vs recorded: 0/2 touch sequences agree"))
        #expect(
            result.stdout.contains(
                "touch 1 (sequence 0) down 1000.000 ms: fluid accepted, first response 1116.667 ms, "
                    + "recorded accepted, first response 1083.300 ms"))
        #expect(result.stdout.contains("tap.jsonl: skipped (engine.kind is absent, not fluid or legacy)"))
        #expect(result.stdout.contains("total: 1 trace compared, 1 skipped, 0 failed; 0/2 touch sequences agree"))
    }

    /// Touches and no `transition` events: `replay --engine recorded` and `analyze` warn, and
    /// `traces.csv` marks the trace `unscored` instead of scoring its intents as unanswered.
    @Test func touchesWithoutTransitionEventsWarn() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("touches-only.jsonl")
        try Data(
            #"""
            {"type":"header","format":"gesture-trace","version":1}
            {"type":"touch","t":100,"id":1,"phase":"began","x":100,"y":300}
            {"type":"touch","t":160,"id":1,"phase":"ended","x":100,"y":300}

            """#.utf8
        ).write(to: trace)
        let warning =
            "touches-only.jsonl: warning: has touches but no transition events: the recorded engine cannot score it"
        let replay = try CommandRunner.run(["replay", trace.path, "--engine", "recorded"])
        #expect(replay.status == 0)
        #expect(replay.stderr.contains(warning))
        let fluid = try CommandRunner.run(["replay", trace.path, "--engine", "fluid"])
        #expect(!fluid.stderr.contains("warning"))

        let out = directory.appendingPathComponent("reports")
        let analyze = try CommandRunner.run([
            "analyze", trace.path, "--engine", "recorded", "--engine", "fluid", "--out", out.path,
        ])
        #expect(analyze.status == 0, "\(analyze.stderr)")
        #expect(analyze.stderr.contains(warning))
        let traces = try String(contentsOf: out.appendingPathComponent("traces.csv"), encoding: .utf8)
        #expect(traces.contains(",unscored,has touches but no transition events: the recorded engine cannot score it,"))
        // The recorded engine scores no intent of it; fluid still does, as a what-if (the trace
        // has no engine.kind: fluid's numbers are a replay, not the device's).
        let summary = try String(contentsOf: out.appendingPathComponent("summary.csv"), encoding: .utf8)
        let unanswered = summary.split(separator: "\r\n").filter {
            $0.contains("unanswered") && $0.contains("overall,,all,")
        }
        #expect(unanswered.count == 2)
        #expect(unanswered.contains { $0.hasPrefix("recorded,recorded,,overall,,all,unanswered,0,") })
        #expect(unanswered.contains { $0.hasPrefix("fluid,what-if,inferred,overall,,all,unanswered,1,") })
    }
}
