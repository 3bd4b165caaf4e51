import TraceModel
import TransitionSimulation

/// The report folder `gesturetrace analyze --out DIR` writes, as (file name, text) pairs, in a
/// fixed order: `traces.csv`, `gestures.csv`, `intents.csv`, `transitions.csv`, with `flows`
/// (`--flows`) `flows.csv` and `flow_steps.csv`, then `summary.csv` and `schema.json` (the schema
/// version and every file's columns). Pure: the CLI writes them.
package enum AnalysisReport {
    /// The version of every CSV schema in the folder; bumped on any column change.
    package static let schemaVersion = 5

    /// The files in folder order (`flows`: with the two flow tables).
    package static func fileNames(flows: Bool = false) -> [String] {
        flows ? namesWithFlows : names
    }

    /// The two lists `fileNames` gives, made once (it is asked for several times a trace).
    private static let names = [
        "traces.csv", "gestures.csv", "intents.csv", "transitions.csv", "summary.csv", "schema.json",
    ]
    private static let namesWithFlows = [
        "traces.csv", "gestures.csv", "intents.csv", "transitions.csv", "flows.csv", "flow_steps.csv", "summary.csv",
        "schema.json",
    ]

    /// The whole folder in memory: `header`, then `rows` of every entry, then the summary rows.
    /// `gesturetrace analyze --out` writes the same bytes piece by piece, trace by trace.
    package static func files(
        _ entries: [TraceTable.Entry], summary: [SummaryRow], flows: Bool = false
    ) -> [(name: String, text: String)] {
        var files = header(flows: flows)
        for entry in entries {
            for (index, part) in rows(of: entry, flows: flows).enumerated() { files[index].bytes += part.bytes }
        }
        files[files.count - 2].bytes += summaryRows(summary)
        return files.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    /// Each file's beginning: the CSV header rows, and the whole of `schema.json`.
    package static func header(flows: Bool = false) -> [(name: String, bytes: [UInt8])] {
        let names = fileNames(flows: flows)
        return zip(names, columns(flows: flows)).map { ($0, CSVRowWriter.header($1)) }
            + [(names.last!, Array(schema(flows: flows).utf8))]
    }

    /// One entry's rows in `traces.csv`, `gestures.csv`, `intents.csv`, `transitions.csv` and (with
    /// `flows`) `flows.csv` and `flow_steps.csv`, in that order, encoded by `CSVRowWriter`.
    package static func rows(of entry: TraceTable.Entry, flows: Bool = false) -> [(name: String, bytes: [UInt8])] {
        var traces = CSVRowWriter(columnCount: TraceTable.columns.count, capacity: 256)
        TraceTable.append(entry, to: &traces)
        let names = fileNames(flows: flows)
        guard case .loaded(let trace) = entry else {
            return [(names[0], traces.bytes)] + names[1..<(names.count - 2)].map { ($0, []) }
        }
        var parts = [(names[0], traces.bytes)]
        writeRows(of: trace, flows: flows, flushAt: .max) { parts.append(($0, $1)) }
        return parts
    }

    /// A trace's rows in `gestures.csv`, `intents.csv`, `transitions.csv` and (with `flows`)
    /// `flows.csv` and `flow_steps.csv`, in that order, handed to `write` with the file's name as
    /// they are encoded: whenever `flushAt` bytes or more of a file's rows are ready, and the rest
    /// of each file at its end (so each file at least once, maybe with no bytes). With `.max`,
    /// each file's rows in one piece, as `rows(of:flows:)` gives them; with less, a long trace's
    /// rows in bounded memory.
    package static func writeRows(
        of trace: AnalyzedTrace, flows: Bool = false, flushAt: Int, into write: (String, [UInt8]) -> Void
    ) {
        let names = fileNames(flows: flows)
        let intentCount = trace.runs.reduce(0) { $0 + $1.intents.count }
        let transitionCount = trace.runs.reduce(0) { $0 + $1.replay.transitions.count }
        withoutActuallyEscaping(write) { write in
            var gestures = FlushingCSVRowWriter(
                columnCount: GestureTable.columns.count, capacity: 160 * trace.gestures.count, flushAt: flushAt
            ) { write(names[1], $0) }
            GestureTable.append(trace.gestures, trace: trace.path, to: &gestures)
            gestures.finish()
            var intents = FlushingCSVRowWriter(
                columnCount: IntentTable.columns.count, capacity: 192 * intentCount, flushAt: flushAt
            ) { write(names[2], $0) }
            IntentTable.append(trace, to: &intents)
            intents.finish()
            var transitions = FlushingCSVRowWriter(
                columnCount: TransitionTable.columns.count, capacity: 160 * transitionCount, flushAt: flushAt
            ) { write(names[3], $0) }
            TransitionTable.append(trace, to: &transitions)
            transitions.finish()
            if flows {
                var runs = FlushingCSVRowWriter(columnCount: FlowTables.runColumns.count, flushAt: flushAt) {
                    write(names[4], $0)
                }
                var steps = FlushingCSVRowWriter(columnCount: FlowTables.stepColumns.count, flushAt: flushAt) {
                    write(names[5], $0)
                }
                FlowTables.append(trace, runs: &runs, steps: &steps)
                runs.finish()
                steps.finish()
            }
        }
    }

    /// Rows of `summary.csv`, without its header, encoded by `CSVRowWriter`.
    package static func summaryRows(_ rows: [SummaryRow]) -> [UInt8] {
        var writer = CSVRowWriter(columnCount: SummaryTable.columns.count, capacity: 128 * rows.count)
        SummaryTable.append(rows, to: &writer)
        return writer.bytes
    }

    /// The columns of each CSV file, in `fileNames` order.
    static func columns(flows: Bool) -> [[String]] {
        [TraceTable.columns, GestureTable.columns, IntentTable.columns, TransitionTable.columns]
            + (flows ? [FlowTables.runColumns, FlowTables.stepColumns] : []) + [SummaryTable.columns]
    }

    /// `{"schemaVersion":5,"generator":"gesturetrace analyze","files":{"traces.csv":[...],...}}`.
    static func schema(flows: Bool = false) -> String {
        let files = Array(zip(fileNames(flows: flows), columns(flows: flows)))
        var out = ""
        JSONText.appendObject(
            [
                JSONMember("schemaVersion", .number(Double(schemaVersion))),
                JSONMember("generator", .string("gesturetrace analyze")),
                JSONMember("docs", .string("docs/reports.md")),
                JSONMember("files", .object(files.map { JSONMember($0.0, .array($0.1.map { .string($0) })) })),
            ], to: &out)
        return out + "\n"
    }
}
