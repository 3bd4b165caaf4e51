import TraceModel

/// The outcome of parsing one span of text into a value of either source.
enum JSONParseResult<Value: JSONReadableValue> {
    /// A complete value. `end` is the byte offset where the parser stopped (after the value and
    /// any whitespace it consumed). The value is borrowed from the parser until its next parse.
    case value(Value, end: Int)
    /// What is wrong (the strict walk's message, or json-c's own description), its kind, and
    /// the byte offset where it is.
    case failure(kind: TraceProblemKind, message: String, offset: Int, field: String? = nil)
}
