import GestureRecognition
import TraceModel

/// `gestures.csv`, schema v4: one row per recognized gesture (also `gesturetrace gestures
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
        "travel_direction", "release_direction",
    ]

    /// Appends one row per gesture of `trace`.
    package static func append(_ gestures: [Gesture], trace: String, to table: inout some CSVRowSink) {
        for g in gestures {
            table.text(trace)
            table.text(g.kind.rawValue)
            table.intList(g.touchIds)
            table.ms(g.tBegin)
            table.ms(g.tRecognized)
            table.ms(g.tEnd)
            point(g.start.x, to: &table)
            point(g.start.y, to: &table)
            point(g.end.x, to: &table)
            point(g.end.y, to: &table)
            point(g.translation.x, to: &table)
            point(g.translation.y, to: &table)
            point(g.releaseVelocity?.x, to: &table)
            point(g.releaseVelocity?.y, to: &table)
            table.text(g.direction.rawValue)
            table.ratio(g.progress)
            table.text(g.state.rawValue)
            table.text(g.doubleTapRole?.rawValue)
            table.text(g.travelDirection.rawValue)
            table.text(g.releaseDirection.rawValue)
            table.endRow()
        }
    }

    /// A position, translation (points) or velocity (pt/s) cell: 3 decimals.
    static func point(_ value: Double?, to table: inout some CSVRowSink) { table.number(value, decimals: 3) }
}
