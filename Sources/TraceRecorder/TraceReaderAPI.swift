import TraceModel

// CONTRACT STUB — the recorder work replaces this file with the real streaming reader
// (TraceReader.swift keeps the shared types). Signatures here are the agreed public API.

/// Reads one trace file as a stream of events, in memory that does not grow with the number of
/// events. Problems are collected in `diagnostics`; only fatal ones throw.
public final class TraceReader {
    public let path: String
    public let form: TraceContainerForm
    public let options: TraceReadOptions
    /// The header, with every default applied.
    public let header: TraceHeader
    /// Every problem found so far, in file order (errors and warnings).
    public private(set) var diagnostics: [TraceDiagnostic] = []
    /// Valid events returned so far.
    public private(set) var eventsRead = 0
    /// Events skipped because of a problem (each has a diagnostic).
    public private(set) var eventsSkipped = 0

    /// Opens `path` and reads its header. `form` defaults to the one the extension names.
    public init(path: String, form: TraceContainerForm? = nil, options: TraceReadOptions = .default) throws(TraceReadError) {
        fatalError("contract stub")
    }

    /// The next valid event, or nil at the end of the file (or after a fatal structural error,
    /// which is recorded in `diagnostics`).
    public func next() -> RecordedEvent? { fatalError("contract stub") }

    /// Whether no error-severity diagnostic has been recorded so far.
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// A whole trace in memory: for the small per-session traces that recognition, replay and
/// analysis work on. Large files go through `TraceReader` directly.
public struct LoadedTrace: Sendable {
    public var path: String
    public var form: TraceContainerForm
    public var header: TraceHeader
    public var events: [TraceEvent]
    /// The starting line of each event, parallel to `events`.
    public var lines: [Int]
    public var diagnostics: [TraceDiagnostic]
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    /// Reads the whole file.
    public static func load(path: String, options: TraceReadOptions = .default) throws(TraceReadError) -> LoadedTrace {
        fatalError("contract stub")
    }
}
