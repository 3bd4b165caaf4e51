import TraceModel

/// Writes a trace as JSON Lines: the header line first, then one line per event.
///
/// This is the recording side an app embeds (with `TraceModel` alone, no json-c): create it with
/// the header, call `append(_:)` for each event as it happens, and each call hands the sink one
/// whole line. Times are given in milliseconds and written in the header's `clock`.
///
/// ```swift
/// var writer = try TraceWriter(header: TraceHeader(), sink: FileLineSink(path: "session.jsonl"))
/// try writer.append(TraceEvent(t: 0, .touch(TouchEvent(id: 1, phase: .began, location: Point(x: 10, y: 20)))))
/// ```
public struct TraceWriter<Sink: TraceLineSink> {
    public private(set) var sink: Sink
    public let header: TraceHeader
    private var times = TraceTimeGuard()
    /// The time of the last event written, to keep `t` from going backwards.
    public var lastTime: Double? { times.lastTime }

    /// Writes the header line at once.
    public init(header: TraceHeader, sink: Sink) throws {
        self.header = header
        self.sink = sink
        try self.sink.appendLine(TraceJSONEncoding.headerObject(header, includeType: true) + "\n")
    }

    /// Appends one event as one line. Throws `TraceWriterError.timeWentBackwards` rather than
    /// write a trace that would not read back, and `.notFinite` for a NaN or infinite time.
    public mutating func append(_ event: TraceEvent) throws {
        var checked = times
        try checked.accept(event.t)
        var line = ""
        line.reserveCapacity(96)
        TraceJSONEncoding.appendEvent(event, clock: header.clock, to: &line)
        line += "\n"
        try sink.appendLine(line)
        times = checked
    }
}
