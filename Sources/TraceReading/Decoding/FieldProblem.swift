import TraceModel

/// One problem with one field of a header or event, before it is placed in the file.
///
/// The reader turns it into a `TraceDiagnostic`: the line is the event's, the column is that of
/// the field's `"key"` in the raw text when it can be found (`columnKey`, by default the last
/// component of `field`), else the event's first column.
struct FieldProblem: Error {
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

extension JSONReadableValue {
    /// A value as a message quotes it after "found": `"jump"`, `1.5`, `true`, `null`, `NaN`,
    /// `an object`, `an array`. Long strings are shortened.
    var quotedForMessage: String {
        switch kind {
        case .null: return "null"
        case .bool: return bool ? "true" : "false"
        case .integer:
            let value = int64
            if value == Int64.max, uint64 > UInt64(Int64.max) { return String(uint64) }
            return String(value)
        case .double: return numberText(double)
        case .string: return MessageQuoting.quoted(string)
        case .object: return "an object"
        case .array: return "an array"
        }
    }

    /// A value with its JSON type, for "wrong type" messages: `a string "12"`, `a number 3`,
    /// `a boolean true`, `null`, `an object`, `an array`.
    var typedForMessage: String {
        switch kind {
        case .null, .object, .array: quotedForMessage
        case .bool: "a boolean \(quotedForMessage)"
        case .integer, .double: "a number \(quotedForMessage)"
        case .string: "a string \(quotedForMessage)"
        }
    }
}

/// A number as messages print it: integral values without a fraction, non-finite ones as the
/// literals json-c reads (`NaN`, `Infinity`, `-Infinity`).
func numberText(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    var out = ""
    JSONText.appendNumber(value, to: &out)
    return out
}
