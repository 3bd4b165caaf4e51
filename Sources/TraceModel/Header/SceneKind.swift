/// What kind of screen a trace was recorded on (`scene.kind`, traces/README.md "Header").
public enum SceneKind: String, Sendable, Hashable, CaseIterable {
    /// The chat and its photo viewer: the screen whose open and close transition the engines
    /// model. Touches are replayed against the engines and scored as open, close and cancel
    /// intents. The default, so that a header without a scene means what it always has.
    case mediaViewer = "media-viewer"
    /// Any other screen (an onboarding flow, a form, a list): touches, gestures and flows are
    /// analysed, but no engine is replayed and no intent is scored, because the engines model
    /// only the media viewer's transition. Scoring a double tap on an onboarding sentence as
    /// "open the viewer" would give intent numbers, and engine differences, about a transition
    /// the screen does not have.
    case other
}
