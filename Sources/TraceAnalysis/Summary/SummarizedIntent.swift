import TraceModel

/// What a summary keeps of one intent under one engine: the values its metrics are computed from
/// (`MetricName`), and nothing else (no ids, no touch sequences, no evidence). `CorpusSummary`
/// keeps one per intent for the overall and scenario rows, because exact percentiles and the
/// bootstrap need every value: about 64 bytes per intent per engine that scored it.
public struct SummarizedIntent: Sendable, Hashable {
    public var goal: IntentGoal
    /// The intent had at least one touch sequence (`IntentMetrics.tFirstTouch` is set).
    public var touched: Bool
    public var unanswered: Bool
    public var achieved: Bool
    public var cancelOk: Bool?
    public var gestures: Int
    public var firstTouchLatency: Double?
    public var responseLatency: Double?
    public var timeToCancel: Double?

    public init(_ metrics: IntentMetrics) {
        goal = metrics.intent.goal
        touched = metrics.tFirstTouch != nil
        unanswered = metrics.unanswered
        achieved = metrics.achieved
        cancelOk = metrics.cancelOk
        gestures = metrics.gestures
        firstTouchLatency = metrics.firstTouchLatency
        responseLatency = metrics.responseLatency
        timeToCancel = metrics.timeToCancel
    }
}
