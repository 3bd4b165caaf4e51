import TraceModel

/// One problem found while reading a trace, located precisely enough to fix it by hand:
/// `FILE:LINE:COLUMN: error: MESSAGE`.
package struct TraceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem makes the trace invalid (`error`) or is reported and tolerated
    /// (`warning`: an unknown event type by default, any skipped event under `--lenient`).
    package enum Severity: String, Sendable, Hashable { case error, warning }

    package var file: String
    /// 1-based line; 0 when the problem is about the whole file (for example, it cannot be opened).
    package var line: Int
    /// 1-based column: json-c's for malformed JSON, the field's key where it can be found in the
    /// line, otherwise 1.
    package var column: Int
    package var severity: Severity
    package var kind: TraceProblemKind
    /// The field concerned, as a path (`"phase"`, `"header.clock"`, `"device.refreshHz"`), if any.
    package var field: String?
    /// What is wrong and what was expected, without the location prefix.
    package var message: String

    package init(
        file: String, line: Int, column: Int, severity: Severity, kind: TraceProblemKind,
        field: String? = nil, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.kind = kind
        self.field = field
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, the compiler-style line editors and CI annotate.
    package var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
