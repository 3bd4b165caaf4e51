import ArgumentParser
import TraceAnalysis
import TransitionSimulation

extension GestureTraceCommand {
    /// `gesturetrace merge FILE... --out DIR`: combines summary partials (docs/scale-out.md).
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Combine summary partials (analyze --partial) into the summary of all their traces.",
            discussion: """
                Reads every FILE (written by `analyze --partial`, or by `merge --partial`), in any \
                order and grouping, and prints the side-by-side text that one `analyze` over all their \
                traces prints. --out DIR writes summary.csv, schema.json and report.html, byte for byte \
                those of one `analyze --out` over the traces in path order (traces.csv and the other \
                per-row files are the partitions' own files concatenated); --partial FILE writes the merged \
                partial, for a merge in stages. Partials must come from the same options (engines, \
                --what-if, --recorded-with, --flows, given here again, and the recognition and engine \
                options: --platform, the thresholds, --velocity, --infer-intents, --config, \
                --refresh-hz); a corrupt, truncated or other-version file, or a value analyze never \
                writes, exits 65 naming the file, line and field. docs/scale-out.md.
                """
        )

        @Argument(help: "Summary partial files.")
        var files: [String]

        @Option(help: "Write summary.csv, schema.json and report.html to this folder (created if needed).")
        var out: String?

        @Option(help: ArgumentHelp("Write the merged summary partial to this file.", valueName: "file"))
        var partial: String?

        @Option(help: "Output format on stdout: text (side-by-side table) or json (summary rows).")
        var format: CorpusOutputFormat = .text

        @Option(help: "Bootstrap jobs run at once (default: the number of cores).")
        var jobs: Int?

        @Flag(help: "Exit 0 even when some traces failed (each is still listed).")
        var skipInvalid = false

        @OptionGroup var flowOptions: FlowOptions
        @OptionGroup var grouping: GroupingOptions

        func validate() throws {
            try ParallelMap.validate(jobs)
        }

        func run() throws {
            try OutputGuard(
                outputs: [("--partial", partial)], folders: [("--out", out)],
                inputs: [("--flows", flowOptions.path)] + files.map { (nil, $0) }
            ).check()
            let flows = try flowOptions.flows()
            let merged = try PartialFiles.merged(files, flows: flows)
            let summary = try PartialCorpusRun(
                merged, flows: flows, jobs: try ParallelMap.jobs(jobs), bootstrap: out != nil || format == .text,
                traceRows: out != nil,
                byDevice: grouping.byDevice)
            do {
                if let partial { try ReplacementFile.write(merged.encoded(), to: partial) }
                if let out { try Self.write(summary, flows: !flows.isEmpty, to: out) }
            } catch {
                throw CommandFailure.usage("\(error)")
            }
            let run = summary.run
            CorpusRunRendering.print(run, format: format, byScenario: grouping.byScenario)
            if run.failures > 0 && !skipInvalid { throw CommandFailure.listed(ExitStatus.badInput) }
        }

        /// summary.csv (each engine's overall and scenario rows, then its per-trace rows; then the
        /// flow rows), schema.json and report.html, as `analyze --out` writes them, in DIR's place.
        static func write(_ summary: PartialCorpusRun, flows: Bool, to directory: String) throws(OutputError) {
            let header = AnalysisReport.header(flows: flows)
            let files = ["summary.csv", "schema.json", CorpusReportWriter.htmlFile]
            let staging = try ReportFolder.stage(directory, names: files)
            do {
                for file in header where files.contains(file.name) { try staging.append(file.bytes, to: file.name) }
                for (rows, traceRows) in zip(summary.engineRows, summary.traceRowBytes) {
                    try staging.append(AnalysisReport.summaryRows(rows), to: files[0])
                    try staging.append(traceRows, to: files[0])
                }
                if !summary.flowRows.isEmpty {
                    try staging.append(AnalysisReport.summaryRows(summary.flowRows), to: files[0])
                }
                try staging.append(Array(summary.html().utf8), to: CorpusReportWriter.htmlFile)
                try staging.commit()
            } catch {
                staging.abandon()
                throw error
            }
        }
    }
}
