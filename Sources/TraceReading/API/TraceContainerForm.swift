import TraceModel

/// The two container forms of format v1, chosen by file extension.
package enum TraceContainerForm: String, Sendable, Hashable {
    /// `.jsonl`, `.ndjson`: header line, then one event per line.
    case jsonLines
    /// `.json`: `{"header": {...}, "events": [...]}`.
    case document

    /// The form for a path's extension, or nil when the extension is not a trace's.
    package init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") {
            self = .jsonLines
        } else if lower.hasSuffix(".json") {
            self = .document
        } else {
            return nil
        }
    }
}
