/// Whether the recorded engine can score a trace. A trace with touch sequences but no
/// `transition` event at all (a recorder that logged touches only, or lost the app's events)
/// would read as every touch unanswered: a recorder problem that looks like a UX disaster. Such
/// a trace is flagged, warned about, and left out of the scores rather than counted.
package enum RecordedCoverage: String, Sendable, Hashable, CaseIterable {
    /// The trace has `transition` events, or no touches: the recorded engine's answers stand.
    case scored
    /// The trace has touch sequences but no `transition` event: nothing can be scored.
    case noTransitionEvents

    /// The warning printed (after the trace's path) for `noTransitionEvents`.
    package static let noTransitionEventsWarning =
        "has touches but no transition events: the recorded engine cannot score it"
}

extension ReplayResult {
    /// For a recorded-engine replay, whether its answers can be scored (see `RecordedCoverage`);
    /// nil for the model engines, which always produce their own answers. Read from the
    /// decisions and transition records (every recorded `transition` event makes or updates a
    /// record), so it holds after the analysis drops the timeline and emitted events.
    package var recordedCoverage: RecordedCoverage? {
        guard engine == .recorded else { return nil }
        return !decisions.isEmpty && transitions.isEmpty ? .noTransitionEvents : .scored
    }
}
