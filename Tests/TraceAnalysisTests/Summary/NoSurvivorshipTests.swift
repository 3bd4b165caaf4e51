import Testing
import TraceAnalysis
import TransitionSimulation

/// Nothing drops out of a distribution (docs/analysis.md "Aggregation"): making the experience
/// worse (answered intents going unanswered, successful cancels failing) never improves a headline
/// statistic, whichever metric, statistic and engine.
@Suite("No survivorship")
struct NoSurvivorshipTests {
    /// `metrics` with every `stride`-th answered intent with touches made unanswered, and every
    /// `stride`-th successful cancel made a failure, as the metric values the summarizer reads.
    static func degraded(_ metrics: [IntentMetrics], stride: Int) -> [IntentMetrics] {
        var answered = 0
        var cancelled = 0
        var reached = 0
        return metrics.map { original in
            var m = original
            if m.tFirstTouch != nil, !m.unanswered {
                answered += 1
                if answered % stride == 0 {
                    m.unanswered = true
                    m.firstTouchLatency = .infinity
                    m.tReached = nil
                    if m.timeToGoal != nil { m.timeToGoal = .infinity }
                    if m.intent.goal == .cancel {
                        m.cancelOk = false
                        m.timeToCancel = .infinity
                    }
                    return m
                }
            }
            if m.cancelOk == true {
                cancelled += 1
                if cancelled % stride == 0 {
                    m.cancelOk = false
                    m.timeToCancel = .infinity
                    m.tReached = nil
                }
            }
            // An open or close intent no longer reached (as a failed cancel is no longer reached).
            if m.intent.goal != .cancel, m.tReached != nil, !m.unanswered {
                reached += 1
                if reached % stride == 0 {
                    m.tReached = nil
                    m.timeToGoal = .infinity
                }
            }
            return m
        }
    }

    /// Whether `after` is worse than or equal to `before` for `metric` (nil: no data).
    static func worseOrEqual(_ before: Double?, _ after: Double?, _ metric: MetricName) -> Bool {
        guard let before else { return true }
        guard let after else { return false }  // a statistic that disappears is a survivorship leak
        return metric.higherIsBetter ? after <= before : after >= before
    }

    @Test("no headline statistic improves when intents go unanswered or cancels fail", arguments: [2, 3, 7])
    func degradingNeverImproves(stride: Int) throws {
        for engine in [EngineKind.legacy, .fluid] {
            let intents = BundledCorpusStoryTests.analysed.flatMap { trace in
                trace.runs.filter { $0.engine == engine }.flatMap(\.intents)
            }
            let worse = Self.degraded(intents, stride: stride)
            #expect(worse.filter(\.unanswered).count > intents.filter(\.unanswered).count)
            #expect(worse.filter { $0.cancelOk == true }.count < intents.filter { $0.cancelOk == true }.count)
            // Context metrics (cancel depth) describe the transitions, not the experience: no direction.
            for metric in MetricName.intentMetrics where metric.direction != .context {
                let before = CorpusSummarizer.row(metric, engine: engine, scope: .overall, intents: intents)
                let after = CorpusSummarizer.row(metric, engine: engine, scope: .overall, intents: worse)
                #expect(before.value(of: .count) == after.value(of: .count), "\(engine) \(metric)")
                for statistic in SummaryStatistic.allowed(for: metric) where statistic != .count {
                    let b = before.value(of: statistic)
                    let a = after.value(of: statistic)
                    #expect(
                        Self.worseOrEqual(b, a, metric),
                        "\(engine) \(metric.rawValue) \(statistic.rawValue): \(String(describing: b)) -> \(String(describing: a))"
                    )
                }
            }
        }
    }

    @Test("a p95 is \"no answer\" once over 5 % are unanswered; the mean of a set holding one is infinite")
    func percentileOfUnanswered() {
        // 19 answered in 10...190 ms and 1 unanswered: rank of p95 = 19 * 0.95 = 18.05, between the
        // 19th value (190) and +infinity: "no answer". The p90 (rank 17.1) stays finite: 180 + 0.1 * 10.
        var values = (1...19).map { Double($0) * 10 }
        values.append(.infinity)
        let summary = DistributionSummary(values)
        #expect(summary.p95 == .infinity)
        #expect(summary.p90 == 181)
        #expect(summary.mean == .infinity)
        #expect(summary.max == .infinity)
    }
}
