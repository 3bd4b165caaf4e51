import TraceModel
import TransitionSimulation

/// The report folder `gesturetrace analyze --out DIR` writes, as (file name, text) pairs, in a
/// fixed order: `traces.csv`, `gestures.csv`, `intents.csv`, `transitions.csv`, with `flows`
/// (`--flows`) `flows.csv` and `flow_steps.csv`, then `summary.csv` and `schema.json` (the schema
/// version and every file's columns). Pure: the CLI writes them.
public enum AnalysisReport {
    /// The version of every CSV schema in the folder; bumped on any column change.
    public static let schemaVersion = 3

    /// The files in folder order (`flows`: with the two flow tables).
    public static func fileNames(flows: Bool = false) -> [String] {
        ["traces.csv", "gestures.csv", "intents.csv", "transitions.csv"]
            + (flows ? ["flows.csv", "flow_steps.csv"] : []) + ["summary.csv", "schema.json"]
    }

    /// The whole folder in memory: `header`, then `rows` of every entry, then the summary rows.
    /// `gesturetrace analyze --out` writes the same bytes piece by piece, trace by trace.
    public static func files(
        _ entries: [TraceTable.Entry], summary: [SummaryRow], flows: Bool = false
    ) -> [(name: String, text: String)] {
        var texts = header(flows: flows)
        for entry in entries {
            for (index, part) in rows(of: entry, flows: flows).enumerated() { texts[index].text += part.text }
        }
        texts[texts.count - 2].text += summaryRows(summary)
        return texts
    }

    /// Each file's beginning: the CSV header rows, and the whole of `schema.json`.
    public static func header(flows: Bool = false) -> [(name: String, text: String)] {
        let names = fileNames(flows: flows)
        return zip(names, columns(flows: flows)).map { ($0, CSVTable(columns: $1).encoded()) }
            + [(names.last!, schema(flows: flows))]
    }

    /// One entry's rows in `traces.csv`, `gestures.csv`, `intents.csv`, `transitions.csv` and (with
    /// `flows`) `flows.csv` and `flow_steps.csv`, in that order.
    public static func rows(of entry: TraceTable.Entry, flows: Bool = false) -> [(name: String, text: String)] {
        var gestures = CSVTable(columns: GestureTable.columns)
        var intents = CSVTable(columns: IntentTable.columns)
        var transitions = CSVTable(columns: TransitionTable.columns)
        var loaded: [AnalyzedTrace] = []
        if case .loaded(let trace) = entry {
            GestureTable.append(trace.gestures, trace: trace.path, to: &gestures)
            IntentTable.append(trace, to: &intents)
            TransitionTable.append(trace, to: &transitions)
            loaded = [trace]
        }
        let names = fileNames(flows: flows)
        var parts = [
            (names[0], TraceTable.table([entry]).encodedRows()), (names[1], gestures.encodedRows()),
            (names[2], intents.encodedRows()), (names[3], transitions.encodedRows()),
        ]
        if flows {
            let tables = FlowTables.tables(loaded)
            parts += [(names[4], tables.runs.encodedRows()), (names[5], tables.steps.encodedRows())]
        }
        return parts
    }

    /// Rows of `summary.csv`, without its header.
    public static func summaryRows(_ rows: [SummaryRow]) -> String { SummaryTable.table(rows).encodedRows() }

    /// The columns of each CSV file, in `fileNames` order.
    static func columns(flows: Bool) -> [[String]] {
        [TraceTable.columns, GestureTable.columns, IntentTable.columns, TransitionTable.columns]
            + (flows ? [FlowTables.runColumns, FlowTables.stepColumns] : []) + [SummaryTable.columns]
    }

    /// `{"schemaVersion":3,"generator":"gesturetrace analyze","files":{"traces.csv":[...],...}}`.
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
