import TransitionSimulation

/// One row of `summary.csv`: one metric for one engine over one scope. Distribution metrics fill
/// `distribution`, rates fill `rate`.
package struct SummaryRow: Sendable, Hashable {
    /// The engine a row is about: the one whose replay the intents were measured on (the name
    /// gates and readers of `summary.csv` use, without depending on the simulation module).
    package typealias Engine = EngineKind

    package var engine: Engine
    package var scope: SummaryScope
    /// Which traces the engine scored, against what they were recorded.
    package var population: SummaryPopulation
    /// Whether the row's intents were labelled or inferred; nil for rows about no intent (per
    /// transition, flows) and rows over none.
    package var intents: IntentOrigin?
    /// The intents the row is about: all, or one goal's.
    package var goal: SummaryGoal
    package var metric: MetricName
    package var distribution: DistributionSummary?
    package var rate: RateSummary?
    /// The 95 % interval of each statistic that has one (docs/analysis.md "Uncertainty"): `rate`
    /// by Wilson's score interval; `mean` by Hall's skewness-corrected t (`MeanInterval`) and each
    /// reported percentile by two order statistics (`OrderStatisticInterval`), where enough values
    /// reach 95 % (overall and scenario rows only: a trace's rows have too few values).
    package var intervals: [SummaryStatistic: ConfidenceInterval] = [:]

    /// The number of values behind the row's statistics: a distribution's count, a rate's denominator.
    package var n: Int { distribution?.count ?? rate?.denominator ?? 0 }

    package init(
        engine: Engine, population: SummaryPopulation? = nil, scope: SummaryScope, goal: SummaryGoal = .all,
        metric: MetricName, distribution: DistributionSummary? = nil, rate: RateSummary? = nil
    ) {
        self.population = population ?? SummaryPopulation.of(engine, whatIf: false)
        self.engine = engine
        self.scope = scope
        self.goal = goal
        self.metric = metric
        self.distribution = distribution
        self.rate = rate
    }

    /// A statistic of the row: `count`, `mean`, `p50`, `p90`, `p95`, `p99`, `max` for
    /// distributions; `rate` and `count` (its denominator) for rates; nil when empty or when the
    /// row's metric has no such statistic.
    package func value(of statistic: SummaryStatistic) -> Double? {
        if let rate {
            switch statistic {
            case .rate: return rate.rate
            case .count: return Double(rate.denominator)
            case .mean, .p50, .p90, .p95, .p99, .max: return nil
            }
        }
        return distribution?.value(of: statistic)
    }
}

extension SummaryStatistic {
    /// The value in `row` (nil for an empty statistic: no data, or one the row's metric lacks).
    package func value(in row: SummaryRow) -> Double? {
        row.value(of: self)
    }
}
