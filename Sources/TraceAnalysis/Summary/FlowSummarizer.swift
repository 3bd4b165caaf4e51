import TransitionSimulation

/// The `summary.csv` rows of flows (`--flows`, docs/flows.md "Summary rows"), appended after
/// `CorpusSummarizer`'s: for each engine (in the options' order), over the traces of its
/// population (as every other row; a trace whose scene the engines do not model is in it too), each flow in definition order: its `flow` rows
/// (`flow_completion`, `flow_duration_ms`), then each step's `flow_step` rows (`step_reached`,
/// `step_conversion`, `step_time_ms`, `step_wrong_gestures`). Runs are engine-independent; a
/// row's engine and population say which traces it counts. Rates carry Wilson intervals,
/// distributions the mean and percentile intervals of the other overall rows.
package enum FlowSummarizer {
    package static func rows(
        _ traces: [AnalyzedTrace], flows: [Flow], engines: [EngineKind], whatIf: Bool = false
    ) -> [SummaryRow] {
        let runs = engines.map { engine in
            traces.filter { $0.populations.contains(engine) }.flatMap(\.flowRuns)
        }
        return rows(runs: runs, flows: flows, engines: engines, whatIf: whatIf)
    }

    /// The same rows from each engine's flow runs (`runs[i]`: the runs of the traces of
    /// `engines[i]`'s population, in input order), as `CorpusSummary` keeps them. Without
    /// `intervals`, distributions get no interval (rates keep their Wilson intervals).
    package static func rows(
        runs runsByEngine: [[FlowRun]], flows: [Flow], engines: [EngineKind], whatIf: Bool = false,
        intervals: Bool = true
    ) -> [SummaryRow] {
        var rows: [SummaryRow] = []
        for (engine, engineRuns) in zip(engines, runsByEngine) {
            let population = SummaryPopulation.of(engine, whatIf: whatIf)
            for flow in flows {
                let runs = engineRuns.filter { $0.flow == flow.name }
                func add(_ metric: MetricName, _ scope: SummaryScope, rate: RateSummary? = nil, values: [Double] = []) {
                    var row = SummaryRow(
                        engine: engine, population: population, scope: scope, metric: metric,
                        distribution: rate == nil ? DistributionSummary(values) : nil, rate: rate)
                    row.intervals = CorpusSummarizer.intervals(of: row, values: values, intervals: intervals)
                    rows.append(row)
                }
                add(.flowCompletion, .flow(flow.name), rate: RateSummary(runs) { $0.completed })
                add(.flowDuration, .flow(flow.name), values: runs.filter(\.completed).map(\.durationMs))
                for (index, step) in flow.steps.enumerated() {
                    let scope = SummaryScope.flowStep(flow: flow.name, step: step.name)
                    let results = runs.map { $0.steps[index] }
                    let reached = results.filter(\.reached)
                    add(.stepReached, scope, rate: RateSummary(results) { $0.reached })
                    add(.stepConversion, scope, rate: RateSummary(reached) { $0.completed })
                    add(.stepTime, scope, values: reached.compactMap(\.timeMs))
                    add(.stepWrongGestures, scope, values: reached.map { Double($0.wrongGestures) })
                }
            }
        }
        return rows
    }
}
