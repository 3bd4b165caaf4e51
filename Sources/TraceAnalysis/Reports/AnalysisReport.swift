import TraceModel
import TransitionSimulation

/// The report folder `gesturetrace analyze --out DIR` writes, as (file name, text) pairs, in a
/// fixed order: `traces.csv`, `gestures.csv`, `intents.csv`, `transitions.csv`, `summary.csv`
/// and `schema.json` (the schema version and every file's columns). Pure: the CLI writes them.
public enum AnalysisReport {
    /// The version of every CSV schema in the folder; bumped on any column change.
    public static let schemaVersion = 3

    public static func files(_ entries: [TraceTable.Entry], summary: [SummaryRow]) -> [(name: String, text: String)] {
        let traces = entries.compactMap { if case .loaded(let t) = $0 { t } else { nil } }
        var gestures = CSVTable(columns: GestureTable.columns)
        var intents = CSVTable(columns: IntentTable.columns)
        var transitions = CSVTable(columns: TransitionTable.columns)
        for trace in traces {
            GestureTable.append(trace.gestures, trace: trace.path, to: &gestures)
            IntentTable.append(trace, to: &intents)
            TransitionTable.append(trace, to: &transitions)
        }
        return [
            ("traces.csv", TraceTable.table(entries).encoded()),
            ("gestures.csv", gestures.encoded()),
            ("intents.csv", intents.encoded()),
            ("transitions.csv", transitions.encoded()),
            ("summary.csv", SummaryTable.table(summary).encoded()),
            ("schema.json", schema()),
        ]
    }

    /// `{"schemaVersion":3,"generator":"gesturetrace analyze","files":{"traces.csv":[...],...}}`.
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
