import TransitionSimulation

/// The per-transition frame rows of `summary.csv` (docs/reports.md, docs/analysis.md "Frames"):
/// for each engine and scope, goal `all`: `hitch_time_ratio` (the distribution of each
/// transition's hitch time ratio, ms/s), `stepped`, `start_jump` and `mid_jump` (rates of
/// transitions).
/// `CorpusSummary` puts them after the intent rows of the same engine and scope, so that
/// summarizing intents and summarizing frames stay apart.
package enum TransitionFrameSummarizer {
    /// The per-transition metrics, in row order.
    package static let metrics: [MetricName] = [.hitchTimeRatio, .stepped, .startJump, .midJump]

    /// The frame rows of one engine over `traces`, as `scope`.
    package static func rows(
        engine: EngineKind, scope: SummaryScope, traces: [AnalyzedTrace], whatIf: Bool = false
    ) -> [SummaryRow] {
        rows(
            engine: engine, scope: scope,
            frames: traces.flatMap { trace in
                trace.runs.filter { $0.engine == engine }.flatMap(\.frames).map { SummarizedTransition($0) }
            },
            whatIf: whatIf)
    }

    /// The values of the one distribution row (`hitch_time_ratio`).
    static func values(of frames: some Sequence<SummarizedTransition>) -> [Double] {
        frames.compactMap(\.hitchTimeRatio)
    }

    /// The frame rows of one engine over the figures of its transitions, as `scope`.
    package static func rows(
        engine: EngineKind, scope: SummaryScope, frames: some Sequence<SummarizedTransition>, whatIf: Bool = false
    ) -> [SummaryRow] {
        var (rows, values) = draft(engine: engine, scope: scope, frames: frames, whatIf: whatIf)
        let intervals: Bool = if case .trace = scope { false } else { true }
        CorpusSummarizer.addIntervals(to: &rows[...], values: values, intervals: intervals)
        return rows
    }

    /// `rows` without intervals, and each row's distribution values (empty for rates): for
    /// `SummaryDraft`, which needs only the rows (`values(of:)` gives a row's values again).
    /// Without `distributions`, the distribution's row is left without one, and its values empty
    /// (`CorpusSummarizer.scopeDraft`).
    static func draft(
        engine: EngineKind, scope: SummaryScope, frames: some Sequence<SummarizedTransition>, whatIf: Bool,
        distributions: Bool = true
    ) -> (rows: [SummaryRow], values: [[Double]]) {
        var values: [[Double]] = []
        let rows = metrics.map { metric in
            var row = SummaryRow(engine: engine, scope: scope, metric: metric)
            var distribution: [Double] = []
            switch metric {
            case .stepped:
                row.rate = RateSummary(frames.compactMap(\.stepped)) { $0 }
            case .startJump:
                row.rate = RateSummary(frames.compactMap(\.startJumped)) { $0 }
            case .midJump:
                row.rate = RateSummary(frames.compactMap(\.midJumped)) { $0 }
            default:
                guard distributions else { break }
                distribution = Self.values(of: frames)
                row.distribution = DistributionSummary(distribution)
            }
            row.population = SummaryPopulation.of(engine, whatIf: whatIf)
            values.append(distribution)
            return row
        }
        return (rows, values)
    }
}
