import ArgumentParser
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
            if tally.invalid > 0 { throw CommandFailure.listed(ExitStatus.badInput) }
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

/// What validating one file found.
struct ValidationOutcome {
    var file: String
    var diagnostics: [TraceDiagnostic]
    var events: Int
    var skipped: Int
    /// All errors and warnings, also those beyond the diagnostics a reader keeps in full.
    var errors: Int
    var warnings: Int

    var isValid: Bool { errors == 0 }
    /// Problems counted but not listed (`TraceLimits.diagnosticsKept`).
    var omitted: Int { errors + warnings - diagnostics.count }

    /// `{"type":"trace","file","status","events","skipped","errors","warnings"}`.
    var jsonLine: String {
        var out = ""
        JSONText.appendObject(
            [
                JSONMember("type", .string("trace")),
                JSONMember("file", .string(file)),
                JSONMember("status", .string(isValid ? "valid" : "invalid")),
                JSONMember("events", .number(Double(events))),
                JSONMember("skipped", .number(Double(skipped))),
                JSONMember("errors", .number(Double(errors))),
                JSONMember("warnings", .number(Double(warnings))),
            ], to: &out)
        return out
    }
}

extension ValidationOutcome {
    /// An item the folder walk did not read: one `io` error naming why.
    init(skipped path: String, reason: String) {
        let diagnostic = TraceDiagnostic(
            file: path, line: 0, column: 0, severity: .error, kind: .io, message: "skipped: \(reason)")
        self.init(file: path, diagnostics: [diagnostic], events: 0, skipped: 0, errors: 1, warnings: 0)
    }
}

/// Counts over all validated files, for the closing line.
struct ValidationTally {
    var traces = 0
    var invalid = 0
    var errors = 0
    var warnings = 0
    var events = 0
    var skipped = 0

    mutating func add(_ outcome: ValidationOutcome) {
        traces += 1
        if !outcome.isValid { invalid += 1 }
        errors += outcome.errors
        warnings += outcome.warnings
        events += outcome.events
        skipped += outcome.skipped
    }

    var closingLine: String {
        let traceWord = traces == 1 ? "trace" : "traces"
        var line = "\(traces) \(traceWord): \(traces - invalid) valid, \(invalid) invalid; "
        line += "\(events) events read"
        if skipped > 0 { line += ", \(skipped) skipped" }
        line += "; \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        return line
    }

    var jsonLine: String {
        var out = ""
        JSONText.appendObject(
            [
                JSONMember("type", .string("summary")),
                JSONMember("traces", .number(Double(traces))),
                JSONMember("valid", .number(Double(traces - invalid))),
                JSONMember("invalid", .number(Double(invalid))),
                JSONMember("events", .number(Double(events))),
                JSONMember("skipped", .number(Double(skipped))),
                JSONMember("errors", .number(Double(errors))),
                JSONMember("warnings", .number(Double(warnings))),
            ], to: &out)
        return out
    }
}
