import Foundation
import RegressionGates
import Testing
import _TestSupport

@Suite("gesturetrace gate")
struct GateCommandTests {
    /// One warning-level assertion: legacy's cancellation success at least 90 %.
    private static let legacyCancelWarning =
        #"{"version":1,"assertions":[{"metric":"cancel_success","statistic":"rate","engine":"legacy","min":0.9,"level":"warn"}]}"#

    private func config(_ json: String, in directory: URL, name: String = "gate.json") throws -> String {
        try TestPaths.write(json, named: name, in: directory)
    }

    /// The `summary.csv` that `analyze traces/scenarios/ --out` writes into `directory`: a baseline.
    /// The baseline of the engine scenarios; `handWrittenOnly` leaves out the causal credit
    /// fixtures (recorded with a web viewer).
    private func scenariosBaseline(in directory: URL, handWrittenOnly: Bool = false) throws -> String {
        let filter = handWrittenOnly ? ["--recorded-with", "none"] : []
        let run = try CommandRunner.run(["analyze", "traces/scenarios/"] + filter + ["--out", directory.path])
        #expect(run.status == 0)
        return directory.appendingPathComponent("summary.csv").path
    }

    @Test("exit 0 when only a warning fails; 1 when an error-level assertion fails; JUnit and Markdown written")
    func exitCodesAndReports() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let warnOnly = try config(Self.legacyCancelWarning, in: directory)
        let passed = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", warnOnly])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        // traces/scenarios/ holds hand-written and web-viewer traces the models replay: what-ifs;
        // some carry no labels, so their intents are inferred.
        #expect(passed.stdout.hasPrefix("WARN  legacy: cancellation success (what-if, partly inferred): observed "))

