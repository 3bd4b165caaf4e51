import TraceModel

/// What the caller tells the importers beyond the input itself. Every default is documented in
/// `docs/importing.md`.
package struct ImportOptions: Sendable, Hashable {
    /// Keep the source's own clock (in ms) instead of putting the first touch event at t = 0.
    package var keepTimeOffset: Bool
    /// Written as `meta.task` (what the person was asked to do: `tap`, `drag`, ...), when given.
    package var task: String?
    /// The screen in points for the header; by default derived from the coordinates (see
    /// `docs/importing.md`, "Screen").
    package var screen: ScreenSize?
    /// Options of the `android-getevent` importer.
    package var getevent: GeteventOptions
    /// The `pointerType`s the `pointer-events` importer turns into touches.
    package var pointerTypes: Set<String>
    /// The header's scene kind. A device log has touches and no `transition` events, so by default
    /// it is `other`: recognized and walked through flows, never scored as the media viewer's
    /// intents by a model that would answer in the device's place (docs/importing.md "Scene").
    package var sceneKind: SceneKind = .other
    /// The scene's transition distance in points (default: half the screen height).
    package var transitionDistance: Double?

    /// Pen contacts are touches of the screen (as an Apple Pencil's `UITouch`); a mouse is not,
    /// so its events are skipped (and counted) unless asked for.
    package static let defaultPointerTypes: Set<String> = ["touch", "pen"]

    package init(
        keepTimeOffset: Bool = false, task: String? = nil, screen: ScreenSize? = nil,
        getevent: GeteventOptions = GeteventOptions(), pointerTypes: Set<String> = ImportOptions.defaultPointerTypes
    ) {
        self.keepTimeOffset = keepTimeOffset
        self.task = task
        self.screen = screen
        self.getevent = getevent
        self.pointerTypes = pointerTypes
    }
}
