import TraceModel

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

    public init(
        path: String, form: TraceContainerForm, header: TraceHeader, events: [TraceEvent],
        lines: [Int], diagnostics: [TraceDiagnostic]
    ) {
        self.path = path
        self.form = form
        self.header = header
        self.events = events
        self.lines = lines
        self.diagnostics = diagnostics
    }

    /// Reads the whole file (form chosen by extension). Throws only what `TraceReader.init`
    /// throws; event problems are in `diagnostics`.
    public static func load(path: String, options: TraceReadOptions = .default) throws(TraceReadError) -> LoadedTrace {
        let reader = try TraceReader(path: path, options: options)
        var events: [TraceEvent] = []
        var lines: [Int] = []
        while let recorded = reader.next() {
            events.append(recorded.event)
            lines.append(recorded.line)
        }
        return LoadedTrace(
            path: path, form: reader.form, header: reader.header, events: events, lines: lines,
            diagnostics: reader.diagnostics)
    }
}
