import Foundation
import Testing
import _TestSupport

/// `--by device` (docs/analysis.md "By device") and the what-if label of a model's replay of
/// traces not recorded against it (docs/analysis.md "Like for like"), through the binary:
/// summary.csv, the text, report.html, `merge` and `gate`.
@Suite("--by device and replayed traces")
struct ByDeviceCommandTests {
    /// Three fluid users' traces rewritten onto three devices: two recorded against fluid (a
    /// Pixel 7 at 120 Hz and at 90 Hz), one with no engine kind and no model (fluid replays it).
    private static func corpus(in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent("traces")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let devices = [
            #""device":{"model":"Pixel 7","refreshHz":120}"#, #""device":{"model":"Pixel 7","refreshHz":90}"#,
            #""device":{"refreshHz":60}"#,
        ]
        for (index, device) in devices.enumerated() {
            let source = TestPaths.trace("synthetic/browse/fluid-user0\(index).jsonl")
            var text = try String(contentsOf: source, encoding: .utf8)
            text = text.replacingOccurrences(
                of: #""device":{"model":"simulated","refreshHz":60,"touchHz":120}"#, with: device)
            if index == 2 {
                text = text.replacingOccurrences(
                    of: #""engine":{"kind":"fluid","build":"gesturetrace-synth"},"#, with: "")
            }
            try text.write(to: folder.appendingPathComponent("t\(index).jsonl"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private static func lines(_ csv: String, prefix: String) -> [Substring] {
        csv.split(separator: "\r\n").filter { $0.hasPrefix(prefix) }
    }

    @Test("analyze --by device: a row set, a text section and a report table per device, what-if where replayed")
    func analyzeByDevice() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = try Self.corpus(in: directory)
        let out = directory.appendingPathComponent("out").path
        let run = try CommandRunner.run(["analyze", traces.path, "--engine", "fluid", "--by", "device", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try String(contentsOfFile: out + "/summary.csv", encoding: .utf8)

        // Devices sorted by label; a device whose traces were all recorded against fluid is own,
        // the one fluid replays is what-if, and so is the overall row, which holds it.
        for (label, population) in [
            ("Pixel 7 @ 120 Hz", "own"), ("Pixel 7 @ 90 Hz", "own"), ("unknown model @ 60 Hz", "what-if"),
        ] {
            let rows = Self.lines(
                summary, prefix: "fluid,\(population),labelled,device,\(label),all,first_touch_latency_ms,")
            #expect(rows.count == 1, "\(label)")
        }
        #expect(Self.lines(summary, prefix: "fluid,what-if,labelled,overall,,all,first_touch_latency_ms,").count == 1)

        // Each device holds one trace: its device row counts what that trace's own row counts.
        let traceRows = Self.lines(summary, prefix: "fluid,").filter {
            $0.contains(",trace,") && $0.contains("t0.jsonl")
        }
        let deviceRow = Self.lines(
            summary, prefix: "fluid,own,labelled,device,Pixel 7 @ 120 Hz,all,first_touch_latency_ms,")
        let traceRow = traceRows.filter { $0.contains(",all,first_touch_latency_ms,") }
        #expect(deviceRow.first?.split(separator: ",")[7] == traceRow.first?.split(separator: ",")[7])

        let text = run.stdout
        #expect(text.contains("\nDevice Pixel 7 @ 120 Hz\n"))
        #expect(text.contains("\nDevice unknown model @ 60 Hz\n                              fluid (what-if)\n"))
        #expect(text.contains("\nDevice Pixel 7 @ 90 Hz\n                              fluid\n"))
        #expect(text.contains("fluid (what-if): 3 traces: 1 recorded with unknown, 2 recorded with fluid; "))

        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(page.contains("<caption>Device Pixel 7 @ 90 Hz</caption>"))
        #expect(page.contains("<strong>What-if:</strong>"))

        // Without --by device: no device rows.
        let plain = directory.appendingPathComponent("plain").path
        #expect(try CommandRunner.run(["analyze", traces.path, "--engine", "fluid", "--out", plain]).status == 0)
        let plainSummary = try String(contentsOfFile: plain + "/summary.csv", encoding: .utf8)
        #expect(!plainSummary.contains(",device,"))
    }

    @Test("merge --by device writes the summary.csv of one analyze --by device, byte for byte")
    func mergeByDevice() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = try Self.corpus(in: directory)
        let whole = directory.appendingPathComponent("whole").path
        #expect(try CommandRunner.run(["analyze", traces.path, "--by", "device", "--out", whole]).status == 0)
        var partials: [String] = []
        for index in 0..<3 {
            let partial = directory.appendingPathComponent("p\(index)").path
            let trace = traces.appendingPathComponent("t\(index).jsonl").path
            #expect(try CommandRunner.run(["analyze", trace, "--partial", partial]).status == 0)
            partials.append(partial)
        }
        let merged = directory.appendingPathComponent("merged").path
        let merge = try CommandRunner.run(["merge"] + partials.reversed() + ["--by", "device", "--out", merged])
        #expect(merge.status == 0, "\(merge.stderr)")
        let expected = try Data(contentsOf: URL(fileURLWithPath: whole + "/summary.csv"))
        let actual = try Data(contentsOf: URL(fileURLWithPath: merged + "/summary.csv"))
        #expect(actual == expected)
        #expect(String(decoding: actual, as: UTF8.self).contains(",device,Pixel 7 @ 90 Hz,"))
    }

    @Test("gate: an assertion on a device reads its row; a device with no rows is a usage error naming those there")
    func gateOnDevice() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = try Self.corpus(in: directory)
        let gates = try TestPaths.write(
            #"{"version":1,"assertions":[{"metric":"first_touch_latency_ms","statistic":"count","engine":"fluid","device":"Pixel 7 @ 120 Hz","min":1}]}"#,
            named: "gate.json", in: directory)
        let passed = try CommandRunner.run(["gate", traces.path, "--gates", gates])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.hasPrefix("PASS  fluid: first-touch latency, n (Pixel 7 @ 120 Hz): observed "))

        // The overall row holds the trace fluid replays: the check says its number is a what-if.
        let overall = try TestPaths.write(
            #"{"version":1,"assertions":[{"metric":"achieved","statistic":"rate","engine":"fluid","min":0.5}]}"#,
            named: "overall.json", in: directory)
        let markdown = directory.appendingPathComponent("gate.md").path
        let labelled = try CommandRunner.run(["gate", traces.path, "--gates", overall, "--markdown", markdown])
        #expect(labelled.status == 0, "\(labelled.stdout)\(labelled.stderr)")
        #expect(labelled.stdout.hasPrefix("PASS  fluid: intents achieved (what-if): observed "))
        let md = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(md.contains("| fluid: intents achieved (what-if) |"))

        let missing = try TestPaths.write(
            #"{"version":1,"assertions":[{"metric":"achieved","statistic":"rate","engine":"fluid","device":"Pixel 8 @ 120 Hz","min":0.5}]}"#,
            named: "missing.json", in: directory)
        let failed = try CommandRunner.run(["gate", traces.path, "--gates", missing])
        #expect(failed.status == 64)
        #expect(failed.stderr.contains("assertions[0].device: device \"Pixel 8 @ 120 Hz\" has no rows for engine"))
        #expect(
            failed.stderr.contains(
                "devices there: \"Pixel 7 @ 120 Hz\", \"Pixel 7 @ 90 Hz\", \"unknown model @ 60 Hz\""))

        let both = try TestPaths.write(
            #"{"version":1,"assertions":[{"metric":"achieved","statistic":"rate","engine":"fluid","device":"Pixel 7 @ 120 Hz","scenario":"browse","min":0.5}]}"#,
            named: "both.json", in: directory)
        let refused = try CommandRunner.run(["gate", traces.path, "--gates", both])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("assertions[0].device: rows are per scenario or per device, not both"))
    }
}

/// `../shared/realdata/android-getevent/Phone` beside the checkout.
private let realLogFolder = TestPaths.packageRoot
    .appendingPathComponent("../shared/realdata/android-getevent/Phone").standardizedFileURL

/// Real device logs (`../shared/realdata/android-getevent`, recorded by others on a Galaxy S;
/// never copied into the repository) imported as the docs say and analysed: no model number is
/// printed as the device's.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: realLogFolder.path),
        "../shared/realdata/android-getevent is not beside the checkout"))
