/// One touch sample: one finger (`id`) at one instant.
public struct TouchEvent: Sendable, Hashable {
    /// One finger's identity from `began` to `ended`/`cancelled`; may be reused afterwards.
    public var id: Int
    public var phase: TouchPhase
    /// Position in points.
    public var location: Point
    public var force: Double?
    public var radius: Double?
    /// Hit-test target, e.g. `"cell:42"`.
    public var target: String?
    /// Whether this sample is a coalesced one (iOS `coalescedTouches(for:)`).
    public var coalesced: Bool?
    /// An estimated sample (iOS predicted touch, Android resampled one): kept, but never fed to
    /// velocity estimation.
    public var predicted: Bool

    public init(
        id: Int, phase: TouchPhase, location: Point, force: Double? = nil, radius: Double? = nil,
        target: String? = nil, coalesced: Bool? = nil, predicted: Bool = false
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.radius = radius
        self.target = target
        self.coalesced = coalesced
        self.predicted = predicted
    }
}
