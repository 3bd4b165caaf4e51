import TraceModel
import TransitionSimulation

/// The report folder `gesturetrace analyze --out DIR` writes, as (file name, text) pairs, in a
/// fixed order: `traces.csv`, `gestures.csv`, `intents.csv`, `transitions.csv`, `summary.csv`
/// and `schema.json` (the schema version and every file's columns). Pure: the CLI writes them.
public enum AnalysisReport {
    /// The version of every CSV schema in the folder; bumped on any column change.
    public static let schemaVersion = 2

    /// The files in folder order.
    public static let fileNames = [
        "traces.csv", "gestures.csv", "intents.csv", "transitions.csv", "summary.csv", "schema.json",
    ]

    /// The whole folder in memory: `header`, then `rows` of every entry, then the summary rows.
    /// `gesturetrace analyze --out` writes the same bytes piece by piece, trace by trace.
    public static func files(_ entries: [TraceTable.Entry], summary: [SummaryRow]) -> [(name: String, text: String)] {
        var texts = header()
        for entry in entries {
            for (index, part) in rows(of: entry).enumerated() { texts[index].text += part.text }
        }
        texts[4].text += summaryRows(summary)
        return texts
    }

    /// Each file's beginning: the CSV header rows, and the whole of `schema.json`.
    public static func header() -> [(name: String, text: String)] {
        let columns = [
            TraceTable.columns, GestureTable.columns, IntentTable.columns, TransitionTable.columns,
            SummaryTable.columns,
        ]
        return zip(fileNames, columns).map { ($0, CSVTable(columns: $1).encoded()) } + [(fileNames[5], schema())]
    }

    /// One entry's rows in `traces.csv`, `gestures.csv`, `intents.csv` and `transitions.csv`, in that order.
    public static func rows(of entry: TraceTable.Entry) -> [(name: String, text: String)] {
        var gestures = CSVTable(columns: GestureTable.columns)
        var intents = CSVTable(columns: IntentTable.columns)
        var transitions = CSVTable(columns: TransitionTable.columns)
        if case .loaded(let trace) = entry {
            GestureTable.append(trace.gestures, trace: trace.path, to: &gestures)
            IntentTable.append(trace, to: &intents)
            TransitionTable.append(trace, to: &transitions)
        }
        return [
            (fileNames[0], TraceTable.table([entry]).encodedRows()), (fileNames[1], gestures.encodedRows()),
            (fileNames[2], intents.encodedRows()), (fileNames[3], transitions.encodedRows()),
        ]
    }

    /// Rows of `summary.csv`, without its header.
    public static func summaryRows(_ rows: [SummaryRow]) -> String { SummaryTable.table(rows).encodedRows() }

    /// `{"schemaVersion":2,"generator":"gesturetrace analyze","files":{"traces.csv":[...],...}}`.
    static func schema() -> String {
        let files: [(String, [String])] = [
            ("traces.csv", TraceTable.columns), ("gestures.csv", GestureTable.columns),
            ("intents.csv", IntentTable.columns), ("transitions.csv", TransitionTable.columns),
            ("summary.csv", SummaryTable.columns),
        ]
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
