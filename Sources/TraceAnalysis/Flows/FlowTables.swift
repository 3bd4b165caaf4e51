import TraceModel

/// `flows.csv` (one row per flow run) and `flow_steps.csv` (one row per step of each run),
/// written only with `--flows`; columns in docs/reports.md and docs/flows.md. Times in ms with 3
/// decimals; a value that does not apply (a step not completed) is an empty cell.
public enum FlowTables {
    public static let runColumns = [
        "trace", "flow", "run", "completed", "steps_reached", "dropped_at", "end_reason", "start_ms", "duration_ms",
    ]
    public static let stepColumns = [
        "trace", "flow", "run", "step", "index", "reached", "completed", "time_ms", "attempts", "wrong_gestures",
        "touches_during_wait",
    ]

    /// Both tables for the analysed traces, in input order, each trace's runs in flow order.
    public static func tables(_ traces: [AnalyzedTrace]) -> (runs: CSVTable, steps: CSVTable) {
        var runs = CSVTable(columns: runColumns)
        var steps = CSVTable(columns: stepColumns)
        for trace in traces {
            for run in trace.flowRuns {
                runs.append([
                    trace.path, run.flow, String(run.number), ReportFormat.bool(run.completed),
                    String(run.stepsReached), run.droppedAt?.name ?? "", run.endReason.rawValue,
                    ReportFormat.ms(run.tStart), ReportFormat.ms(run.durationMs),
                ])
                for step in run.steps {
                    steps.append([
                        trace.path, run.flow, String(run.number), step.name, String(step.index),
                        ReportFormat.bool(step.reached), ReportFormat.bool(step.completed),
                        ReportFormat.ms(step.timeMs),
                        String(step.attempts), String(step.wrongGestures), String(step.touchesDuringWait),
                    ])
                }
            }
        }
        return (runs, steps)
    }
}
