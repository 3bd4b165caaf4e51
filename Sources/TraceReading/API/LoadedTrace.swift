import TraceModel

/// A whole trace in memory: for the small per-session traces that recognition, replay and
/// analysis work on. Large files go through `TraceReader` directly. Events carry no line
/// numbers here: problems are reported while reading (`diagnostics`), and analysis only needs
/// the events.
package struct LoadedTrace: Sendable {
    package var path: String
    package var form: TraceContainerForm
    package var header: TraceHeader
    package var events: [TraceEvent]
    package var diagnostics: [TraceDiagnostic]
    package var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    package init(
        path: String, form: TraceContainerForm, header: TraceHeader, events: [TraceEvent],
        diagnostics: [TraceDiagnostic]
    ) {
        self.path = path
        self.form = form
        self.header = header
        self.events = events
        self.diagnostics = diagnostics
    }

    /// Reads the whole file (form chosen by extension). Throws only what `TraceReader.init`
    /// throws; event problems are in `diagnostics`.
    package static func load(path: String, options: TraceReadOptions = .default) throws(TraceReadError) -> LoadedTrace {
        let reader = try TraceReader(path: path, options: options)
        var events: [TraceEvent] = []
        while let recorded = reader.next() { events.append(recorded.event) }
        return LoadedTrace(
            path: path, form: reader.form, header: reader.header, events: events, diagnostics: reader.diagnostics)
    }
}
