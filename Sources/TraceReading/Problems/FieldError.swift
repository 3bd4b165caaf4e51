import TraceModel

/// One problem with one field of a header or event, before it is placed in the file.
///
/// The reader turns it into a `TraceDiagnostic`: the line is the event's, the column is that of
/// the field's `"key"` in the raw text when it can be found (`columnKey`, by default the last
/// component of `field`), else the event's first column.
struct FieldError: Error {
    var kind: TraceProblemKind
    /// The field as a path (`"phase"`, `"header.device.refreshHz"`), if the problem has one.
    var field: String?
    /// The full message, without location.
    var message: String

    init(_ kind: TraceProblemKind, field: String?, _ message: String) {
        self.kind = kind
        self.field = field
        self.message = message
    }

    /// The key to look for in the raw text to find the column.
    var columnKey: String? {
        guard let field else { return nil }
        if let dot = field.lastIndex(of: ".") { return String(field[field.index(after: dot)...]) }
        return field
    }
}
