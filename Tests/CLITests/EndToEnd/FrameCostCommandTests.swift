import Foundation
import Testing
import _TestSupport

/// An engine with a main-thread cost at a transition's start (docs/engines.md "Frame cost"), through
/// the command line: `replay` shows the late frames, `analyze` and `gate` see the hitches, `synth`
/// writes users who drove such an engine.
@Suite("Frame cost from the command line")
struct FrameCostCommandTests {
    @Test("a 13 ms snapshot at the start: late frames at 120 Hz, none at 60 Hz, in the text and the timeline")
    func replayAt60And120Hz() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = try TestPaths.write(
            #"{"fluid": {"startCostMs": "snapshotAfterScreenUpdates"}}"#, named: "engines.json", in: directory)
        var timelines: [String: String] = [:]
        for hz in ["60", "120"] {
            let timeline = directory.appendingPathComponent("timeline-\(hz).csv").path
            let result = try CommandRunner.run([
                "replay", "traces/scenarios/two-quick-taps.jsonl", "--engine", "fluid", "--config", config,
                "--refresh-hz", hz, "--timeline", timeline,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            timelines[hz] = try String(contentsOfFile: timeline, encoding: .utf8)
            if hz == "120" {
                // The up at 1056 ms is applied in the frame at 1058.333 ms, which is shown a period late.
                #expect(result.stdout.contains("late frame at 1058.333 ms: shown 1 period late"))
                #expect(result.stdout.contains("first response 1075.000 ms"))
            } else {
                #expect(!result.stdout.contains("late frame"))
                #expect(result.stdout.contains("first response 1083.333 ms"))
            }
        }
        #expect(timelines["120"]!.contains("1058.333,settling,0.000000,0.000000,fluid-1,1\r\n"))
        #expect(!timelines["120"]!.contains("\r\n1066.667,"))
        #expect(!timelines["60"]!.contains(",1\r\n"))
    }

    @Test("analyze: the costly start hitches at 120 Hz only; the summary has the frame rows")
    func analyzeHitchesOnlyAt120Hz() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = try TestPaths.write(
            #"{"fluid": {"startCostMs": 13}, "legacy": {"startCostMs": 13}}"#, named: "engines.json", in: directory)
        for (hz, hitches) in [("60", "0,0.000,0"), ("120", "1,8.333,1")] {
            let out = directory.appendingPathComponent("out-\(hz)").path
            let result = try CommandRunner.run([
                "analyze", "traces/scenarios/two-quick-taps.jsonl", "--config", config, "--refresh-hz", hz,
                "--out", out,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let transitions = try String(contentsOfFile: out + "/transitions.csv", encoding: .utf8)
            let rows = transitions.split(separator: "\r\n").dropFirst()
            #expect(rows.count == 2)
            for row in rows {
                // hitches, hitch_time_ms, dropped_frames after the 12 columns before them.
                let cells = row.split(separator: ",", omittingEmptySubsequences: false)
                #expect(cells[12...14].joined(separator: ",") == hitches, "\(hz) Hz: \(row)")
            }
            let summary = try String(contentsOfFile: out + "/summary.csv", encoding: .utf8)
            // The trace has no engine.kind: the models' rows are replays, labelled what-if.
            #expect(summary.contains("\r\nfluid,what-if,,overall,,all,hitch_time_ratio,1,"))
            #expect(summary.contains("\r\nlegacy,what-if,,overall,,all,stepped,1,"))
            #expect(summary.contains("\r\nfluid,what-if,,overall,,all,start_jump,1,"))
        }
    }

    /// The scenarios hold one real late frame (`credit-late-frame`, about 28 ms/s for fluid); a
    /// 250 ms snapshot at every start is over 100 ms/s.
    @Test("a gate on hitch_time_ratio fails for a 250 ms snapshot and passes without it")
    func gateOnHitchTimeRatio() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gates = try TestPaths.write(
            #"{"version":1,"assertions":[{"metric":"hitch_time_ratio","statistic":"max","engine":"fluid","max":100},{"metric":"stepped","statistic":"rate","engine":"fluid","max":0}]}"#,
            named: "gate.json", in: directory)
        let slow = try TestPaths.write(
            #"{"fluid": {"startCostMs": "largeViewSnapshot"}}"#, named: "engines.json", in: directory)
        let passed = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", gates])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        let failed = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", gates, "--config", slow])
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        // traces/scenarios/ is hand-written and web-viewer traces: fluid's rows are its replays.
        #expect(failed.stdout.contains("FAIL  fluid: hitch time ratio max (what-if): observed "))
        #expect(failed.stdout.contains("PASS  fluid: stepped transitions (what-if): observed 0.0%"))
    }

    @Test("synth --config: users drive the costly engine, whose transitions start late")
    func synthDrivesTheCostlyEngine() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let slow = try TestPaths.write(
            #"{"fluid": {"startCostMs": "largeViewSnapshot"}}"#, named: "engines.json", in: directory)
        var began: [String: [String]] = [:]
        for (label, extra) in [("free", [String]()), ("slow", ["--config", slow])] {
            let out = directory.appendingPathComponent(label).path
            let result = try CommandRunner.run(
                [
                    "synth", "--scenario", "quick-dismiss", "--engine", "fluid", "--users", "1", "--seed", "7", "--out",
                    out,
                ]
                    + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOfFile: out + "/quick-dismiss/fluid-user00.jsonl", encoding: .utf8)
            began[label] = text.split(separator: "\n").filter { $0.contains(#""event":"began""#) }.map(String.init)
            // The users' trace replays to itself under the same configuration: it was driven by that engine.
            let analyzed = directory.appendingPathComponent("\(label)-report").path
            let analysis = try CommandRunner.run(
                ["analyze", out, "--engine", "fluid", "--out", analyzed] + extra)
            #expect(analysis.status == 0, "\(analysis.stderr)")
            let transitions = try String(contentsOfFile: analyzed + "/transitions.csv", encoding: .utf8)
            let hitches = transitions.split(separator: "\r\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false)[12]
            }
            #expect(!hitches.isEmpty)
            #expect(hitches.allSatisfy { label == "slow" ? $0 == "1" : $0 == "0" }, "\(label): \(hitches)")
        }
        #expect(began["free"] != began["slow"])
    }
}
