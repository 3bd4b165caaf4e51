import CorpusAnalysis
import TraceAnalysis
import TraceModel

/// The funnel of each flow (`analyze --flows`) in the text output (docs/flows.md "Funnel"): one
/// line per step with the runs that reached it, the conversion from the previous step, the
/// median and p90 time to complete it, its wrong gestures and its touches during a wait. Over
/// every analysed trace once (a flow run does not depend on the engine; `summary.csv` has the
/// same numbers per engine population).
enum FlowFunnelRendering {
    static let header = ["step", "reached", "from previous", "median ms", "p90 ms", "wrong", "touches in wait"]

    static func lines(_ run: CorpusResult) -> [String] {
        let runs = run.flowRuns
        var lines: [String] = []
        for flow in run.flows {
            let funnel = FlowFunnel(flow, runs: runs)
            lines += [
                "",
                "Flow \(flow.name) (\(flow.mode.rawValue), runs start at \(flow.start.rawValue)): \(funnel.runs) runs, "
                    + "\(CorpusRunRendering.percent(funnel.completed)) completed",
            ]
            let rows = [header] + funnel.steps.enumerated().map { index, step in row(step, index: index + 1) }
            let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
            for cells in rows {
                let padded = cells.enumerated().map { column, cell in
                    let gap = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + gap : gap + cell
                }
                lines.append(String(("  " + padded.joined(separator: "  ")).reversed().drop { $0 == " " }.reversed()))
            }
        }
        return lines
    }

    static func row(_ step: FlowFunnel.Step, index: Int) -> [String] {
        [
            "\(index) \(step.name)" + (step.isTimed ? " (wait)" : ""), String(step.reached),
            CorpusRunRendering.percent(step.conversion), milliseconds(step.time.p50, count: step.time.count, p: 50),
            milliseconds(step.time.p90, count: step.time.count, p: 90), String(step.wrongGestures),
            step.isTimed ? String(step.touchesDuringWait) : "",
        ]
    }

    /// A percentile in ms with 1 decimal; `n/a` with no value, `n/a (n=K)` with too few for it.
    static func milliseconds(_ value: Double?, count: Int, p: Double) -> String {
        guard let value else { return "n/a" }
        guard PercentileRule.reports(p, count: count) else { return "n/a (n=\(count))" }
        return FixedDecimal.format(value, decimals: 1)
    }
}
