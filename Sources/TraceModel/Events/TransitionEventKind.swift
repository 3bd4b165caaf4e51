/// The lifecycle step a `transition` event reports.
public enum TransitionEventKind: String, Sendable, Hashable, CaseIterable {
    case began, progress, paused, reversed, ended
}
