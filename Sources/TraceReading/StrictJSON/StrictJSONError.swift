import TraceModel

/// A place where a text is not strict JSON, found by `StrictJSONParser`.
struct StrictJSONError: Error {
    var kind: TraceProblemKind
    /// The byte offset of the problem in the text that was checked.
    var offset: Int
    var message: String
    /// The member whose value is wrong, as a path of names (`x`, `extra.v`), when known.
    var field: String? = nil
}