        let failing = try config(
            #"{"version":1,"assertions":[{"metric":"cancel_success","statistic":"rate","engine":"legacy","min":0.9},{"metric":"cancel_success","statistic":"rate","engine":"fluid","min":0.9}]}"#,
            in: directory, name: "fail.json")
        let junit = directory.appendingPathComponent("junit.xml").path
        let markdown = directory.appendingPathComponent("gate.md").path
        let html = directory.appendingPathComponent("report.html").path
        let failed = try CommandRunner.run([
            "gate", "traces/scenarios/", "--gates", failing, "--junit", junit, "--markdown", markdown, "--html", html,
        ])
        #expect(failed.status == 1)
        #expect(
            failed.stdout.contains(
                "FAIL  legacy: cancellation success (what-if, partly inferred): observed 33.3% (n=3), min 90.0%, under by 56.7 pts (63.0%)"
            ))
        #expect(failed.stdout.contains("PASS  fluid: cancellation success"))
        #expect(failed.stdout.hasSuffix("gate failed: 1 of 2 checks failed\n"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<h2>Gate: 1 of 2 checks failed</h2>"))
        #expect(page.contains("legacy: cancellation success"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<failure"))
        #expect(xml.contains(#"tests="2""#) && xml.contains(#"failures="1""#))
        let md = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(md.hasPrefix("## ❌ 1 of 2 checks failed\n"))
        #expect(md.contains("`\(html)`"))
        #expect(
            md.contains(
                "| legacy: cancellation success (what-if, partly inferred) | — | 33.3% | — | min 90.0% | 3 | ❌ fail: under by 56.7 pts (63.0%) |"
            ))
    }

    @Test("a bad configuration exits 64 and names the field; so does an engine with no data")
    func badConfiguration() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unknownMetric = try config(
            #"{"version":1,"assertions":[{"metric":"latency","statistic":"p95","engine":"fluid","max":1}]}"#,
            in: directory)
        let a = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", unknownMetric])
        #expect(a.status == 64)
        #expect(a.stderr.contains("assertions[0].metric"))
        let missingEngine = try config(
            #"{"version":1,"assertions":[{"metric":"achieved","statistic":"rate","engine":"turbo","min":0.5}]}"#,
            in: directory, name: "engine.json")
        let b = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", missingEngine])
        #expect(b.status == 64)
        #expect(b.stderr.contains("assertions[0].engine"))
    }

    @Test("bad traces exit 65")
    func badTraces() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try config(
            #"{"version":1,"assertions":[{"metric":"achieved","statistic":"rate","engine":"fluid","min":0}]}"#,
            in: directory)
        let result = try CommandRunner.run([
            "gate", "Tests/Fixtures/invalid/began-twice.jsonl", "traces/samples/tap.jsonl", "--gates", path,
        ])
        #expect(result.status == 65)
    }

    @Test("a baseline from analyze --out: unchanged passes; a tightened allowance is checked")
    func baseline() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let summary = try scenariosBaseline(in: directory)
        let path = try config(
            #"{"version":1,"assertions":[{"metric":"first_touch_latency_ms","statistic":"p50","engine":"legacy","maxIncrease":{"absolute":0}}]}"#,
            in: directory)
        let result = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", path, "--baseline", summary])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let noBaseline = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", path])
        #expect(noBaseline.status == 64)
    }

    @Test("a significant limit against a baseline reads this run's intervals")
    func significanceAgainstBaseline() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let summary = try scenariosBaseline(in: directory, handWrittenOnly: true)
        let path = try config(
            #"{"version":1,"assertions":[{"metric":"first_touch_latency_ms","statistic":"p50","engine":"fluid","maxIncrease":{"absolute":0,"significant":true}}]}"#,
            in: directory)
        // The whole corpus against the scenarios' baseline: fluid's median first-touch latency rose.
        let result = try CommandRunner.run(["gate", "traces/", "--gates", path, "--baseline", summary])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("(significant: 95% interval of the difference ["), "\(result.stdout)")
        #expect(!result.stdout.contains("in this run"), "\(result.stdout)")
    }

    @Test("folder walks leave gate configurations out; validate still accepts the folder")
    func gateFilesAreNotTraces() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: TestPaths.trace("samples/tap.jsonl"), to: directory.appendingPathComponent("tap.jsonl"))
        _ = try config(#"{"version":1,"assertions":[]}"#, in: directory, name: "gates.json")
        _ = try config(#"{"version":1,"assertions":[]}"#, in: directory, name: "fluid.gates.json")
        let result = try CommandRunner.run(["validate", directory.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("1 trace: 1 valid, 0 invalid"))
    }

    @Test("--recorded-with gates on the traces recorded against one engine, as analyze chooses them")
    func recordedWith() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gate = try config(Self.legacyCancelWarning, in: directory)
        let all = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", gate])
        let fluidOnly = try CommandRunner.run([
            "gate", "traces/scenarios/", "--gates", gate, "--recorded-with", "fluid",
        ])
        #expect(all.status == 0 && fluidOnly.status == 0, "\(fluidOnly.stderr)")
        // The fluid recordings are not legacy's to score: nothing is left for legacy's check.
        #expect(all.stdout.contains("observed 33.3% (n=3)"))
        #expect(fluidOnly.stdout.contains("WARN  legacy: cancellation success: no data: count 0 in overall"))
        #expect(fluidOnly.stderr.contains("--recorded-with fluid: 23 traces recorded against another engine left out"))
        // The same choice as analyze's: the same count left out.
        let analyzed = try CommandRunner.run(["analyze", "traces/scenarios/", "--recorded-with", "fluid"])
        #expect(analyzed.stderr.contains("--recorded-with fluid: 23 traces recorded against another engine left out"))

        let partial = try CommandRunner.run([
            "gate", "--partial", "x.partial", "--gates", gate, "--recorded-with", "none",
        ])
        #expect(partial.status == 64)
        #expect(partial.stderr.contains("partials keep the choice they were written with"))
    }

    @Test("--what-if gates on every trace replayed on the engines named, labelled what-if, as analyze --what-if")
    func whatIf() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gate = try config(Self.legacyCancelWarning, in: directory)
        let own = try CommandRunner.run(["gate", "traces/synthetic/", "--gates", gate])
        let whatIf = try CommandRunner.run(["gate", "traces/synthetic/", "--gates", gate, "--what-if"])
        #expect(own.status == 0 && whatIf.status == 0, "\(whatIf.stderr)")
        #expect(own.stdout.hasPrefix("WARN  legacy: cancellation success: observed 33.3% (n=30)"), "\(own.stdout)")
        #expect(whatIf.stdout.hasPrefix("WARN  legacy: cancellation success (what-if): observed 33.3% (n=60)"))
        let analyzed = try CommandRunner.run(["analyze", "traces/synthetic/", "--engine", "legacy", "--what-if"])
        #expect(analyzed.stdout.contains("cancellation success          20/60 (33.3%)"))
        let partial = try CommandRunner.run(["gate", "--partial", "x.partial", "--gates", gate, "--what-if"])
        #expect(partial.status == 64)
    }

    @Test("every problem a gate finds in the analysed rows names the gate file")
    func rowProblemsNameTheFile() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gate = try config(
            #"{"version":1,"assertions":[{"metric":"unanswered","statistic":"rate","engine":"fluid","scenario":"quick-dismis","max":0.1},{"metric":"unanswered","statistic":"rate","engine":"fluid","maxIncrease":{"absolute":0.01}}]}"#,
            in: directory)
        let result = try CommandRunner.run(["gate", "traces/synthetic/quick-dismiss", "--gates", gate])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(
            lines.first?.hasPrefix("\(gate): assertions[0].scenario: scenario \"quick-dismis\" has no rows") == true)
        #expect(
            lines.last?.hasPrefix("\(gate): assertions[1].maxIncrease: a regression limit needs a baseline") == true)
    }
}

