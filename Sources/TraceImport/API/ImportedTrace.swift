import TraceModel
import TraceRecording

/// A trace made from a device log: its header (with `meta.source` naming where it came from),
/// its events in time order, and the report of what was imported and skipped.
package struct ImportedTrace: Sendable {
    package var header: TraceHeader
    package var events: [TraceEvent]
    package var report: ImportReport

    /// Writes the trace as JSON Lines with `TraceWriter` (whole lines, times checked).
    package func write<Sink: TraceLineSink>(to sink: Sink) throws -> Sink {
        var writer = try TraceWriter(header: header, sink: sink)
        for event in events { try writer.append(event) }
        return writer.sink
    }

    /// The trace as JSON Lines text.
    package func jsonLines() throws -> String {
        try write(to: StringLineSink()).text
    }
}
