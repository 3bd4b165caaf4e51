import TransitionSimulation

/// The per-transition frame rows of `summary.csv` (docs/reports.md, docs/analysis.md "Frames"):
/// for each engine and scope, goal `all`: `hitch_time_ratio` (the distribution of each
/// transition's hitch time ratio, ms/s), `stepped` and `start_jump` (rates of transitions).
/// `CorpusSummary` puts them after the intent rows of the same engine and scope, so that
/// summarizing intents and summarizing frames stay apart.
public enum TransitionFrameSummarizer {
    /// The per-transition metrics, in row order.
    public static let metrics: [MetricName] = [.hitchTimeRatio, .stepped, .startJump]

    /// The frame rows of one engine over `traces`, as `scope`.
    package static func rows(
        engine: EngineKind, scope: SummaryScope, traces: [AnalyzedTrace], whatIf: Bool = false
    ) -> [SummaryRow] {
        rows(
            engine: engine, scope: scope,
            frames: traces.flatMap { trace in trace.runs.filter { $0.engine == engine }.flatMap(\.frames) },
            whatIf: whatIf)
    }

    /// The frame rows of one engine over the figures of its transitions, as `scope`.
    package static func rows(
        engine: EngineKind, scope: SummaryScope, frames: [TransitionFrames], whatIf: Bool = false
    ) -> [SummaryRow] {
        let bootstrap: Bool = if case .trace = scope { false } else { true }
        return metrics.map { metric in
            var row = SummaryRow(engine: engine, scope: scope, metric: metric)
            var values: [Double] = []
            switch metric {
            case .stepped:
                row.rate = RateSummary(frames.compactMap(\.stepped)) { $0 }
            case .startJump:
                row.rate = RateSummary(frames.compactMap(\.startJumped)) { $0 }
            default:
                values = frames.compactMap(\.hitchTimeRatio)
                row.distribution = DistributionSummary(values)
            }
            row.population = SummaryPopulation.of(engine, whatIf: whatIf)
            row.intervals = CorpusSummarizer.intervals(of: row, values: values, bootstrap: bootstrap)
            return row
        }
    }
}
