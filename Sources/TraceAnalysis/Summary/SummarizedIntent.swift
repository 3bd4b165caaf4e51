import TraceModel

/// What a summary keeps of one intent under one engine: the values its metrics are computed from
/// (`MetricName`), and nothing else (no ids, no touch sequences, no evidence). `CorpusSummary`
/// keeps one per intent for the overall and scenario rows, because exact percentiles and their
/// intervals need every value; stored in 72 bytes (optional values as NaN, the booleans as bits),
/// 80 with the scenario it belongs to.
package struct SummarizedIntent: Sendable, BitwiseCopyable {
    private var storedFirstTouchLatency: Double
    private var storedResponseLatency: Double
    private var storedTimeToCancel: Double
    private var storedTimeToGoal: Double
    private var storedCancelDepth: Double
    private var storedRecognitionDelay: Double
    private var storedStartDelay: Double
    private var storedPresentationDelay: Double
    private var storedGestures: Int32
    private var flags: UInt8
    package let goal: IntentGoal

    private static let touchedBit: UInt8 = 1
    private static let unansweredBit: UInt8 = 2
    private static let achievedBit: UInt8 = 4
    private static let cancelKnownBit: UInt8 = 8
    private static let cancelOkBit: UInt8 = 16
    private static let inferredBit: UInt8 = 32

    package init(_ metrics: IntentMetrics) {
        goal = metrics.intent.goal
        storedFirstTouchLatency = metrics.firstTouchLatency ?? .nan
        storedResponseLatency = metrics.responseLatency ?? .nan
        storedTimeToCancel = metrics.timeToCancel ?? .nan
        storedTimeToGoal = metrics.timeToGoal ?? .nan
        storedCancelDepth = metrics.cancelDepth ?? .nan
        storedRecognitionDelay = metrics.breakdown?.recognition ?? .nan
        storedStartDelay = metrics.breakdown?.start ?? .nan
        storedPresentationDelay = metrics.breakdown?.presentation ?? .nan
        storedGestures = Int32(clamping: metrics.gestures)
        var flags: UInt8 = 0
        if metrics.tFirstTouch != nil { flags |= Self.touchedBit }
        if metrics.intent.source == .inferred { flags |= Self.inferredBit }
        if metrics.unanswered { flags |= Self.unansweredBit }
        if metrics.achieved { flags |= Self.achievedBit }
        if let ok = metrics.cancelOk { flags |= Self.cancelKnownBit | (ok ? Self.cancelOkBit : 0) }
        self.flags = flags
    }

    /// An intent from its values, as a summary partial stores them (docs/scale-out.md): the same
    /// stored fields `init(_:)` would make of the metrics they came from.
    package init(
        goal: IntentGoal, gestures: Int, touched: Bool, unanswered: Bool, achieved: Bool, cancelOk: Bool?,
        firstTouchLatency: Double?, responseLatency: Double?, timeToCancel: Double?, timeToGoal: Double?,
        cancelDepth: Double?, inferred: Bool = false, breakdown: LatencyBreakdown? = nil
    ) {
        self.goal = goal
        storedFirstTouchLatency = firstTouchLatency ?? .nan
        storedResponseLatency = responseLatency ?? .nan
        storedTimeToCancel = timeToCancel ?? .nan
        storedTimeToGoal = timeToGoal ?? .nan
        storedCancelDepth = cancelDepth ?? .nan
        storedRecognitionDelay = breakdown?.recognition ?? .nan
        storedStartDelay = breakdown?.start ?? .nan
        storedPresentationDelay = breakdown?.presentation ?? .nan
        storedGestures = Int32(clamping: gestures)
        var flags: UInt8 = 0
        if touched { flags |= Self.touchedBit }
        if inferred { flags |= Self.inferredBit }
        if unanswered { flags |= Self.unansweredBit }
        if achieved { flags |= Self.achievedBit }
        if let cancelOk { flags |= Self.cancelKnownBit | (cancelOk ? Self.cancelOkBit : 0) }
        self.flags = flags
    }

    /// The intent had at least one touch sequence (`IntentMetrics.tFirstTouch` is set).
    package var touched: Bool { flags & Self.touchedBit != 0 }
    package var unanswered: Bool { flags & Self.unansweredBit != 0 }
    package var achieved: Bool { flags & Self.achievedBit != 0 }
    package var cancelOk: Bool? { flags & Self.cancelKnownBit == 0 ? nil : flags & Self.cancelOkBit != 0 }
    package var gestures: Int { Int(storedGestures) }
    package var firstTouchLatency: Double? { storedFirstTouchLatency.isNaN ? nil : storedFirstTouchLatency }
    package var responseLatency: Double? { storedResponseLatency.isNaN ? nil : storedResponseLatency }
    package var timeToCancel: Double? { storedTimeToCancel.isNaN ? nil : storedTimeToCancel }
    package var timeToGoal: Double? { storedTimeToGoal.isNaN ? nil : storedTimeToGoal }
    package var cancelDepth: Double? { storedCancelDepth.isNaN ? nil : storedCancelDepth }
    /// The intent was inferred from the touches, not labelled (`Intent.Source.inferred`).
    package var inferred: Bool { flags & Self.inferredBit != 0 }
    /// The first-touch latency's parts (`LatencyBreakdown`); nil when unanswered or untouched.
    package var breakdown: LatencyBreakdown? {
        storedRecognitionDelay.isNaN
            ? nil
            : LatencyBreakdown(
                recognition: storedRecognitionDelay, start: storedStartDelay, presentation: storedPresentationDelay)
    }
}
