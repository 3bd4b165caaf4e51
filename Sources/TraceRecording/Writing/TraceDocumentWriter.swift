import TraceModel

/// Writes a trace as a JSON document, `{"header": {...}, "events": [...]}`, one event per line,
/// as a stream: memory does not grow with the number of events. Call `finish()` once at the end.
///
/// Layout (so that errors in a hand-edited document point at a useful line):
/// ```
/// {"header":{...},"events":[
/// {"type":"touch",...},
/// {"type":"touch",...}
/// ]}
/// ```
public struct TraceDocumentWriter<Sink: TraceLineSink> {
    public private(set) var sink: Sink
    public let header: TraceHeader
    private var pending: String?
    private var times = TraceTimeGuard()
    private var finished = false

    public init(header: TraceHeader, sink: Sink) throws {
        self.header = header
        self.sink = sink
        try self.sink.appendLine(
            "{\"header\":" + TraceJSONEncoding.headerObject(header, includeType: false) + ",\"events\":[\n")
    }

    /// Appends one event (held back one line, since its trailing comma depends on what follows).
    public mutating func append(_ event: TraceEvent) throws {
        try times.accept(event.t)
        var line = ""
        line.reserveCapacity(96)
        TraceJSONEncoding.appendEvent(event, clock: header.clock, to: &line)
        if let pending { try sink.appendLine(pending + ",\n") }
        pending = line
    }

    /// Closes the `events` array and the document.
    public mutating func finish() throws {
        guard !finished else { return }
        finished = true
        if let pending { try sink.appendLine(pending + "\n") }
        pending = nil
        try sink.appendLine("]}\n")
    }
}
