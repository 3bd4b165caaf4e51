import ArgumentParser
import CorpusAnalysis
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GestureTraceCommand {
    /// `gesturetrace analyze PATH...`: the product's main job.
    struct Analyze: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "analyze",
            abstract: "Measure first-touch latency, gestures per intent and cancellation success, engine by engine.",
            discussion: """
                Reads every trace under PATH (files or folders), replays each against every --engine \
                (default: legacy and fluid), finds the intents (labelled, or inferred) and prints the \
                engines side by side, overall and per scenario (and per device with --by device), with each engine's difference from the \
                first. --out DIR writes traces.csv, gestures.csv, intents.csv, transitions.csv, \
                summary.csv and schema.json (docs/reports.md); with --flows FILE, also flows.csv and \
                flow_steps.csv, and the text prints each flow's funnel (docs/flows.md). Traces are analysed \
                in parallel (--jobs) with results in a stable order. Invalid traces are listed with their reason \
                and the exit code is 65, unless --skip-invalid. --list-traces prints what the folder walk \
                would read, one JSON object a line, and --traces-from FILE reads such a list instead of PATH \
                (docs/scale-out.md).
                """
        )

        @Argument(help: "Trace files or folders.")
        var paths: [String] = []

        @Flag(
            help: """
                Print the traces the folder walk would read, in its order, one JSON object a line \
                ({"type":"trace","path":P}, or "skipped" with a "reason"), and analyse nothing.
                """)
        var listTraces = false

        @Option(
            help: ArgumentHelp(
                "Analyse the traces of this list (as --list-traces prints it) instead of PATH.", valueName: "file"))
        var tracesFrom: String?

        @Option(
            name: .customLong("engine"),
            help: "An engine to replay against: recorded, fluid or legacy (repeat for several).")
        var engines: [EngineKind] = []

        @Option(help: "Write the CSV reports to this folder (created if needed).")
        var out: String?

        @Option(
            help: ArgumentHelp(
                "Write the summary partial (mergeable state, docs/scale-out.md) to this file.", valueName: "file"))
        var partial: String?

        @Option(help: "Output format on stdout: text (side-by-side table) or json (summary rows).")
        var format: CorpusOutputFormat = .text

        @Option(help: "Traces analysed at once (default: the number of cores).")
        var jobs: Int?

        @Flag(help: "Infer intents even when the traces carry intent labels (to check inference against them).")
        var inferIntents = false

        @Flag(help: "Replay every trace against every engine, whatever it was recorded against (a what-if).")
        var whatIf = false

        @Option(
            help: ArgumentHelp(
                "Analyse only the traces recorded against this engine (header engine.kind; none or unknown: without"
                    + " one).",
                valueName: "kind"))
        var recordedWith: RecordedWith?

        @Flag(help: "Analyse the valid traces and exit 0 even when some are invalid (each is still listed).")
        var skipInvalid = false

        @OptionGroup var flowOptions: FlowOptions
        @OptionGroup var grouping: GroupingOptions
        @OptionGroup var engineOptions: EngineOptions
        @OptionGroup(title: "Recognition") var recognition: RecognitionOptions
        @OptionGroup var reading: ReadingOptions

        func validate() throws {
            try JobsOption.validate(jobs)
            guard paths.isEmpty != (tracesFrom == nil) else {
                throw ValidationError("Give either trace files or folders, or --traces-from FILE, not both or neither.")
            }
            if listTraces && (out != nil || partial != nil) {
                throw ValidationError("--list-traces prints the walk and writes nothing: drop --out and --partial.")
            }
        }

        func run() throws {
            if listTraces {
                let items = try tracesFrom.map(TraceList.items(readingFrom:)) ?? TracePathCollector.items(paths)
                for item in items { StandardStreams.outLine(TraceList.line(item)) }
                StandardStreams.flush()
                return
            }
            // The report set is written as the run goes; DIR is replaced only once every file is
            // complete, and left as it was on any failure (docs/output-safety.md).
            // The traces a walk or a list finds are compared with the outputs as they are opened.
            let existingOutputs = try OutputGuard(
                outputs: [("--partial", partial)], folders: [("--out", out)],
                inputs: [
                    ("--config", engineOptions.configPath), ("--flows", flowOptions.path),
                    ("--traces-from", tracesFrom),
                ], traces: paths
            ).checkForCorpusRun()
            var request = try request()
            request.existingOutputs = existingOutputs
            let result = try CorpusRunner.commandLine.run(request)
            CorpusRunRendering.print(result, format: format, byScenario: grouping.byScenario)
            if let out { CorpusRunRendering.tellWhereReportsAre(out) }
            if result.failureCount > 0 && !skipInvalid { throw CommandLineError.listed(ExitStatus.badInput) }
        }

        /// The request the options make (each configuration file read once).
        func request() throws -> CorpusRequest {
            var request = CorpusRequest(paths: paths)
            request.traceList = tracesFrom
            request.engines = engines
            request.jobs = jobs
            request.inferIntents = inferIntents
            request.whatIf = whatIf
            request.recordedWith = recordedWith
            request.byDevice = grouping.byDevice
            request.reportFolder = out
            request.partialFile = partial
            request.bootstrap = format == .text
            request.flows = try flowOptions.flows()
            request.engineConfiguration = try engineOptions.configuration()
            request.reading = reading.traceReadOptions
            request.recognition = recognition.policy
            return request
        }
    }
}
