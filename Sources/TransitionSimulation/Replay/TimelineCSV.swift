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
public enum TimelineCSV {
    /// The header row, exactly.
    public static let header = "t_ms,state,progress,velocity,transition_id,late_periods"
    /// Decimals of `t_ms`.
    public static let timeDecimals = 3
    /// Decimals of `progress` and `velocity`.
    public static let valueDecimals = 6
    /// The row terminator (RFC 4180).
    public static let lineTerminator = "\r\n"

    /// The CSV text of a timeline: the header row and one row per frame.
    public static func encode(_ timeline: [TimelineFrame]) -> String {
        var text = header + lineTerminator
        for frame in timeline {
            text += row(frame)
            text += lineTerminator
        }
        return text
    }

    /// One frame's row, without the terminator.
    public static func row(_ frame: TimelineFrame) -> String {
        [
            FixedDecimal.format(frame.t, decimals: timeDecimals),
            frame.state.rawValue,
            FixedDecimal.format(frame.progress, decimals: valueDecimals),
            FixedDecimal.format(frame.velocity, decimals: valueDecimals),
            frame.transitionId.map { field($0.rawValue) } ?? "",
            String(frame.latePeriods),
        ].joined(separator: ",")
    }

    /// A text field, quoted per RFC 4180 when it holds a comma, a double quote, CR or LF.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return text
        }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
