import TransitionSimulation

/// Aggregates analysed traces into `summary.csv` rows: for each engine (in the options' order),
/// the whole corpus, then each scenario (sorted by name), then each trace (in input order); within
/// the corpus and scenario scopes each goal (`SummaryGoal`: all, open, close, cancel; per-trace
/// rows: all only), and within each every metric the goal measures in `MetricName.intentMetrics` order. A recorded-engine run that
/// cannot be scored (`RecordedCoverage.noTransitionEvents`: touches but no `transition` events)
/// contributes no intents: its touches would all read as unanswered, a recorder problem, not a UX one.
/// `CorpusSummary` accumulates the same rows trace by trace; `rows` is it fed a whole array.
package enum CorpusSummarizer {
    package static func rows(_ traces: [AnalyzedTrace], engines: [EngineKind], whatIf: Bool = false) -> [SummaryRow] {
        var summary = CorpusSummary(engines: engines, whatIf: whatIf)
        for trace in traces { summary.add(trace) }
        return engines.flatMap { engine in
            summary.rows(engine: engine) + traces.flatMap { summary.traceRows($0, engine: engine) }
        }
    }

    /// The intents of `trace` that `engine` scored (none from a recorded run that cannot be scored).
    static func scoredIntents(_ trace: AnalyzedTrace, engine: EngineKind) -> [IntentMetrics] {
        // Runs are looked at in place, not filtered into copies (a run holds a dozen arrays).
        let scored = trace.runs.indices.lazy.filter {
            trace.runs[$0].engine == engine && trace.runs[$0].recordedCoverage != .noTransitionEvents
        }
        // One run an engine: its own array, shared rather than copied (a long trace's intents
        // would be copied at every call, several times a trace).
        guard let first = scored.first else { return [] }
        if scored.dropFirst().isEmpty { return trace.runs[first].intents }
        return scored.flatMap { trace.runs[$0].intents }
    }

    /// The rows of one scope: each goal (a trace's scope: `all` only), each metric it measures,
    /// with its population and intervals.
    static func scopeRows(
        engine: EngineKind, scope: SummaryScope, intents: some Sequence<SummarizedIntent>, whatIf: Bool
    ) -> [SummaryRow] {
        let intervals: Bool = if case .trace = scope { false } else { true }
        // A trace's rows get no distribution interval: their values are not needed.
        var (rows, values) = scopeDraft(
            engine: engine, scope: scope, intents: intents, whatIf: whatIf, withValues: intervals)
        addIntervals(to: &rows[...], values: values, intervals: intervals)
        return rows
    }

    /// `scopeRows` without intervals, and each row's distribution values (empty for rates) when
    /// `withValues` (`SummaryDraft` recomputes them when it draws, to hold only one size's at a time).
    /// Without `distributions`, a distribution's row is left without one, for `SummaryDraft` to
    /// draw from the values it sorts for the intervals: each distribution sorted once.
    static func scopeDraft(
        engine: EngineKind, scope: SummaryScope, intents: some Sequence<SummarizedIntent>, whatIf: Bool,
        withValues: Bool = true, distributions: Bool = true
    ) -> (rows: [SummaryRow], values: [[Double]]) {
        var rows: [SummaryRow] = []
        var values: [[Double]] = []
        let population = SummaryPopulation.of(engine, whatIf: whatIf)
        let goals: [SummaryGoal] = if case .trace = scope { [.all] } else { SummaryGoal.allCases }
        for goal in goals {
            let selected = intents.lazy.filter { selects(goal, $0) }
            let (inferred, count) = selected.reduce((0, 0)) { ($0.0 + ($1.inferred ? 1 : 0), $0.1 + 1) }
            let origin = IntentOrigin(inferred: inferred, of: count)
            // Each metric reads the goal's intents once: copied first when they are few (a pass
            // over an array is cheaper than filtering every intent again), read as iterated when
            // they are many (a long trace's, which may be spilled: `SummaryRecords`).
            func add(_ selected: some Sequence<SummarizedIntent>) {
                for metric in MetricName.intentMetrics where goal.measures(metric) {
                    var next =
                        distributions || metric.isRate
                        ? row(metric, engine: engine, scope: scope, goal: goal, intents: selected)
                        : SummaryRow(engine: engine, scope: scope, goal: goal, metric: metric)
                    next.population = population
                    next.intents = origin
                    if withValues { values.append(Self.values(metric, selected)) }
                    rows.append(next)
                }
            }
            if count <= copiedIntents { add(Array(selected)) } else { add(selected) }
        }
        return (rows, values)
    }

    /// The most intents of a goal `scopeDraft` copies before reading them metric by metric
    /// (1.2 MB of `SummarizedIntent`s: a corpus's scopes, not a long trace's).
    static let copiedIntents = 1 << 14

    /// Whether a goal's rows are about `intent`.
    static func selects(_ goal: SummaryGoal, _ intent: SummarizedIntent) -> Bool {
        goal == .all || goal.includes(goal: intent.goal)
    }

    /// The 95 % intervals of each row's statistics (docs/analysis.md "Uncertainty"): Wilson for a
    /// rate; with `intervals`, Hall's skewness-corrected t for the mean (`MeanInterval`) and the
    /// order statistics for each percentile the row reports (`OrderStatisticInterval`).
    static func addIntervals(to rows: inout ArraySlice<SummaryRow>, values: [[Double]], intervals: Bool) {
        let offsets = wilsonIntervals(of: &rows, intervals: intervals)
        fill(&rows, with: offsets.map { ($0, distributionIntervals(of: values[$0])) })
    }

    /// Gives each rate its Wilson interval, and returns the offsets (in `rows`) of the
    /// distributions whose mean and percentiles may get one (with `intervals`, two values or more).
    static func wilsonIntervals(of rows: inout ArraySlice<SummaryRow>, intervals: Bool) -> [Int] {
        var offsets: [Int] = []
        for (offset, index) in rows.indices.enumerated() {
            if let rate = rows[index].rate {
                rows[index].intervals =
                    WilsonInterval.interval(successes: rate.numerator, trials: rate.denominator).map { [.rate: $0] }
                    ?? [:]
            } else if intervals, let distribution = rows[index].distribution, distribution.count >= 2 {
                offsets.append(offset)
            }
        }
        return offsets
    }

    /// The 95 % intervals of a distribution of `values` (any order, `+infinity` allowed): the
    /// mean's from 10 values (`MeanInterval`), and each percentile's the row reports
    /// (`PercentileRule`) that a pair of order statistics covers (`OrderStatisticInterval`).
    static func distributionIntervals(of values: consuming [Double]) -> [SummaryStatistic: ConfidenceInterval] {
        var sorted = consume values
        sorted.sort()
        var memo = OrderStatisticInterval.Memo()
        return distributionIntervals(ofSorted: sorted, memo: &memo)
    }

    /// `distributionIntervals(of:)` of values already in ascending order, the percentiles' ranks
    /// found through `memo` (`OrderStatisticInterval.Memo`).
    static func distributionIntervals(
        ofSorted sorted: [Double], memo: inout OrderStatisticInterval.Memo
    ) -> [SummaryStatistic: ConfidenceInterval] {
        var out: [SummaryStatistic: ConfidenceInterval] = [:]
        out[.mean] = MeanInterval.interval(ofSorted: sorted)
        for statistic in SummaryStatistic.allCases {
            if let p = statistic.percentileLevel, PercentileRule.reports(p, count: sorted.count) {
                out[statistic] = OrderStatisticInterval.interval(p, ofSorted: sorted, memo: &memo)
            }
        }
        return out
    }

    /// Puts intervals from `distributionIntervals` into their rows.
    static func fill(
        _ rows: inout ArraySlice<SummaryRow>,
        with found: [(offset: Int, intervals: [SummaryStatistic: ConfidenceInterval])]
    ) {
        for (offset, intervals) in found { rows[rows.startIndex + offset].intervals = intervals }
    }

    /// The 95 % intervals of one row's statistics, as `addIntervals` gives them: for summarizers
    /// of other rows (frames, flows) that make their rows one at a time.
    static func intervals(of row: SummaryRow, values: [Double], intervals: Bool) -> [SummaryStatistic:
        ConfidenceInterval]
    {
        var rows = [row][...]
        addIntervals(to: &rows, values: [values], intervals: intervals)
        return rows[rows.startIndex].intervals
    }

    /// The distribution values of `metric` over `intents` (empty for rates), as `row` summarizes them,
    /// in the intents' order.
    static func values(_ metric: MetricName, _ intents: some Sequence<SummarizedIntent>) -> [Double] {
        intents.compactMap { value(metric, of: $0) }
    }

    /// What one intent adds to `metric`'s distribution: nil when it adds nothing (a touch metric
    /// of an intent never touched, a time it has none of, a cancel time of another goal, any rate).
    /// One pass with a plain switch, rather than chains of lazy filters whose nested generic
    /// types the runtime would build at each process start.
    @inline(__always)
    package static func value(_ metric: MetricName, of intent: SummarizedIntent) -> Double? {
        switch metric {
        case .firstTouchLatency: return intent.touched ? intent.firstTouchLatency : nil
        case .responseLatency: return intent.touched ? intent.responseLatency : nil
        case .recognitionDelay: return intent.breakdown?.recognition
        case .startDelay: return intent.breakdown?.start
        case .presentationDelay: return intent.breakdown?.presentation
        case .gesturesPerIntent: return intent.touched ? Double(intent.gestures) : nil
        case .timeToGoal: return intent.timeToGoal
        case .timeToCancel: return intent.goal == .cancel ? intent.timeToCancel : nil
        case .cancelDepth: return intent.cancelDepth
        case .unanswered, .multiGesture, .achieved, .cancelSuccess: return nil
        case .flowCompletion, .flowDuration, .stepReached, .stepConversion, .stepTime, .stepWrongGestures: return nil
        case .hitchTimeRatio, .stepped, .startJump, .midJump: return nil  // per transition: TransitionFrameSummarizer
        }
    }

    /// Whether `intent` is in the population of `metric`'s rate and, when it is, whether the rate
    /// counts it (its numerator); nil when it is not (an intent never touched for `unanswered`
    /// and `multi_gesture`, an open or close for `cancel_success`) or `metric` is no intent rate.
    package static func rateCounts(_ metric: MetricName, _ intent: SummarizedIntent) -> Bool? {
        switch metric {
        case .unanswered: intent.touched ? intent.unanswered : nil
        case .multiGesture: intent.touched ? intent.gestures >= 2 : nil
        case .achieved: intent.achieved
        case .cancelSuccess: intent.goal == .cancel ? intent.cancelOk == true : nil
        default: nil
        }
    }

    /// One metric over a set of intents (definitions: `MetricName`).
    package static func row(
        _ metric: MetricName, engine: EngineKind, scope: SummaryScope, goal: SummaryGoal = .all,
        intents: [IntentMetrics]
    ) -> SummaryRow {
        row(metric, engine: engine, scope: scope, goal: goal, intents: intents.map(SummarizedIntent.init))
    }

    /// One metric over a set of summarized intents (definitions: `MetricName`).
    static func row(
        _ metric: MetricName, engine: EngineKind, scope: SummaryScope, goal: SummaryGoal,
        intents: some Sequence<SummarizedIntent>
    ) -> SummaryRow {
        func distribution() -> SummaryRow {
            // Unanswered intents are +infinity latencies, failed cancels +infinity times (MetricName).
            SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                distribution: DistributionSummary(values(metric, intents)))
        }
        // The rate's population and numerator (`rateCounts`): one pass, no filtered copy per row.
        func rate() -> SummaryRow {
            var (numerator, denominator) = (0, 0)
            for intent in intents {
                guard let counted = rateCounts(metric, intent) else { continue }
                denominator += 1
                if counted { numerator += 1 }
            }
            return SummaryRow(
                engine: engine, scope: scope, goal: goal, metric: metric,
                rate: RateSummary(numerator: numerator, denominator: denominator))
        }
        switch metric {
        case .firstTouchLatency, .responseLatency, .gesturesPerIntent, .timeToGoal, .timeToCancel, .cancelDepth,
            .recognitionDelay, .startDelay, .presentationDelay:
            return distribution()
        case .unanswered, .multiGesture, .achieved, .cancelSuccess: return rate()
        case .flowCompletion, .flowDuration, .stepReached, .stepConversion, .stepTime, .stepWrongGestures:
            preconditionFailure("\(metric.rawValue) is a flow metric, summarized by FlowSummarizer")
        case .hitchTimeRatio, .stepped, .startJump, .midJump:  // per transition: TransitionFrameSummarizer
            return SummaryRow(engine: engine, scope: scope, goal: goal, metric: metric)
        }
    }
}
