import Foundation
import Testing
import TraceAnalysis
import _TestSupport

@Suite("gesturetrace analyze")
struct AnalyzeCommandTests {
    @Test("--out writes the five CSV reports and the schema, with the documented headers")
    func reports() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run(["analyze", "traces/scenarios/", "--out", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("fluid - legacy"))
        let documentation = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/reports.md"), encoding: .utf8)
        for name in ["traces.csv", "gestures.csv", "intents.csv", "transitions.csv", "summary.csv"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let header = try #require(text.components(separatedBy: "\r\n").first)
            let documented = Self.documentedColumns(of: name, in: documentation)
            #expect(!documented.isEmpty, "docs/reports.md has no column table for \(name)")
            #expect(header.split(separator: ",").map(String.init) == documented, "\(name)")
        }
        let intents = try String(contentsOf: directory.appendingPathComponent("intents.csv"), encoding: .utf8)
        #expect(
            intents.contains(
                "\r\nlegacy,traces/scenarios/blocked-touch-then-retry.jsonl,close,close,2,true,481.333,false,,,"))
        let schema =
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("schema.json")))
            as! [String: Any]
        #expect(schema["schemaVersion"] as? Int == AnalysisReport.schemaVersion && AnalysisReport.schemaVersion == 5)
    }

    @Test("120 Hz frame events under a 60 Hz header: intents.csv says back at the start at 1141.667, not 1150.000")
    func framesOfTheTrace() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = TestPaths.fixture("frames/pan-reverses-past-start-120hz.jsonl").path
        let result = try CommandRunner.run(["analyze", fixture, "--out", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let intents = try String(contentsOf: directory.appendingPathComponent("intents.csv"), encoding: .utf8)
        let rows = intents.components(separatedBy: "\r\n").filter { $0.contains(",cancel,") }
        #expect(rows.count == 2)
        for row in rows {
            #expect(row.contains(",1000.000,1000.000,1141.667,"), "\(row)")
            #expect(!row.contains("1150.000"), "\(row)")
        }
    }

    @Test("like for like by default, --what-if replays every trace on every engine, --recorded-with filters")
    func populations() throws {
        let folder = "traces/synthetic/quick-dismiss/"
        func reports(_ extra: [String]) throws -> (text: String, traces: String, summary: String) {
            let directory = try TestPaths.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try CommandRunner.run(["analyze", folder, "--out", directory.path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let read = { (name: String) in
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
            return (result.stdout, try read("traces.csv"), try read("summary.csv"))
        }
        // 10 users per engine: each model scores only its own users' 10 traces.
        let own = try reports([])
        #expect(own.text.contains("legacy (own): 10 traces: 10 recorded with legacy"))
        #expect(own.text.contains("fluid (own): 10 traces: 10 recorded with fluid"))
        #expect(own.text.contains("each on its own population (different users)"))
        #expect(own.traces.contains("legacy-user00.jsonl,loaded,"))
        #expect(own.traces.contains(",legacy,legacy\r\n") && own.traces.contains(",fluid,fluid\r\n"))
        #expect(own.summary.contains("\r\nfluid,own,labelled,overall,,all,"))
        #expect(!own.summary.contains("what-if"))
        let whatIf = try reports(["--what-if"])
        #expect(whatIf.text.contains("What-if: every trace replayed against every engine"))
        #expect(whatIf.text.contains("fluid (what-if): 20 traces: 10 recorded with fluid, 10 recorded with legacy"))
        #expect(whatIf.traces.contains(",legacy,legacy fluid\r\n"))
        #expect(whatIf.summary.contains("\r\nfluid,what-if,labelled,overall,,all,"))
        let filtered = try reports(["--recorded-with", "fluid", "--what-if"])
        #expect(filtered.text.contains("legacy (what-if): 10 traces: 10 recorded with fluid"))
        #expect(!filtered.traces.contains("legacy-user"))
    }

    /// The columns docs/reports.md lists for `file`, in order: the first cell of each row of the
    /// table under its `## file` heading ("a, b" rows name several columns; "as above" rows name
    /// the columns again).
    static func documentedColumns(of file: String, in documentation: String) -> [String] {
        var columns: [String] = []
        var inSection = false
        for line in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inSection = line.hasPrefix("## \(file)")
                continue
            }
            guard inSection, line.hasPrefix("| ") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            guard cell != "column", !cell.hasPrefix("---") else { continue }
            columns += cell.components(separatedBy: ", ").map { $0.replacingOccurrences(of: "`", with: "") }
        }
        return columns
    }

    @Test("counts in the text agree with their number: one trace is a trace")
    func singularCounts() throws {
        let one = try CommandRunner.run(["analyze", "traces/samples/tap.jsonl"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.hasPrefix("1 trace (1 analysed, 0 failed); "))
        #expect(
            one.stdout.contains(
                "legacy (what-if): 1 trace: 1 recorded with unknown; the 1 not recorded against legacy is a what-if\n"))
        let two = try CommandRunner.run([
            "analyze", "traces/samples/tap.jsonl", "traces/samples/open-close-with-intents.json",
        ])
        #expect(two.stdout.hasPrefix("2 traces (2 analysed, 0 failed); "), "\(two.stdout)")
    }

    @Test("--jobs 1 and --jobs 2 give byte-identical reports")
    func deterministicAcrossJobs() throws {
        let a = try TestPaths.temporaryDirectory()
        let b = try TestPaths.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        let one = try CommandRunner.run(["analyze", "traces/", "--jobs", "1", "--out", a.path])
        let two = try CommandRunner.run(["analyze", "traces/", "--jobs", "2", "--out", b.path])
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout == two.stdout)
        for name in ["traces.csv", "gestures.csv", "intents.csv", "transitions.csv", "summary.csv"] {
            let x = try Data(contentsOf: a.appendingPathComponent(name))
            let y = try Data(contentsOf: b.appendingPathComponent(name))
            #expect(x == y, "\(name)")
        }
    }

    @Test("an invalid trace is listed with its reason: exit 65, or 0 with --skip-invalid")
    func invalidTraces() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let args = [
            "analyze", "traces/samples/tap.jsonl", "Tests/Fixtures/invalid/began-twice.jsonl", "--out", directory.path,
        ]
        let strict = try CommandRunner.run(args)
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("began-twice.jsonl: failed: Tests/Fixtures/invalid/began-twice.jsonl:3:"))
        let skipping = try CommandRunner.run(args + ["--skip-invalid"])
        #expect(skipping.status == 0)
        let traces = try String(contentsOf: directory.appendingPathComponent("traces.csv"), encoding: .utf8)
        #expect(traces.contains("\r\nTests/Fixtures/invalid/began-twice.jsonl,failed,"))
        #expect(traces.contains("\r\ntraces/samples/tap.jsonl,loaded,"))
    }

    @Test("--format json gives the overall and scenario summary rows for each engine asked")
    func json() throws {
        let result = try CommandRunner.run([
            "analyze", "traces/scenarios/", "--engine", "fluid", "--engine", "recorded", "--format", "json",
        ])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(object["engines"] as? [String] == ["fluid", "recorded"])
        let rows = object["summary"] as! [[String: Any]]
        #expect(rows.contains { $0["engine"] as? String == "recorded" && $0["metric"] as? String == "cancel_success" })
        #expect(!rows.contains { $0["scope"] as? String == "trace" })
    }

    @Test("bad options are usage errors")
    func usage() throws {
        #expect(try CommandRunner.run(["analyze", "traces/", "--jobs", "0"]).status == 64)
        #expect(try CommandRunner.run(["analyze", "traces/", "--engine", "turbo"]).status == 64)
        #expect(try CommandRunner.run(["analyze", "nowhere/"]).status == 64)
    }
}

