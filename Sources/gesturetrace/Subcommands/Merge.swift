import ArgumentParser
import CorpusAnalysis
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
            try JobsOption.validate(jobs)
        }

        func run() throws {
            try OutputGuard(
                outputs: [("--partial", partial)], folders: [("--out", out)],
                inputs: [("--flows", flowOptions.path)] + files.map { (nil, $0) }
            ).check()
            let flows = try flowOptions.flows()
            let merged = try PartialFiles.merged(files, flows: flows)
            let summary = try PartialMerge(
                merged, flows: flows, jobs: try ParallelMap.jobs(jobs), bootstrap: out != nil || format == .text,
                traceRows: out != nil, byDevice: grouping.byDevice)
            do {
                if let partial { try ReplacementFile.write(merged.encoded(), to: partial) }
                if let out { try summary.writeReportFolder(out) }
            } catch {
                throw CommandLineError.usage("\(error)")
            }
            let run = summary.result
            CorpusRunRendering.print(run, format: format, byScenario: grouping.byScenario)
            if run.failureCount > 0 && !skipInvalid { throw CommandLineError.listed(ExitStatus.badInput) }
        }
    }
}
