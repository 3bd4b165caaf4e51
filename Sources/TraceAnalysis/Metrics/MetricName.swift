/// Every metric GestureTrace reports, defined once (docs/analysis.md "Metrics"). The raw
/// value is the name used in `summary.csv`, gate configurations and notebooks.
package enum MetricName: String, Sendable, Hashable, CaseIterable, Codable {
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
    /// Per answered intent: the first part of its first-touch latency, from the first down until
    /// the answered gesture was known (a tap's up, a pan's slop crossing, a grab's down), in ms
    /// (`LatencyBreakdown`). Unanswered intents are left out: the three parts add up to the
    /// latency of the answered ones, and their means to its mean.
    case recognitionDelay = "recognition_delay_ms"
    /// Per answered intent: from the gesture being known until the engine acted (a recording's
    /// `began`, `paused` or `reversed`; a model's frame), in ms (`LatencyBreakdown`).
    case startDelay = "start_delay_ms"
    /// Per answered intent: from the engine acting until the answer was visible (a recording's
    /// `visible` event, 0 without one; a model's render latency), in ms (`LatencyBreakdown`).
    case presentationDelay = "presentation_delay_ms"
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
    /// Per open or close intent with touches: from the intent's first touch down until it was
    /// reached (`achieved`), in ms; `+infinity` ("never") when it was not. The time the user waits
    /// for what they asked for: a sluggish engine answers every touch at once and still makes this
    /// longer, where the latencies cannot see it.
    case timeToGoal = "time_to_goal_ms"
    /// Rate (cancel intents): the transition in flight when the intent started, or the one its
    /// gesture started, was grabbed, paused, reversed or started by one of the intent's accepted
    /// sequences and ended cancelled within 2 s of the intent's first touch with no second
    /// transition started, of all cancel intents.
    case cancelSuccess = "cancel_success"
    /// Per cancel intent with touches: from the intent's first touch down until the screen is back
    /// at the origin for good, in ms, when its touches cancelled the transition (within 2 s or not);
    /// `+infinity` ("never") when they did not.
    case timeToCancel = "time_to_cancel_ms"
    /// Per cancel intent with touches whose transition is known: how far that transition had taken
    /// the screen from its origin when the intent's first touch went down, from 0 (not moved yet)
    /// to 1 (arrived). Context, not a score (`direction`): undoing less takes less time, so a
    /// shorter `time_to_cancel_ms` that comes with a smaller depth is an engine that had moved
    /// less, not a faster cancel (docs/analysis.md "Cancel depth").
    case cancelDepth = "cancel_depth"
    /// Per transition with frame pacing: hitch time per second of its duration, in ms/s
    /// (`FramePacing`, docs/analysis.md "Frames"). Rows: `TransitionFrameSummarizer`.
    case hitchTimeRatio = "hitch_time_ratio"
    /// Rate: transitions whose progress was stepped (`ProgressStepping`), of transitions with
    /// frames showing progress.
    case stepped
    /// Rate: transitions whose start jump is over `ProgressJumps.threshold`, of transitions with
    /// a start jump.
    case startJump = "start_jump"
    /// Rate: transitions with a jump after their first frame over `ProgressJumps.threshold`, of
    /// transitions with frames showing progress.
    case midJump = "mid_jump"

    // Flow metrics (`--flows`, docs/flows.md "Metrics"), summarized by `FlowSummarizer`.

    /// Rate (scope `flow`): runs that completed every step, of all runs of the flow.
    case flowCompletion = "flow_completion"
    /// Per completed run (scope `flow`): from its start to its last step's completion, in ms.
    case flowDuration = "flow_duration_ms"
    /// Rate (scope `flow_step`): runs that reached the step (it became current), of all runs.
    case stepReached = "step_reached"
    /// Rate (scope `flow_step`): runs that completed the step, of the runs that reached it (the
    /// funnel's conversion to the next step).
    case stepConversion = "step_conversion"
    /// Per run that completed the step (scope `flow_step`): from the step becoming current to its
    /// completion, in ms.
    case stepTime = "step_time_ms"
    /// Per run that reached the step (scope `flow_step`): gestures that did not match it.
    case stepWrongGestures = "step_wrong_gestures"

    /// The metrics of intents, in report order (every metric but the flow and per-transition ones).
    package static let intentMetrics = allCases.filter { !$0.isFlowMetric && !$0.isPerTransition }

    /// Whether the metric is about flow runs (`FlowSummarizer`) rather than intents.
    package var isFlowMetric: Bool {
        switch self {
        case .flowCompletion, .flowDuration, .stepReached, .stepConversion, .stepTime, .stepWrongGestures: true
        default: false
        }
    }

    /// Whether a flow metric is about one step (scope `flow_step`) rather than the whole flow.
    package var isStepMetric: Bool {
        switch self {
        case .stepReached, .stepConversion, .stepTime, .stepWrongGestures: true
        default: false
        }
    }

    /// Which way a metric's values are better for the viewer.
    package enum Direction: Sendable, Hashable {
        /// Latencies, times, unanswered and multi-gesture rates, gestures per intent.
        case lowerIsBetter
        /// `achieved`, `cancel_success`, flow completion, step reached and step conversion.
        case higherIsBetter
        /// Neither: it explains another metric (`cancel_depth`). Tests that compare engines read it
        /// beside the metric it explains; gates may still bound it explicitly.
        case context
    }

    /// Which way the metric's values are better. Tests and gates read the direction from here.
    package var direction: Direction {
        switch self {
        case .achieved, .cancelSuccess, .flowCompletion, .stepReached, .stepConversion: .higherIsBetter
        case .cancelDepth: .context
        default: .lowerIsBetter
        }
    }

    /// Whether a higher value is the better experience (`direction`).
    package var higherIsBetter: Bool { direction == .higherIsBetter }

    /// Whether the metric is a distribution (count, mean, percentiles, max) or a rate.
    package var isRate: Bool {
        switch self {
        case .unanswered, .multiGesture, .achieved, .cancelSuccess, .stepped, .startJump, .midJump: true
        case .firstTouchLatency, .responseLatency, .gesturesPerIntent, .timeToGoal, .timeToCancel, .cancelDepth: false
        case .recognitionDelay, .startDelay, .presentationDelay: false
        case .hitchTimeRatio: false
        case .flowCompletion, .stepReached, .stepConversion: true
        case .flowDuration, .stepTime, .stepWrongGestures: false
        }
    }

    /// Whether the metric is measured per transition (frames) rather than per intent: its rows
    /// come from `TransitionFrameSummarizer`, goal `all` only.
    package var isPerTransition: Bool {
        switch self {
        case .hitchTimeRatio, .stepped, .startJump, .midJump: true
        default: false
        }
    }
}
