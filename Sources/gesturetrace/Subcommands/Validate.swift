import ArgumentParser
import CorpusAnalysis
import TraceModel
import TraceReading

extension GestureTraceCommand {
    /// `gesturetrace validate PATH...`: checks traces against format v1.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check traces against format v1 and report every problem.",
            discussion: """
                PATH is a trace file or a folder, searched recursively for *.jsonl, *.ndjson and *.json. \
                Each problem is printed as FILE:LINE:COLUMN: error|warning: MESSAGE, then one closing \
                count line. Exit 0 when every trace is valid, 65 when any is not.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

        @Argument(help: "Trace files or folders.")
        var paths: [String]

        @OptionGroup var reading: ReadingOptions

        @Option(help: "Output format: text (compiler-style lines) or jsonl (one object per problem and per trace).")
        var format: Format = .text

        func run() throws {
            let files = try TracePathCollector.items(paths)

            var tally = ValidationTally()
            let progress = ProgressReporter(total: files.count, unit: "traces")
            for (index, item) in files.enumerated() {
                let outcome: ValidationOutcome
                switch item {
                case .trace(let file): outcome = validateOne(file)
                case .skipped(let path, let reason): outcome = ValidationOutcome(skipped: path, reason: reason)
                }
                tally.add(outcome)
                switch format {
                case .text:
                    for d in outcome.diagnostics { StandardStreams.outLine(d.description) }
                    if outcome.omitted > 0 {
                        StandardStreams.outLine("\(outcome.file): note: \(outcome.omitted) more problems not listed")
                    }
                case .jsonl:
                    for d in outcome.diagnostics { StandardStreams.outLine(DiagnosticEncoding.jsonLine(d)) }
                    StandardStreams.outLine(outcome.jsonLine)
                }
                progress.update(done: index + 1)
            }
            progress.finish()
            switch format {
            case .text: StandardStreams.outLine(tally.closingLine)
            case .jsonl: StandardStreams.outLine(tally.jsonLine)
            }
            StandardStreams.flush()
            if tally.invalid > 0 { throw CommandLineError.listed(ExitStatus.badInput) }
        }

        private func validateOne(_ file: String) -> ValidationOutcome {
            do {
                let reader = try TraceReader(path: file, options: reading.traceReadOptions)
                while reader.next() != nil {}
                return ValidationOutcome(
                    file: file, diagnostics: reader.diagnostics, events: reader.eventsRead,
                    skipped: reader.eventsSkipped, errors: reader.errorCount, warnings: reader.warningCount)
            } catch {
                return ValidationOutcome(
                    file: file, diagnostics: [error.diagnostic], events: 0, skipped: 0, errors: 1, warnings: 0)
            }
        }
    }
}
