/// A problem with one line or element of a trace, located in the file; a reader turns it into a
/// `TraceDiagnostic` by adding the file and a severity.
struct ElementError: Error {
    var kind: TraceProblemKind
    var line: Int
    var column: Int = 1
    var field: String? = nil
    var message: String

    /// The diagnostic for `file`.
    func diagnostic(file: String, severity: TraceDiagnostic.Severity = .error) -> TraceDiagnostic {
        TraceDiagnostic(
            file: file, line: line, column: column, severity: severity, kind: kind, field: field, message: message)
    }
}
