/// The lifecycle step a `transition` event reports.
///
/// `visible` is the first frame in which the transition's answer could be seen: the recorder saw
/// the element move, appear or change on screen (traces/README.md, "`transition`"). `began` is when
/// the app committed to the transition, which can be frames earlier (an image still decoding, a
/// backdrop at opacity 0, an engine that waits a frame before moving).
public enum TransitionEventKind: String, Sendable, Hashable, CaseIterable {
    case began, progress, paused, reversed, ended, visible
}

extension TransitionEventKind {
    /// Whether the event may carry a `cause`: the touches that made the engine start, grab or
    /// reverse the transition. A reversal credited by its cause is a cancel credited to the right
    /// touch however slow the engine was to turn (docs/analysis.md "Who answered a touch").
    public var takesCause: Bool {
        switch self {
        case .began, .paused, .reversed: true
        case .progress, .ended, .visible: false
        }
    }
}
