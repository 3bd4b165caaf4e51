/// The scene the trace was recorded in.
public struct SceneInfo: Sendable, Hashable {
    public var kind: SceneKind
    /// The distance in points a pan must travel to drive the transition from 0 to 1
    /// (default: half the screen height). Read but unused when `kind` is `other`.
    public var transitionDistance: Double
    /// The side showing when the trace starts (default `source`). Unused when `kind` is `other`.
    public var initial: SceneSide
    /// Which way a finger dismisses the destination (`scene.dismiss`; default: the kind's,
    /// `SceneKind.defaultDismissDirection`): the transition's axis and sign.
    public var dismiss: DismissDirection

    public init(
        kind: SceneKind = .mediaViewer, transitionDistance: Double, initial: SceneSide = .source,
        dismiss: DismissDirection? = nil
    ) {
        self.kind = kind
        self.transitionDistance = transitionDistance
        self.initial = initial
        self.dismiss = dismiss ?? kind.defaultDismissDirection
    }

    /// The default scene of a kind for a screen: a transition distance of half its height, starting
    /// on the source side (`SceneInfo(kind: .other, screen: screen)` for a screen that is no media
    /// viewer, such as an onboarding flow).
    public init(kind: SceneKind = .mediaViewer, screen: ScreenSize) {
        self.init(kind: kind, transitionDistance: screen.height / 2)
    }

    /// Whether the engines replay the trace and its intents are scored: on a media viewer, a sheet
    /// and a drawer (an open and close transition), never on `other`.
    public var hasModelledTransition: Bool { kind != .other }
}
