/// Which screen of the scene is showing: the source (chat) or the destination (media viewer).
public enum SceneSide: String, Sendable, Hashable, CaseIterable {
    case source
    case destination

    /// The other side.
    public var opposite: SceneSide { self == .source ? .destination : .source }
}
