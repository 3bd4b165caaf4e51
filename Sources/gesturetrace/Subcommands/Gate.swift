import ArgumentParser
import RegressionGates
import SystemPackage
import TraceAnalysis
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GestureTraceCommand {
    /// `gesturetrace gate PATH... --gates FILE [--config ENGINES]`: the analysis as a pass/fail regression gate.
    struct Gate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gate",
            abstract: "Run the analysis and check it against a gate configuration (a CI regression gate).",
            discussion: """
                Analyses PATH with the engines the assertions name (tuned by --config, an engine \
                configuration, as in every command), evaluates every assertion (and \
                the regression ones against --baseline, a saved summary.csv), prints one line per \
                assertion (PASS, WARN or FAIL with the observed value, the limit and the margin), and \
                writes JUnit XML (--junit), a Markdown summary (--markdown) and report.html (--html). Exit 0 when no \
                error-level assertion fails, 1 when one does, 64 for a bad configuration or \
                baseline (the field and the reason are named), 65 for bad traces (README "Exit \
                codes"). --flows FILE adds the flow rows assertions with "flow" read. docs/gates.md.
                """
        )

        @Argument(help: "Trace files or folders.")
        var paths: [String] = []

        @Option(
            parsing: .upToNextOption,
            help: ArgumentHelp(
                "Gate on summary partials (analyze --partial) instead of traces (docs/scale-out.md).",
                valueName: "file"))
        var partial: [String] = []

        @Option(help: "The gate configuration: the assertions (JSON, docs/gates.md).")
        var gates: String

        @Option(help: "A summary.csv from an earlier `analyze --out` run, for regression assertions.")
        var baseline: String?

        @Option(help: "Write the results as JUnit XML to this file.")
        var junit: String?

        @Option(help: "Write a Markdown summary (for a pull-request comment or a CI job summary) to this file.")
        var markdown: String?

        @Option(
            help: ArgumentHelp(
                "Write report.html (figures, the checks, the worst intents; docs/reports.md) to this file.",
                valueName: "path"))
        var html: String?

        @Option(help: "Traces analysed at once (default: the number of cores).")
        var jobs: Int?

        @Flag(help: "Infer intents even when the traces carry intent labels.")
        var inferIntents = false

        @Flag(help: "Gate on the valid traces even when some are invalid (each is still listed).")
        var skipInvalid = false

        @Option(
            help: ArgumentHelp(
                "Gate only on the traces recorded against this engine (header engine.kind; none: without one).",
                valueName: "kind"))
        var recordedWith: String?

        @Flag(
            help:
                "Replay every trace against every engine the assertions name, whatever it was recorded against (a what-if)."
        )
        var whatIf = false

        @OptionGroup var flowOptions: FlowOptions
        @OptionGroup var grouping: GroupingOptions
        @OptionGroup var engineOptions: EngineOptions
        @OptionGroup(title: "Recognition") var recognition: RecognitionOptions

        @OptionGroup var reading: ReadingOptions

        func validate() throws {
            try ParallelMap.validate(jobs)
            guard paths.isEmpty != partial.isEmpty else {
                throw ValidationError("Give either trace files or folders, or --partial FILE..., not both or neither.")
            }
            if recordedWith != nil && !partial.isEmpty {
                throw ValidationError(
                    "--recorded-with chooses traces as they are analysed; partials keep the choice they were written"
                        + " with (analyze --partial FILE --recorded-with KIND).")
            }
            let r = recognition
            let recognizing =
                r.platformOption.platform != nil || r.velocity != .lsq2 || inferIntents
                || [r.tapSlop, r.panSlop, r.longPressMs, r.longPressSlop, r.swipeDistance].contains { $0 != nil }
                || engineOptions.configPath != nil || engineOptions.refreshHz != nil
            if recognizing && !partial.isEmpty {
                throw ValidationError(
                    "--platform, the recognition thresholds, --velocity, --infer-intents, --config and --refresh-hz"
                        + " choose how traces are analysed; partials keep the choice they were written with"
                        + " (analyze --partial FILE with those options).")
            }
            if whatIf && !partial.isEmpty {
                throw ValidationError(
                    "--what-if chooses how traces are replayed as they are analysed; partials keep the choice they"
                        + " were written with (analyze --partial FILE --what-if).")
            }
        }

        func run() throws {
            try OutputGuard(
                outputs: [("--junit", junit), ("--markdown", markdown), ("--html", html)],
                inputs: [
                    ("--gates", gates), ("--baseline", baseline), ("--config", engineOptions.configPath),
                    ("--flows", flowOptions.path),
                ] + partial.map { ("--partial", $0) }, traces: paths
            ).check()
            let gate = try Self.read(gates, what: "gate configuration", kind: .gate) { text in
                try GateConfiguration.parse(jsonText: text)
            }
            let baselineRows = try baseline.map { path in
                try Self.read(path, what: "baseline summary") { try SummaryTable.parse(csvText: $0) }
            }
            // The engines the assertions name (each an `EngineKind`, checked when read).
            let engines = gate.engines
            let runEngines: [EngineKind] = engines.isEmpty ? [.fluid] : engines
            // --html gathers the figures' values as the run goes (and the summary's intervals).
            // Per-device rows when asked, or when an assertion reads one.
            let byDevice = grouping.byDevice || gate.assertions.contains { $0.device != nil }
            let page =
                html != nil && partial.isEmpty
                ? CorpusReportWriter(collectingOnly: CorpusRun.engines(runEngines), whatIf: whatIf) : nil
            // --partial: the merged partials' rows and report.html, the same as one run over their traces.
            let merged =
                partial.isEmpty
                ? nil
                : try PartialCorpusRun(
                    PartialFiles.merged(partial, flows: try flowOptions.flows()), flows: try flowOptions.flows(),
                    jobs: try ParallelMap.jobs(jobs), bootstrap: baselineRows != nil || html != nil || markdown != nil,
                    traceRows: html != nil, byDevice: byDevice)
            let run =
                try merged?.run
                ?? CorpusRun.execute(
                    paths: paths, engines: runEngines, jobs: jobs,
                    inferIntents: inferIntents,
                    engineConfiguration: try engineOptions.configuration(),
                    reading: reading, bootstrap: baselineRows != nil || markdown != nil, whatIf: whatIf,
                    recordedWith: recordedWith,
                    flows: try flowOptions.flows(),
                    reports: page, recognition: recognition, byDevice: byDevice)
            CorpusRunRendering.listFailures(run)
            if run.failures > 0 && !skipInvalid { throw CommandFailure.listed(ExitStatus.badInput) }
            let evaluation: GateEvaluation
            do {
                evaluation = try GateEvaluator.evaluate(gate, summary: run.summary, baseline: baselineRows)
            } catch {
                throw CommandFailure.usage(error.in(file: gates).description)
            }
            StandardStreams.out(GateReport.console(evaluation))
            if let junit { try Self.write(GateReport.junitXML(evaluation), to: junit) }
            if let markdown {
                let verdict = Verdict(
                    rows: run.summary, engines: run.engines, sameTraces: run.whatIf, baseline: baselineRows)
                try Self.write(GateReport.markdown(evaluation, verdict: verdict, htmlReport: html), to: markdown)
            }
            if let html {
                let section = GateReport.reportSection(evaluation)
                if let merged { try Self.write(merged.html(gate: section, baseline: baselineRows), to: html) }
                if let page { try Self.write(page.html(gate: section, baseline: baselineRows), to: html) }
            }
            StandardStreams.flush()
            if evaluation.outcome == .failed { throw CommandFailure.gateFailed }
        }

        /// Reads and parses a file; an unreadable or invalid one is a usage error (64). A file of
        /// another configuration kind than `kind` says which kind it is and where it goes.
        static func read<T>(
            _ path: String, what: String, kind: ConfigurationFileKind? = nil, parse: (String) throws -> T
        ) throws -> T {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure.usage("\(path): cannot read the \(what)")
            }
            do {
                return try parse(String(decoding: data, as: UTF8.self))
            } catch {
                if let kind, let note = ConfigurationFileKind.misplacedNote(data, expected: kind) {
                    throw CommandFailure.usage("\(path): \(note)")
                }
                throw CommandFailure.usage("\(path): invalid \(what):\n\(error)")
            }
        }

        /// Writes a report file, creating the folders above it first (like `mkdir -p`), so that
        /// `--junit reports/gate-junit.xml` works on a fresh checkout without `reports/`.
        static func write(_ text: String, to path: String) throws {
            let folder = FilePath(path).removingLastComponent().string
            if !folder.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw CommandFailure.usage(
                        "\(folder): cannot create the folder for \(path): \(FileSystemErrorText.reason(error))")
                }
            }
            try ReplacementFile.write(text, to: path)
        }
    }
}
