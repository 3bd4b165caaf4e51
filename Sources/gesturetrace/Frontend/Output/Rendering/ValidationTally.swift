import TraceModel

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
