import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace replay")
struct ReplayCommandTests {
    @Test func jsonLinesDecisionsAndTransitions() throws {
        let result = try CommandRunner.run([
            "replay", "traces/scenarios/two-quick-taps.jsonl", "--engine", "legacy",
            "--format", "jsonl",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"kind":"touch","touchId":1,"tDown":1000,"decision":"accepted","reason":null}"#,
                #"{"kind":"touch","touchId":2,"tDown":1120,"decision":"ignored","reason":"blockedByAnimation"}"#,
                #"{"kind":"transition","id":"legacy-1","operation":"present","trigger":"tap","tStart":1083.3333333333335,"tEnd":1433.3333333333335,"outcome":"completed"}"#,
            ])
    }

    @Test func timelineIsWrittenAndReproducible() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var texts: [String] = []
        for run in 0..<2 {
            let path = directory.appendingPathComponent("timeline-\(run).csv").path
            let result = try CommandRunner.run([
                "replay", "traces/scenarios/release-then-grab.jsonl", "--engine", "fluid",
                "--timeline", path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("transition fluid-1 dismiss (pan, sequence 0, interactive)"))
            texts.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(texts[0] == texts[1])
        #expect(
            texts[0].hasPrefix("t_ms,state,progress,velocity,transition_id,late_periods\r\n1000.000,idleDestination,"))
    }

    @Test func badConfigurationExits64WithTheFieldPath() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("engines.json")
        try Data(#"{"legacy":{"duration":0}}"#.utf8).write(to: config)
        let result = try CommandRunner.run([
            "replay", "traces/scenarios/two-quick-taps.jsonl", "--engine", "legacy",
            "--config", config.path,
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("legacy.duration: expected a positive number of seconds, got 0"))
        #expect(!result.stderr.contains("USAGE"), "a configuration error is not a usage error: \(result.stderr)")
    }

    @Test func invalidTraceExits65() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("bad.jsonl")
        try Data(
            #"""
            {"type":"header","format":"gesture-trace","version":1}
            {"type":"touch","t":5,"id":1,"phase":"ended","x":1,"y":2}

            """#.utf8
        ).write(to: trace)
        let result = try CommandRunner.run(["replay", trace.path, "--engine", "fluid"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
    }

    /// A refresh rate outside 1...1000 Hz (`DeviceInfo.refreshHzRange`), from the option or from a
    /// configuration, is a usage error, never a trap (it used to end with exit 132 in FrameClock).
    @Test(arguments: ["1e300", "0.5", "5e-324", "1001"])
    func refreshRateOutsideItsRangeExits64(value: String) throws {
        let option = try CommandRunner.run([
            "replay", "traces/scenarios/two-quick-taps.jsonl", "--engine", "fluid", "--refresh-hz", value,
        ])
        #expect(option.status == 64, "\(option.stderr)")
        #expect(option.stderr.contains("from 1 to 1000"))
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = directory.appendingPathComponent("engines.json")
        try Data(#"{"display":{"refreshHz":\#(value)}}"#.utf8).write(to: configuration)
        let file = try CommandRunner.run([
            "replay", "traces/scenarios/two-quick-taps.jsonl", "--engine", "fluid", "--config", configuration.path,
        ])
        #expect(file.status == 64, "\(file.stderr)")
        #expect(file.stderr.contains("display.refreshHz"))
    }
}
