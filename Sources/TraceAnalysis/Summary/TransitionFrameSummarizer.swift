import TransitionSimulation

/// The per-transition frame rows of `summary.csv` (docs/reports.md, docs/analysis.md "Frames"):
/// for each engine and scope, goal `all`: `hitch_time_ratio` (the distribution of each
/// transition's hitch time ratio, ms/s), `stepped` and `start_jump` (rates of transitions). They
/// are appended after `CorpusSummarizer`'s rows of the same engine and scope, so that summarizing
/// intents and summarizing frames stay apart.
public enum TransitionFrameSummarizer {
    /// The per-transition metrics, in row order.
    public static let metrics: [MetricName] = [.hitchTimeRatio, .stepped, .startJump]

    /// `rows` (`CorpusSummarizer.rows` of the same traces) with each engine and scope's frame rows
    /// inserted after that engine and scope's last row.
    public static func appending(
        to rows: [SummaryRow], traces: [AnalyzedTrace], whatIf: Bool = false
    ) -> [SummaryRow] {
        var out: [SummaryRow] = []
        out.reserveCapacity(rows.count + rows.count / 4)
        var index = 0
        while index < rows.count {
            let engine = rows[index].engine
            let scope = rows[index].scope
            while index < rows.count, rows[index].engine == engine, rows[index].scope == scope {
                out.append(rows[index])
                index += 1
            }
            let selected: [AnalyzedTrace]? =
                switch scope {
                case .overall: traces
                case .scenario(let name): traces.filter { $0.scenario == name }
                case .trace(let path): traces.filter { $0.path == path }
                case .flow, .flowStep: nil  // flows are not transitions: no frame rows
                }
            if let selected { out += self.rows(engine: engine, scope: scope, traces: selected, whatIf: whatIf) }
        }
        return out
    }

    /// The frame rows of one engine over `traces`, as `scope`.
    package static func rows(
        engine: EngineKind, scope: SummaryScope, traces: [AnalyzedTrace], whatIf: Bool = false
    ) -> [SummaryRow] {
        let frames = traces.flatMap { trace in trace.runs.filter { $0.engine == engine }.flatMap(\.frames) }
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
