import TraceModel

/// `flows.csv` (one row per flow run) and `flow_steps.csv` (one row per step of each run),
/// written only with `--flows`; columns in docs/reports.md and docs/flows.md. Times in ms with 3
/// decimals; a value that does not apply (a step not completed) is an empty cell.
package enum FlowTables {
    package static let runColumns = [
        "trace", "flow", "run", "completed", "steps_reached", "dropped_at", "end_reason", "start_ms", "duration_ms",
    ]
    package static let stepColumns = [
        "trace", "flow", "run", "step", "index", "reached", "completed", "time_ms", "attempts", "wrong_gestures",
        "touches_during_wait",
    ]

    /// Both tables for the analysed traces, in input order, each trace's runs in flow order.
    package static func tables(_ traces: [AnalyzedTrace]) -> (runs: CSVTable, steps: CSVTable) {
        var runs = CSVTable(columns: runColumns)
        var steps = CSVTable(columns: stepColumns)
        for trace in traces { append(trace, runs: &runs, steps: &steps) }
        return (runs, steps)
    }

    /// Appends the rows of `trace`'s flow runs to `runs` and of their steps to `steps`.
    package static func append(_ trace: AnalyzedTrace, runs: inout some CSVRowSink, steps: inout some CSVRowSink) {
        for run in trace.flowRuns {
            key(trace, run, to: &runs)
            runs.bool(run.completed)
            runs.int(run.stepsReached)
            runs.text(run.droppedAt?.name ?? "")
            runs.text(run.endReason.rawValue)
            runs.ms(run.tStart)
            runs.ms(run.durationMs)
            runs.endRow()
            for step in run.steps {
                key(trace, run, to: &steps)
                steps.text(step.name)
                steps.int(step.index)
                steps.bool(step.reached)
                steps.bool(step.completed)
                steps.ms(step.timeMs)
                steps.int(step.attempts)
                steps.int(step.wrongGestures)
                steps.int(step.touchesDuringWait)
                steps.endRow()
            }
        }
    }

    /// The cells naming a run, first in both tables: `trace`, `flow`, `run`.
    private static func key(_ trace: AnalyzedTrace, _ run: FlowRun, to table: inout some CSVRowSink) {
        table.text(trace.path)
        table.text(run.flow)
        table.int(run.number)
    }
}