@Suite("Progress on stderr")
struct ProgressTests {
    /// `script` runs the command with a terminal on stderr (and stdout, which is redirected to a
    /// file inside it); the delay is set to 0 so the bar shows at once.
    @Test("a progress bar on a terminal's stderr, nothing on a pipe, and the same stdout either way")
    func progressOnlyOnTerminals() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ttyOut = directory.appendingPathComponent("tty-stdout.json").path
        let terminal = try Self.onTerminal(
            "analyze traces/scenarios/ --jobs 1 --format json > '\(ttyOut)'", in: directory)
        #expect(terminal.contains("traces"))
        #expect(terminal.contains("[###"))

        // Through pipes, with the same zero delay: no bar, and stdout is byte for byte the same.
        let pipedOut = directory.appendingPathComponent("pipe-stdout.json").path
        let pipedErr = directory.appendingPathComponent("pipe-stderr.txt").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c",
            "GESTURETRACE_PROGRESS_AFTER_MS=0 '\(CommandRunner.executable.path)' analyze traces/scenarios/ --jobs 1 --format json > '\(pipedOut)' 2> '\(pipedErr)'",
        ]
        shell.currentDirectoryURL = TestPaths.packageRoot
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(try String(contentsOfFile: pipedErr, encoding: .utf8).isEmpty)
        #expect(
            try String(contentsOfFile: ttyOut, encoding: .utf8) == String(contentsOfFile: pipedOut, encoding: .utf8))
    }

    @Test("on a terminal, analyze --out ends by saying where the reports are; on a pipe it does not")
    func whereTheReportsAre() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("reports").path
        let terminal = try Self.onTerminal("analyze traces/scenarios/ --out '\(out)/' > /dev/null", in: directory)
        #expect(terminal.contains("reports written to \(out)/: open \(out)/report.html"), "\(terminal)")
        let piped = try CommandRunner.run(["analyze", "traces/scenarios/", "--out", out + "-piped"])
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("reports written to"))
    }

    @Test("a long trace says on the terminal how far its reading and each replay have come")
    func longTraceProgress() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 2,200 open-dismiss cycles: 70,400 events, more than one stride of reading
        // (TraceEventFile.progressStride) and of each replay's frames (TraceAnalyzer.progressStride).
        let long = directory.appendingPathComponent("long.jsonl").path
        let generate = Process()
        generate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generate.arguments = [
            "python3", "Benchmarks/generate_cycles.py", "traces/synthetic/open-dismiss/legacy-user00.jsonl", "2200",
            long,
        ]
        generate.currentDirectoryURL = TestPaths.packageRoot
        try generate.run()
        generate.waitUntilExit()
        #expect(generate.terminationStatus == 0)
        // Held (below CorpusRunner.streamedTraceBytes), one engine's replay after the other.
        let terminal = try Self.onTerminal(
            "analyze '\(long)' --jobs 1 > /dev/null", environment: "GESTURETRACE_STREAMED_TRACE_BYTES=\(1 << 40)",
            in: directory)
        #expect(terminal.contains("0/1 traces  \(long): reading, "), "\(terminal)")
        #expect(terminal.contains("0/1 traces  \(long): replaying against legacy (1 of 2), "))
        #expect(terminal.contains("0/1 traces  \(long): replaying against fluid (2 of 2), "))
        // Once the trace is done, its note goes with it.
        #expect(terminal.contains("1/1 traces\u{1B}[K"))
        // Streamed (CorpusRunner.streamedTraceBytes), the engines replay in step: one note for both.
        let streamed = try Self.onTerminal(
            "analyze '\(long)' --jobs 1 > /dev/null", environment: "GESTURETRACE_STREAMED_TRACE_BYTES=0", in: directory)
        #expect(streamed.contains("0/1 traces  \(long): reading, "))
        #expect(streamed.contains("0/1 traces  \(long): replaying against legacy and fluid, "), "\(streamed)")
    }

    /// What a terminal shows of `gesturetrace ARGUMENTS` (a shell command line after the
    /// executable; stdout redirected inside it) run by `script`, with the progress delay at 0.
    private static func onTerminal(_ arguments: String, environment: String = "", in directory: URL) throws -> String {
        let typescript = directory.appendingPathComponent("typescript").path
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        script.arguments = [
            "-qec",
            "\(environment) GESTURETRACE_PROGRESS_AFTER_MS=0 '\(CommandRunner.executable.path)' \(arguments)",
            typescript,
        ]
        script.currentDirectoryURL = TestPaths.packageRoot
        script.standardOutput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        return try String(contentsOfFile: typescript, encoding: .utf8)
    }
}
