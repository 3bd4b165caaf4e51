/// The header of a trace (format v1): the first line of a JSON Lines trace, or the `header`
/// member of a JSON document. Only `format` and `version` are required; every other field has
/// the default documented in `traces/README.md`.
public struct TraceHeader: Sendable, Hashable {
    /// The value `format` must have.
    public static let formatName = "gesture-trace"
    /// The format versions this build reads.
    public static let supportedVersions: ClosedRange<Int> = 1...1

    public var format: String
    public var version: Int
    public var clock: TraceClock
    public var device: DeviceInfo
    public var screen: ScreenSize
    public var scene: SceneInfo
    /// What the recording app ran (information only).
    public var engine: EngineInfo?
    /// A free object, kept and written back, never interpreted except `meta.scenario`, `meta.user`
    /// and `meta.seed`, which reports use to slice a corpus.
    public var meta: JSONValue?

    public init(
        format: String = TraceHeader.formatName,
        version: Int = 1,
        clock: TraceClock = .defaultClock,
        device: DeviceInfo = DeviceInfo(),
        screen: ScreenSize = .defaultScreen,
        scene: SceneInfo? = nil,
        engine: EngineInfo? = nil,
        meta: JSONValue? = nil
    ) {
        self.format = format
        self.version = version
        self.clock = clock
        self.device = device
        self.screen = screen
        self.scene = scene ?? SceneInfo(screen: screen)
        self.engine = engine
        self.meta = meta
    }
}
