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

/// The recording device. Every field is optional in the file.
public struct DeviceInfo: Sendable, Hashable {
    /// The refresh rates the tool replays: 1 to 1000 Hz. Displays run from 24 Hz (film) to about
    /// 500 Hz (the fastest gaming panels); a replay frame grid has 1000 / refreshHz ms steps, so
    /// this keeps a step between 1 ms and 1 s. One definition for the reader (`device.refreshHz`),
    /// the engine configuration (`display.refreshHz`) and `--refresh-hz`.
    public static let refreshHzRange: ClosedRange<Double> = 1...1000

    /// Display refresh rate in Hz used for replay frames when the trace has no `frame` events.
    /// Default 60 Hz: the refresh rate of every iPhone before ProMotion.
    public static let defaultRefreshHz: Double = 60

    public var model: String?
    public var os: String?
    public var refreshHz: Double
    /// Touch sampling rate in Hz, when known (120 Hz on most iPhones, 240 Hz on ProMotion ones).
    public var touchHz: Double?
    /// Pixels per point, when known.
    public var scale: Double?
    /// The toolkit the touches were recognized by, when known (`device.platform`); it chooses
    /// the default recognition profile.
    public var platform: DevicePlatform?

    public init(
        model: String? = nil, os: String? = nil, refreshHz: Double = DeviceInfo.defaultRefreshHz,
        touchHz: Double? = nil, scale: Double? = nil, platform: DevicePlatform? = nil
    ) {
        self.model = model
        self.os = os
        self.refreshHz = refreshHz
        self.touchHz = touchHz
        self.scale = scale
        self.platform = platform
    }
}

/// The screen size in points.
public struct ScreenSize: Sendable, Hashable {
    /// 390 x 844 pt: iPhone 12 to 14, the most common iPhone screen of the period.
    public static let defaultScreen = ScreenSize(width: 390, height: 844)

    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Which screen of the scene is showing: the source (chat) or the destination (media viewer).
public enum SceneSide: String, Sendable, Hashable, CaseIterable {
    case source
    case destination

    /// The other side.
    public var opposite: SceneSide { self == .source ? .destination : .source }
}

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

/// The scene the trace was recorded in.
public struct SceneInfo: Sendable, Hashable {
    public var kind: SceneKind
    /// The distance in points a pan must travel to drive the transition from 0 to 1
    /// (default: half the screen height). Read but unused when `kind` is `other`.
    public var transitionDistance: Double
    /// The side showing when the trace starts (default `source`). Unused when `kind` is `other`.
    public var initial: SceneSide

    public init(kind: SceneKind = .mediaViewer, transitionDistance: Double, initial: SceneSide = .source) {
        self.kind = kind
        self.transitionDistance = transitionDistance
        self.initial = initial
    }

    /// The default scene of a kind for a screen: a transition distance of half its height, starting
    /// on the source side (`SceneInfo(kind: .other, screen: screen)` for a screen that is no media
    /// viewer, such as an onboarding flow).
    public init(kind: SceneKind = .mediaViewer, screen: ScreenSize) {
        self.init(kind: kind, transitionDistance: screen.height / 2)
    }

    /// Whether the engines replay the trace and its intents are scored: only on the media viewer.
    public var hasModelledTransition: Bool { kind == .mediaViewer }
}

/// The engine the recording app ran, as the header names it (information only).
public struct EngineInfo: Sendable, Hashable {
    public var kind: String?
    public var build: String?

    public init(kind: String? = nil, build: String? = nil) {
        self.kind = kind
        self.build = build
    }
}
