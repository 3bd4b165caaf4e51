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
