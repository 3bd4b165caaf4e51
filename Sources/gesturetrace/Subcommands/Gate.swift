import ArgumentParser
import CorpusAnalysis
import GestureRecognition
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
                "Gate only on the traces recorded against this engine (header engine.kind; none or unknown:"
                    + " without one).",
                valueName: "kind"))
        var recordedWith: RecordedWith?

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
            try JobsOption.validate(jobs)
            guard paths.isEmpty != partial.isEmpty else {
                throw ValidationError("Give either trace files or folders, or --partial FILE..., not both or neither.")
            }
            if recordedWith != nil && !partial.isEmpty {
                throw ValidationError(
                    "--recorded-with chooses traces as they are analysed; partials keep the choice they were written"
                        + " with (analyze --partial FILE --recorded-with KIND).")
            }
            let recognizing =
                recognition.policy != RecognitionPolicy() || inferIntents
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
            // The traces a walk finds are compared with the outputs as the run opens them.
            let existingOutputs = try OutputGuard(
                outputs: [("--junit", junit), ("--markdown", markdown), ("--html", html)],
                inputs: [
                    ("--gates", gates), ("--baseline", baseline), ("--config", engineOptions.configPath),
                    ("--flows", flowOptions.path),
                ] + partial.map { ("--partial", $0) }, traces: paths
            ).checkForCorpusRun()
            let gate = try ConfigurationFile.read(gates, what: "gate configuration", kind: .gate) { data in
                try GateConfiguration.parse(jsonText: String(decoding: data, as: UTF8.self))
            }
            let baselineRows = try baseline.map { path throws(CorpusError) in
                try ConfigurationFile.read(path, what: "baseline summary") { data in
                    try SummaryTable.parse(csvText: String(decoding: data, as: UTF8.self))
                }
            }
            // The flow file, read once for the run or the partials.
            let flows = try flowOptions.flows()
            // Per-device rows when asked, or when an assertion reads one.
            let byDevice = grouping.byDevice || gate.assertions.contains { $0.device != nil }
            // What changed against the baseline, gathered as the traces go (only for a regression
            // check of an intent metric).
            var changes = GateChangeCollector(gate, baseline: baselineRows)
            let traces: ((PartialTrace) -> Void)? = changes.listsIntents ? { changes.add($0) } : nil
            let run: CorpusResult
            if partial.isEmpty {
                var runner = CorpusRunner.commandLine
                runner.traces = traces
                var request = try request(gate: gate, flows: flows, byDevice: byDevice, bootstrap: baselineRows != nil)
                request.existingOutputs = existingOutputs
                run = try runner.run(request)
            } else {
                // The merged partials' rows and report.html, the same as one run over their traces.
                run = try PartialMerge(
                    PartialFiles.merged(partial, flows: flows), flows: flows, jobs: try ParallelMap.jobs(jobs),
                    bootstrap: baselineRows != nil || html != nil || markdown != nil, traceRows: html != nil,
                    byDevice: byDevice, traces: traces
                ).result
            }
            CorpusRunRendering.listFailures(run)
            if run.failureCount > 0 && !skipInvalid { throw CommandLineError.listed(ExitStatus.badInput) }
            let evaluation: GateEvaluation
            do {
                evaluation = try GateEvaluator.evaluate(gate, summary: run.summary, baseline: baselineRows)
                    .attaching(changes.changes)
            } catch {
                throw CommandLineError.usage(error.in(file: gates).description)
            }
            StandardStreams.out(GateReport.console(evaluation))
            if let junit { try Self.write(GateReport.junitXML(evaluation), to: junit) }
            if let markdown {
                let verdict = Verdict(
                    rows: run.summary, engines: run.engines, sameTraces: run.whatIf, baseline: baselineRows)
                let findings = FindingSentences(
                    run.tally.findings, rows: run.summary, engines: run.engines, shown: GateReport.markdownFindingsShown
                )
                try Self.write(
                    GateReport.markdown(evaluation, verdict: verdict, findings: findings, htmlReport: html),
                    to: markdown)
            }
            if let html {
                let section = GateReport.reportSection(evaluation)
                try Self.write(
                    run.html(gate: section, baseline: baselineRows, gateChanges: GateReport.reportChanges(evaluation)),
                    to: html)
            }
            StandardStreams.flush()
            if evaluation.outcome == .failed { throw CommandLineError.gateFailed }
        }

        /// The request of a run over traces: the engines the assertions name (each an `EngineKind`,
        /// checked when read; fluid when none does), and for --html the figures' values gathered
        /// as the run goes (with the summary's intervals, as for --baseline and --markdown).
        func request(gate: GateConfiguration, flows: [Flow], byDevice: Bool, bootstrap: Bool) throws -> CorpusRequest {
            var request = CorpusRequest(paths: paths)
            request.engines = gate.engines.isEmpty ? [.fluid] : gate.engines
            request.jobs = jobs
            request.inferIntents = inferIntents
            request.whatIf = whatIf
            request.recordedWith = recordedWith
            request.byDevice = byDevice
            request.collectsReportPage = html != nil
            request.bootstrap = bootstrap || markdown != nil
            request.flows = flows
            request.engineConfiguration = try engineOptions.configuration()
            request.reading = reading.traceReadOptions
            request.recognition = recognition.policy
            return request
        }

        /// Writes a report file, creating the folders above it first (like `mkdir -p`), so that
        /// `--junit reports/gate-junit.xml` works on a fresh checkout without `reports/`.
        static func write(_ text: String, to path: String) throws {
            let folder = FilePath(path).removingLastComponent().string
            if !folder.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw CommandLineError.usage(
                        "\(folder): cannot create the folder for \(path): \(FileSystemErrorText.reason(error))")
                }
            }
            try ReplacementFile.write(text, to: path)
        }
    }
}
