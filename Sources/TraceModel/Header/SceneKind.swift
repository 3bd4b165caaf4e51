/// What kind of screen a trace was recorded on (`scene.kind`, traces/README.md "Header").
public enum SceneKind: String, Sendable, Hashable, CaseIterable {
    /// The chat and its photo viewer: the screen whose open and close transition the engines
    /// model. Touches are replayed against the engines and scored as open, close and cancel
    /// intents. The default, so that a header without a scene means what it always has.
    case mediaViewer = "media-viewer"
    /// A sheet over a list or a map: opened by a tap (or a drag up on its grabber), closed by a
    /// drag down, a tap on its backdrop or a close control. Scored like the media viewer; its
    /// dismiss direction defaults to down.
    case sheet
    /// A side drawer (a navigation menu): opened by a tap on a menu button or an edge swipe,
    /// closed by a swipe back toward its edge, a tap on the backdrop or a close control. Scored
    /// like the media viewer; its dismiss direction defaults to left.
    case drawer
    /// Any other screen (an onboarding flow, a form, a list): touches, gestures and flows are
    /// analysed, but no engine is replayed and no intent is scored, because the engines model
    /// only an open and close transition (a viewer's, a sheet's, a drawer's). Scoring a double tap on an onboarding sentence as
    /// "open the viewer" would give intent numbers, and engine differences, about a transition
    /// the screen does not have.
    case other
}

extension SceneKind {
    /// The direction that dismisses this kind's destination when the header names none.
    public var defaultDismissDirection: DismissDirection { self == .drawer ? .left : .down }
}