struct RealLogWhatIfTests {
    @Test(
        "a real log imported with --scene media-viewer: every model row is what-if, in CSV, text and report",
        arguments: ["phone-openCalender.txt", "phone-playAngryBirdsLevel1.txt"])
    func realLogIsWhatIf(log: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("log.jsonl").path
        let imported = try CommandRunner.run([
            "import", "--from", "android-getevent", "--x-max", "1023", "--y-max", "1023", "--display-size",
            "480x800", "--density", "1.5", "--scene", "media-viewer",
            realLogFolder.appendingPathComponent(log).path, trace,
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = directory.appendingPathComponent("out").path
        let run = try CommandRunner.run(["analyze", trace, "--by", "device", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try String(contentsOfFile: out + "/summary.csv", encoding: .utf8).split(separator: "\r\n")
            .dropFirst()
        let models = rows.filter { $0.hasPrefix("legacy,") || $0.hasPrefix("fluid,") }
        #expect(!models.isEmpty)
        #expect(models.allSatisfy { $0.split(separator: ",")[1] == "what-if" })
        #expect(rows.contains { $0.contains(",device,") })
        // A device log has no labels: where it has intents, they are inferred, and the title says so.
        #expect(run.stdout.contains("legacy (what-if") && run.stdout.contains("fluid (what-if"))
        #expect(!run.stdout.contains("(own)"))
        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(page.contains("<strong>What-if:</strong>"))
        #expect(page.contains("legacy (what-if)"))

        // Streamed (read twice, never held: docs/performance.md "A long trace"), the real log
        // gives the same bytes in every report and on stdout.
        let streamedOut = directory.appendingPathComponent("streamed").path
        let streamed = try CommandRunner.run(
            ["analyze", trace, "--by", "device", "--out", streamedOut],
            launcher: ["/usr/bin/env", "GESTURETRACE_STREAMED_TRACE_BYTES=0"])
        #expect(streamed.status == 0 && streamed.stdout == run.stdout, "\(streamed.stderr)")
        for name in try FileManager.default.contentsOfDirectory(atPath: out) {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: streamedOut + "/" + name)), "\(name)")
        }
    }
}
