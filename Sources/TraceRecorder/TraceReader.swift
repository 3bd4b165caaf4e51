import TraceModel

/// The two container forms of format v1, chosen by file extension.
public enum TraceContainerForm: String, Sendable, Hashable {
    /// `.jsonl`, `.ndjson`: header line, then one event per line.
    case jsonLines
    /// `.json`: `{"header": {...}, "events": [...]}`.
    case document

    /// The form for a path's extension, or nil when the extension is not a trace's.
    public init?(path: String) {
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

/// An event with the line it starts on in its file.
public struct RecordedEvent: Sendable, Hashable {
    public var event: TraceEvent
    public var line: Int

    public init(event: TraceEvent, line: Int) {
        self.event = event
        self.line = line
    }
}

/// Reading a trace failed before any event could be trusted (the file cannot be opened, the
/// header is missing or invalid, the document's structure is broken beyond recovery).
public struct TraceReadError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: TraceDiagnostic
    public init(_ diagnostic: TraceDiagnostic) { self.diagnostic = diagnostic }
    public var description: String { diagnostic.description }
}
