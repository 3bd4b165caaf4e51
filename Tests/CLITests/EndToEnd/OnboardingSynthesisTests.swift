import Foundation
import Testing
import _TestSupport

/// `synth --scenario highlight-onboarding` users analysed with `--flows`: the funnel agrees with
/// the ground truth the simulator wrote as markers (what each user did, not what was recognized).
@Suite("Highlight onboarding: analysed funnel vs ground truth")
struct OnboardingSynthesisTests {
    static let flows = "traces/flows/highlight-onboarding.flows.json"

    /// One CSV file's rows as dictionaries (no quoted fields in these reports).
    static func rows(_ url: URL) throws -> [[String: String]] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\r\n").map(String.init)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, cells))
        }
    }

    /// The markers of a trace file: (t, name, fields).
    static func markers(_ url: URL) throws -> [(t: Double, name: String, fields: [String: Any])] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            guard object["type"] as? String == "marker" else { return nil }
            return (object["t"] as! Double, object["name"] as! String, object)
        }
    }

    @Test("every user's run, drop-off, step times, wrong gestures and touches during the tip match the markers")
    func funnelMatchesGroundTruth() throws {
        let folder = try TestPaths.temporaryDirectory()
        let synth = try CommandRunner.run([
            "synth", "--scenario", "highlight-onboarding", "--users", "40", "--seed", "16", "--out", folder.path,
        ])
        #expect(synth.status == 0, "\(synth.stderr)")
        let out = folder.appendingPathComponent("reports")
        let analysed = try CommandRunner.run([
            "analyze", folder.appendingPathComponent("highlight-onboarding").path, "--flows", Self.flows,
            "--engine", "fluid", "--out", out.path,
        ])
        #expect(analysed.status == 0, "\(analysed.stderr)")
        let runs = try Self.rows(out.appendingPathComponent("flows.csv"))
        let steps = try Self.rows(out.appendingPathComponent("flow_steps.csv"))
        #expect(runs.count == 40)
        var completed = 0
        var mistakes = (wrong: 0, early: 0, gaveUp: 0)
        for run in runs {
            let trace = try #require(run["trace"])
            let markers = try Self.markers(URL(fileURLWithPath: trace))
            let gaveUp = markers.first { $0.name == "onboarding.gave-up" }?.fields["step"] as? String
            #expect(run["completed"] == (gaveUp == nil ? "true" : "false"), "\(trace)")
            #expect(run["dropped_at"] == (gaveUp ?? ""), "\(trace)")
            #expect(run["end_reason"] == (gaveUp == nil ? "completed" : "trace-ended"), "\(trace)")
            if gaveUp == nil { completed += 1 } else { mistakes.gaveUp += 1 }
            let done = markers.filter { $0.name == "onboarding.step" }
            let rows = steps.filter { $0["trace"] == trace }
            #expect(rows.filter { $0["completed"] == "true" }.count == done.count, "\(trace)")
            var reachedAt = 0.0
            for marker in done {
                let name = marker.fields["step"] as! String
                let row = try #require(rows.first { $0["step"] == name })
                #expect(row["completed"] == "true", "\(trace) \(name)")
                let time = try #require(Double(row["time_ms"] ?? ""))
                #expect(abs(time - (marker.t - reachedAt)) < 0.001, "\(trace) \(name): \(time)")
                reachedAt = marker.t
                let wrong = marker.fields["wrong"] as! Int
                let early = marker.fields["touchesDuringWait"] as! Int
                #expect(row["wrong_gestures"] == String(wrong), "\(trace) \(name)")
                #expect(row["touches_during_wait"] == String(early), "\(trace) \(name)")
                mistakes.wrong += wrong
                mistakes.early += early
            }
        }
        // The seed shows every path: completions, drop-offs, single taps, drags during the tip.
        #expect(completed > 0 && mistakes.gaveUp > 0 && mistakes.wrong > 0 && mistakes.early > 0)
        #expect(
            analysed.stdout.contains(
                "Flow highlight-onboarding (ordered, runs start at trace): 40 runs, \(completed)/40"))
        // The onboarding screen is no media viewer (scene "other"): its taps and drags are not
        // scored as opening or closing the viewer, yet its runs count in fluid's flow rows.
        #expect(try Self.rows(out.appendingPathComponent("intents.csv")).isEmpty)
        #expect(try Self.rows(out.appendingPathComponent("traces.csv")).allSatisfy { $0["scored_by"] == "fluid" })
        #expect(analysed.stdout.contains("intents: fluid 0"))
        #expect(
            analysed.stdout.contains(
                "40 traces on a screen other than the media viewer (scene \"other\"): gestures and flows only"))
        let summary = try Self.rows(out.appendingPathComponent("summary.csv"))
        let completion = try #require(
            summary.first { $0["engine"] == "fluid" && $0["metric"] == "flow_completion" })
        #expect(completion["numerator"] == String(completed) && completion["denominator"] == "40")
    }

    @Test("the same seed writes the same bytes; an unknown scenario names highlight-onboarding too")
    func deterministicAndApart() throws {
        let a = try TestPaths.temporaryDirectory()
        let b = try TestPaths.temporaryDirectory()
        for folder in [a, b] {
            let result = try CommandRunner.run([
                "synth", "--scenario", "highlight-onboarding", "--users", "3", "--out", folder.path,
            ])
            #expect(result.status == 0)
        }
        for user in ["user00", "user01", "user02"] {
            let path = "highlight-onboarding/\(user).jsonl"
            #expect(
                try Data(contentsOf: a.appendingPathComponent(path)) == Data(contentsOf: b.appendingPathComponent(path))
            )
        }
        // The onboarding screen says so in its header; inspect and replay tell the user.
        let first = a.appendingPathComponent("highlight-onboarding/user00.jsonl").path
        let inspect = try CommandRunner.run(["inspect", first])
        #expect(inspect.status == 0 && inspect.stdout.contains("scene       other: no engine replay, no intents"))
        let replay = try CommandRunner.run(["replay", first, "--engine", "fluid"])
        #expect(replay.status == 0)
        #expect(replay.stderr.contains(#"warning: the scene is "other", not the media viewer the engines model"#))
        let help = try CommandRunner.run(["synth", "--scenario", "pinch", "--engine", "fluid", "--out", a.path])
        #expect(help.status == 64 && help.stderr.contains("highlight-onboarding"))
    }
}
