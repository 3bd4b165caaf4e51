import TraceModel

/// The per-frame timeline as CSV text, for the CLI to write and notebooks to plot.
///
/// Schema (one header row, then one row per frame in timeline order; a stretch where the screen
/// rested untouched is shown by its first frame only, so a trace with a long pause does not list
/// hours of identical rows):
///
/// | column | content | format |
/// |---|---|---|
/// | `t_ms` | frame time in ms | fixed, 3 decimals (1 µs) |
/// | `state` | `EngineState` raw value | token (`idleSource`, `tracking`, …) |
/// | `progress` | p in [0, 1] | fixed, 6 decimals |
/// | `velocity` | dp/dt per second | fixed, 6 decimals |
/// | `transition_id` | id of the transition in flight | empty when none; RFC 4180 quoted when needed |
/// | `late_periods` | refresh periods the frame is presented late (its work overran the period) | integer, 0 on time |
///
/// Numbers are formatted without Foundation or locale: rounded half away from zero to the
/// fixed number of decimals, `.` as decimal separator, no exponent, no thousands separator, and
/// never `-0` (a value that rounds to zero prints unsigned). Non-finite values, which engines must
/// not produce, print as `nan`, `inf` and `-inf`. Rows end in CRLF, as RFC 4180
/// specifies, including the last one.
package enum TimelineCSV {
    /// The header row, exactly.
    package static let header = "t_ms,state,progress,velocity,transition_id,late_periods"
    /// Decimals of `t_ms`.
    package static let timeDecimals = 3
    /// Decimals of `progress` and `velocity`.
    package static let valueDecimals = 6
    /// The row terminator (RFC 4180).
    package static let lineTerminator = "\r\n"

    /// The CSV text of a timeline: the header row and one row per frame.
    package static func encode(_ timeline: [TimelineFrame]) -> String {
        var writer = CSVRowWriter(columnCount: columns.count, capacity: 48 * (timeline.count + 1))
        for column in columns { writer.text(column) }
        writer.endRow()
        for frame in timeline { append(frame, to: &writer) }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// One frame's row, without the terminator.
    package static func row(_ frame: TimelineFrame) -> String {
        var writer = CSVRowWriter(columnCount: columns.count)
        append(frame, to: &writer)
        return String(decoding: writer.bytes.dropLast(lineTerminator.utf8.count), as: UTF8.self)
    }

    /// The columns, in order (`header` joined by commas).
    static let columns = header.split(separator: ",").map(String.init)

    /// One frame's cells, written by `CSVRowWriter` as every CSV of GestureTrace is (RFC 4180
    /// quoting of the transition id, fixed decimals).
    private static func append(_ frame: TimelineFrame, to writer: inout CSVRowWriter) {
        writer.number(frame.t, decimals: timeDecimals)
        writer.text(frame.state.rawValue)
        writer.number(frame.progress, decimals: valueDecimals)
        writer.number(frame.velocity, decimals: valueDecimals)
        writer.text(frame.transitionId?.rawValue)
        writer.int(frame.latePeriods)
        writer.endRow()
    }
}
