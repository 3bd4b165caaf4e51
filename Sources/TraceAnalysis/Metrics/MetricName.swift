/// Every metric GestureTrace reports, defined once (docs/analysis.md "Metrics"). The raw
/// value is the name used in `summary.csv`, gate configurations and notebooks.
public enum MetricName: String, Sendable, Hashable, CaseIterable, Codable {
    /// Per intent: displayed-response time of the first frame in which the engine reacted to any
    /// touch sequence of the intent, minus the down time of the intent's first touch sequence
    /// (accepted or not), in ms. An intent with no reaction is in this distribution as `+infinity`
    /// ("no answer"), never left out and never zero: a p95 is "no answer" when over 5 % are
    /// unanswered.
    case firstTouchLatency = "first_touch_latency_ms"
    /// Per intent: the engine's share of the latency: the first displayed reaction minus the moment
    /// the sequence that got it became actionable (a tap's up, a pan's slop crossing, the down of a
    /// grab of a moving transition), in ms; `+infinity` ("no answer") when unanswered.
    case responseLatency = "response_latency_ms"
    /// Rate: intents whose touches got no reaction at all, of intents with at least one touch.
    case unanswered
    /// Per intent: touch sequences, accepted or ignored, that began before the intent was reached
    /// (all of them when it never was). Intents without touches are left out.
    case gesturesPerIntent = "gestures_per_intent"
    /// Rate: intents that needed two or more gestures, of intents with at least one touch.
    case multiGesture = "multi_gesture"
    /// Rate: intents reached (open and close: the engine came to rest on the goal side because of
    /// the intent's touches, or was heading there when the next intent began; cancel: its
    /// transition ended cancelled), of all intents.
    case achieved
    /// Rate (cancel intents): the transition in flight when the intent started, or the one its
    /// gesture started, was grabbed, paused, reversed or started by one of the intent's accepted
    /// sequences and ended cancelled within 2 s of the intent's first touch with no second
    /// transition started, of all cancel intents.
    case cancelSuccess = "cancel_success"
    /// Per cancel intent with touches: from the intent's first touch down until the screen is back
    /// at the origin for good, in ms, when its touches cancelled the transition (within 2 s or not);
    /// `+infinity` ("never") when they did not.
    case timeToCancel = "time_to_cancel_ms"
    /// Per transition with frame pacing: hitch time per second of its duration, in ms/s
    /// (`FramePacing`, docs/analysis.md "Frames"). Rows: `TransitionFrameSummarizer`.
    case hitchTimeRatio = "hitch_time_ratio"
    /// Rate: transitions whose progress was stepped (`ProgressStepping`), of transitions with
    /// frames showing progress.
    case stepped
    /// Rate: transitions whose start jump is over `StartJump.threshold`, of transitions with a
    /// start jump.
    case startJump = "start_jump"

    /// Whether a higher value is the better experience (`achieved`, `cancel_success`); for every
    /// other metric a higher value is worse. Tests and gates read the direction from here.
    public var higherIsBetter: Bool { self == .achieved || self == .cancelSuccess }

    /// Whether the metric is a distribution (count, mean, percentiles, max) or a rate.
    public var isRate: Bool {
        switch self {
        case .unanswered, .multiGesture, .achieved, .cancelSuccess, .stepped, .startJump: true
        case .firstTouchLatency, .responseLatency, .gesturesPerIntent, .timeToCancel, .hitchTimeRatio: false
        }
    }

    /// Whether the metric is measured per transition (frames) rather than per intent: its rows
    /// come from `TransitionFrameSummarizer`, goal `all` only.
    public var isPerTransition: Bool { self == .hitchTimeRatio || self == .stepped || self == .startJump }
}