@Suite("--config is an engine configuration in every command; the gate file is --gates")
struct ConfigurationKindTests {
    @Test("a gate file passed as --config, or an engine file as --gates, is refused naming its kind (exit 64)")
    func wrongKindIsNamed() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let engines = directory.appendingPathComponent("sluggish.json")
        try #"{"fluid":{"response":0.7}}"#.write(to: engines, atomically: true, encoding: .utf8)
        for command in [
            ["analyze", "traces/scenarios/"], ["gate", "traces/scenarios/", "--gates", "traces/gates.json"],
        ] {
            let result = try CommandRunner.run(command + ["--config", "traces/gates.json"])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderr.contains("traces/gates.json: this is a gate configuration"), "\(result.stderr)")
        }
        let swapped = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", engines.path])
        #expect(swapped.status == 64)
        #expect(swapped.stderr.contains("this is an engine configuration"), "\(swapped.stderr)")
        #expect(swapped.stderr.contains("--gates FILE"))
    }

    @Test("gate --config tunes the engines as in analyze: a sluggish fluid engine changes time to cancel")
    func gateTakesEngineConfiguration() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let engines = directory.appendingPathComponent("sluggish.json")
        try #"{"fluid":{"response":0.7}}"#.write(to: engines, atomically: true, encoding: .utf8)
        let gate = directory.appendingPathComponent("gate.json")
        try #"{"version":1,"assertions":[{"metric":"time_to_cancel_ms","statistic":"max","engine":"fluid","max":0}]}"#
            .write(to: gate, atomically: true, encoding: .utf8)
        let plain = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", gate.path])
        let tuned = try CommandRunner.run(["gate", "traces/scenarios/", "--gates", gate.path, "--config", engines.path])
        #expect(plain.status == 1 && tuned.status == 1)
        #expect(plain.stdout != tuned.stdout, "\(plain.stdout)\n\(tuned.stdout)")
    }
}

@Suite("The project's own gate (traces/gates.json)")
struct ProjectGateTests {
    @Test("the fluid engine meets every budget on the bundled corpus")
    func fluidPasses() throws {
        let result = try CommandRunner.run(["gate", "traces/", "--gates", "traces/gates.json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("FAIL"))
    }

    @Test("the legacy engine fails the same budgets, and the failing assertions are named")
    func legacyFails() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The same assertions, aimed at the legacy engine.
        let data = try Data(contentsOf: TestPaths.trace("gates.json"))
        var root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        root["assertions"] = (root["assertions"] as! [[String: Any]]).map { assertion in
            var a = assertion
            a["engine"] = "legacy"
            a["name"] = (a["name"] as! String).replacingOccurrences(of: "fluid:", with: "legacy:")
            return a
        }
        let config = directory.appendingPathComponent("legacy.gates.json")
        try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: config)
        let result = try CommandRunner.run(["gate", "traces/", "--gates", config.path])
        #expect(result.status == 1)
        // Scenario rows hold legacy's own users; the overall row also holds the bundled traces
        // recorded with no model, which legacy replays: its checks say what-if.
        for name in [
            "legacy: first-touch latency p95, touching the viewer while it opens",
            "legacy: no touch goes unanswered (what-if, partly inferred)",
            "legacy: intents needing a second gesture, quick-dismiss",
            "legacy: cancellation success, grabbing a dismiss in flight",
        ] {
            #expect(result.stdout.contains("FAIL  \(name): observed "), "\(name)")
        }
    }
}

@Suite("Folder walks never read a configuration as a trace")
struct WalkConfigurationTests {
    @Test(
        "gate, engine and flow configurations and hidden folders are left out with a note, not a failure",
        arguments: [
            "gate.json", "gates.json", "fluid.gate.json", "Fluid.Gates.json", "engine.json", "engines.json",
            "sluggish.engine.json", "tuned.engines.json", "flows.json", "viewer.flows.json",
        ])
    func configurationsAreLeftOut(name: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: TestPaths.trace("samples/tap.jsonl"), to: directory.appendingPathComponent("tap.jsonl"))
        try #"{"not": "a trace"}"#.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let hidden = directory.appendingPathComponent(".partial")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        try "garbage".write(to: hidden.appendingPathComponent("upload.jsonl"), atomically: true, encoding: .utf8)
        for command in ["validate", "analyze"] {
            let result = try CommandRunner.run([command, directory.path])
            #expect(result.status == 0, "\(command) \(name): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("note: \(directory.path)/\(name): left out: "), "\(result.stderr)")
            #expect(result.stderr.contains("configuration, not a trace"))
            #expect(result.stderr.contains("note: \(directory.path)/.partial: left out: hidden folder"))
        }
    }

    @Test("a name that merely contains a configuration word is still a trace")
    func lookalikesAreTraces() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"not": "a trace"}"#.write(
            to: directory.appendingPathComponent("gatesjson.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", directory.path])
        #expect(result.status == 65)
        #expect(!result.stderr.contains("left out"))
    }
}
