import TraceModel

extension ScenarioAction {
    /// The gesture a user retries with, planned for what `screen` shows now, after `previous`
    /// (this step's latest attempt) went unanswered; nil when no gesture can pursue the step's
    /// goal any more, and the user gives up.
    ///
    /// - `tapCell`, `tapTwoCells`: a tap on the same (first) cell while the chat is at rest
    /// - `dismiss(style)`: the same pan down unless the chat is at rest (quick-dismiss: the viewer that ignored the
    ///   touch while opening is at rest now, and a flick down dismisses it)
    /// - `reversingDismiss`: the same while the viewer is at rest
    /// - `grabAndReturn`: a new grab at the same point while a transition is still in flight; once everything rests
    ///   there is nothing left to grab
    /// - `browse`: never (browsing expects no answer)
    package func retryGoal(after previous: MotorGoal, seeing screen: some ScreenObservation) -> MotorGoal? {
        switch self {
        case .tapCell, .tapTwoCells:
            guard screen.side == .source else { return nil }
            switch previous {
            case .tapCell(let cell), .tapTwoCells(let cell, _): return .tapCell(cell)
            default: return nil
            }
        case .dismiss(let style):
            return screen.side == .source ? nil : .dismiss(style)
        case .reversingDismiss:
            return screen.side == .destination ? .reversingDismiss : nil
        case .grabAndReturn:
            guard screen.isTransitionInFlight, case .grabAndReturn(let point, _, let side) = previous else {
                return nil
            }
            return .grabAndReturn(at: point, shownProgress: screen.progress, toward: side)
        case .browse:
            return nil
        }
    }
}
