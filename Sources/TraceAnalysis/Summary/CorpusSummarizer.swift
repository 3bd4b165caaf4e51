import TransitionSimulation

/// Aggregates analysed traces into `summary.csv` rows: for each engine (in the options' order),
/// the whole corpus, then each scenario (sorted by name), then each trace (in input order); within
/// the corpus and scenario scopes each goal (`SummaryGoal`: all, open, close, cancel; per-trace
/// rows: all only), and within each every metric the goal measures in `MetricName.intentMetrics` order.
/// A recorded-engine run that cannot be scored (`RecordedCoverage.noTransitionEvents`: touches but no
/// `transition` events) contributes no intents: its touches would all read as unanswered, a recorder
/// problem, not a UX one.
/// Flow rows (`--flows`) come from `FlowSummarizer`, appended after these.
public enum CorpusSummarizer {
    public static func rows(_ traces: [AnalyzedTrace], engines: [EngineKind], whatIf: Bool = false) -> [SummaryRow] {
        var rows: [SummaryRow] = []
        let scenarios = Set(traces.compactMap(\.scenario)).sorted()
        for engine in engines {
            func intents(_ selected: [AnalyzedTrace]) -> [IntentMetrics] {
                selected.flatMap { trace in
                    trace.runs.filter { $0.engine == engine && $0.replay.recordedCoverage != .noTransitionEvents }
                        .flatMap(\.intents)
                }
            }
            var scopes: [(SummaryScope, [IntentMetrics])] = [(.overall, intents(traces))]
            for scenario in scenarios {
                scopes.append((.scenario(scenario), intents(traces.filter { $0.scenario == scenario })))
            }
            // A trace's own rows only under the engines that scored it (like for like).
            for trace in traces where trace.runs.contains(where: { $0.engine == engine }) {
                scopes.append((.trace(trace.path), intents([trace])))
            }
            let population = SummaryPopulation.of(engine, whatIf: whatIf)
            for (scope, metrics) in scopes {
                let goals: [SummaryGoal] = if case .trace = scope { [.all] } else { SummaryGoal.allCases }
                for goal in goals {
                    let selected = metrics.filter { goal.includes($0.intent) }
                    for metric in MetricName.intentMetrics where goal.measures(metric) {
                        var next = row(metric, engine: engine, scope: scope, goal: goal, intents: selected)
                        next.population = population
                        next.intervals = intervals(
                            of: next, values: values(metric, selected), bootstrap: goals.count > 1)
                        rows.append(next)
                    }
                }
            }
        }
        return rows
    }

    /// The distribution values of `metric` over `intents` (empty for rates), as `row` summarizes them.
    static func values(_ metric: MetricName, _ intents: [IntentMetrics]) -> [Double] {
        let touched = intents.filter { $0.tFirstTouch != nil }
        switch metric {
        case .firstTouchLatency: return touched.compactMap(\.firstTouchLatency)
        case .responseLatency: return touched.compactMap(\.responseLatency)
        case .gesturesPerIntent: return touched.map { Double($0.gestures) }
        case .timeToGoal: return intents.compactMap(\.timeToGoal)
        case .timeToCancel: return intents.filter { $0.intent.goal == .cancel }.compactMap(\.timeToCancel)
        case .cancelDepth: return intents.compactMap(\.cancelDepth)
        case .unanswered, .multiGesture, .achieved, .cancelSuccess: return []
        case .flowCompletion, .flowDuration, .stepReached, .stepConversion, .stepTime, .stepWrongGestures: return []
        case .hitchTimeRatio, .stepped, .startJump: return []  // per transition: TransitionFrameSummarizer
        }
    }

    /// The 95 % intervals of a row's statistics (docs/analysis.md "Uncertainty"): Wilson for a rate;
    /// with `bootstrap`, the seeded bootstrap for the mean and each percentile the row reports.
    static func intervals(of row: SummaryRow, values: [Double], bootstrap: Bool) -> [SummaryStatistic:
        ConfidenceInterval]
    {
        if let rate = row.rate {
            return WilsonInterval.interval(successes: rate.numerator, trials: rate.denominator).map { [.rate: $0] }
                ?? [:]
        }
        guard bootstrap, let distribution = row.distribution, distribution.count >= 2 else { return [:] }
        var asked: [(SummaryStatistic, BootstrapInterval.Statistic)] = [(.mean, .mean)]
        for statistic in SummaryStatistic.allCases {
            if let p = statistic.percentileLevel, PercentileRule.reports(p, count: distribution.count) {
                asked.append((statistic, .percentile(p)))
            }
        }
        let found = BootstrapInterval.intervals(of: asked.map(\.1), values: values)
        var out: [SummaryStatistic: ConfidenceInterval] = [:]
        for (index, statistic) in asked.enumerated() { out[statistic.0] = found[index] }
        return out
    }

    /// One metric over a set of intents (definitions: `MetricName`).
    package static func row(
        _ metric: MetricName, engine: EngineKind, scope: SummaryScope, goal: SummaryGoal = .all,
        intents: [IntentMetrics]
    ) -> SummaryRow {
        let touched = intents.filter { $0.tFirstTouch != nil }
        let cancels = intents.filter { $0.intent.goal == .cancel }
        switch metric {
        case .firstTouchLatency:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(touched.compactMap(\.firstTouchLatency)))  // unanswered: +infinity
        case .responseLatency:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(touched.compactMap(\.responseLatency)))  // unanswered: +infinity
        case .unanswered:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric, rate: RateSummary(touched) { $0.unanswered })
        case .gesturesPerIntent:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(touched.map { Double($0.gestures) }))
        case .multiGesture:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                rate: RateSummary(touched) { $0.gestures >= 2 })
        case .achieved:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric, rate: RateSummary(intents) { $0.achieved })
        case .timeToGoal:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(intents.compactMap(\.timeToGoal)))  // not reached: +infinity
        case .cancelDepth:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(intents.compactMap(\.cancelDepth)))
        case .cancelSuccess:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                rate: RateSummary(cancels) { $0.cancelOk == true })
        case .timeToCancel:
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(cancels.compactMap(\.timeToCancel)))  // failed: +infinity
        case .flowCompletion, .flowDuration, .stepReached, .stepConversion, .stepTime, .stepWrongGestures:
            preconditionFailure("\(metric.rawValue) is a flow metric, summarized by FlowSummarizer")
        case .hitchTimeRatio, .stepped, .startJump:  // per transition: TransitionFrameSummarizer
            return SummaryRow(engine: engine, scope: scope, goal: goal, metric: metric)
        }
    }
}
