import TraceModel

/// Which intents a summary row is about: all of them, or those of one goal (the `goal` column of
/// `summary.csv`). Per-goal rows exist for every scope but the trace's, whose rows are `all` only
/// (their counts are tiny), docs/reports.md.
package enum SummaryGoal: String, Sendable, Hashable, CaseIterable {
    case all, open, close, cancel

    /// Whether `metric` means anything over intents of this goal: cancellation success, time to
    /// cancel and cancel depth are about cancel intents only, time to goal about open and close
    /// intents only; each goal's rows leave out the others' metrics (`all` has every metric).
    package func measures(_ metric: MetricName) -> Bool {
        if metric.isPerTransition { return false }  // about transitions, not intents
        // A switch rather than a set: asked for every metric of every scope, each trace's too.
        switch (self, metric) {
        case (.open, .cancelSuccess), (.open, .timeToCancel), (.open, .cancelDepth): return false
        case (.close, .cancelSuccess), (.close, .timeToCancel), (.close, .cancelDepth): return false
        case (.cancel, .timeToGoal): return false
        default: return true
        }
    }

    /// Whether `intent` counts in a row of this goal.
    package func includes(_ intent: Intent) -> Bool { includes(goal: intent.goal) }

    /// Whether an intent of `goal` counts in a row of this goal.
    package func includes(goal: IntentGoal) -> Bool {
        switch self {
        case .all: true
        case .open: goal == .open
        case .close: goal == .close
        case .cancel: goal == .cancel
        }
    }
}
