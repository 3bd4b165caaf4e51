import TraceModel
import TraceReading

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
