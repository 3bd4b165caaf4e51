import TraceModel
import TransitionSimulation

/// `traces.csv`, schema v4: one row per trace given, in input order: whether it was loaded, failed
/// (and why) or loaded but left out of the recorded engine's scores (`unscored`: touches but no
/// `transition` events, `RecordedCoverage`), and what it holds. Columns: docs/reports.md.
package enum TraceTable {
    package static let columns = [
        "trace", "status", "reason", "scenario", "user", "seed", "events", "duration_ms", "touch_sequences", "gestures",
        "recorded_with", "scored_by",
    ]

    /// A trace that could not be analysed, with the first error that made it invalid.
    package struct Failure: Sendable, Hashable {
        package var path: String
        package var reason: String
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// One entry per trace in input order: analysed or failed.
    package enum Entry: Sendable {
        case loaded(AnalyzedTrace)
        case failed(Failure)
    }

    package static func table(_ entries: [Entry]) -> CSVTable {
        var table = CSVTable(columns: columns)
        for entry in entries { append(entry, to: &table) }
        return table
    }

    /// Appends the row of `entry`.
    package static func append(_ entry: Entry, to table: inout some CSVRowSink) {
        switch entry {
        case .failed(let failure):
            table.text(failure.path)
            table.text("failed")
            table.text(failure.reason)
            for _ in 3..<columns.count { table.text(nil) }
        case .loaded(let trace):
            let meta = trace.header.meta
            let unscored = trace.runs.contains { $0.recordedCoverage == .noTransitionEvents }
            table.text(trace.path)
            table.text(unscored ? "unscored" : "loaded")
            table.text(unscored ? RecordedCoverage.noTransitionEventsWarning : nil)
            table.text(trace.scenario)
            table.text(meta?["user"].map(text))
            table.text(meta?["seed"].map(text))
            table.int(trace.eventCount)
            table.ms(trace.duration)
            table.int(trace.sequenceCount)
            table.int(trace.gestureCount)
            table.text(trace.recordedWith)
            table.textList(trace.populations.map { $0.rawValue })
        }
        table.endRow()
    }

    /// A `meta` value as a cell: strings as they are, numbers as JSON writes them.
    static func text(_ value: JSONValue) -> String {
        if case .string(let s) = value { return s }
        var out = ""
        JSONText.appendValue(value, to: &out)
        return out
    }
}
