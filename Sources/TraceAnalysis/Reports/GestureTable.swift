import GestureRecognition
import TraceModel

/// `gestures.csv`, schema v3: one row per recognized gesture (also `gesturetrace gestures
/// --format csv`). Columns are documented in `docs/reports.md`.
///
/// Times are in ms with 3 decimals, positions and translations in points with 3 decimals,
/// velocities in pt/s with 3 decimals, progress with 6 decimals; a value that does not apply
/// (an open gesture's end, a tap's velocity) is an empty cell.
package enum GestureTable {
    package static let columns = [
        "trace", "kind", "touch_ids", "t_begin_ms", "t_recognized_ms", "t_end_ms",
        "start_x", "start_y", "end_x", "end_y", "translation_x", "translation_y",
        "velocity_x", "velocity_y", "direction", "progress", "state", "double_tap_role",
    ]

    /// Appends one row per gesture of `trace`.
    package static func append(_ gestures: [Gesture], trace: String, to table: inout CSVTable) {
        for g in gestures {
            table.append([
                trace, g.kind.rawValue, g.touchIds.map(String.init).joined(separator: " "),
                time(g.tBegin), g.tRecognized.map(time), g.tEnd.map(time),
                point(g.start.x), point(g.start.y), point(g.end.x), point(g.end.y),
                point(g.translation.x), point(g.translation.y),
                g.releaseVelocity.map { point($0.x) }, g.releaseVelocity.map { point($0.y) },
                g.direction.rawValue, g.progress.map { FixedDecimal.format($0, decimals: 6) },
                g.state.rawValue, g.doubleTapRole?.rawValue,
            ])
        }
    }

    static func time(_ t: Double) -> String { FixedDecimal.format(t, decimals: 3) }
    static func point(_ v: Double) -> String { FixedDecimal.format(v, decimals: 3) }
}
