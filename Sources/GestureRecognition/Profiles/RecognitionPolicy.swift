import TraceModel

/// How a command chooses each trace's recognition settings (docs/recognition.md "Profiles"): the
/// profile of `platform` when given (`--platform`), else of the trace's `device.platform`, else
/// UIKit's; then the threshold overrides given, then the velocity estimator. One function,
/// `configuration(for:)`, serves `analyze`, `gate`, `replay` and `crosscheck`, so that a trace
/// gets the same settings in each.
package struct RecognitionPolicy: Sendable, Hashable {
    /// `--platform`; nil: each trace's `device.platform` chooses.
    package var platform: RecognitionProfile?
    /// `--tap-slop` (pt); nil: the profile's.
    package var tapSlop: Double?
    /// `--pan-slop` (pt); nil: the profile's.
    package var panSlop: Double?
    /// `--long-press-ms`; nil: the profile's.
    package var longPressMs: Double?
    /// `--long-press-slop` (pt); nil: the profile's.
    package var longPressSlop: Double?
    /// `--swipe-distance` (pt); nil: the profile's.
    package var swipeDistance: Double?
    /// `--velocity`: the estimator of release velocities.
    package var velocity: VelocityStrategy

    /// A policy; every value unset chooses by the trace (the default policy).
    package init(
        platform: RecognitionProfile? = nil, tapSlop: Double? = nil, panSlop: Double? = nil, longPressMs: Double? = nil,
        longPressSlop: Double? = nil, swipeDistance: Double? = nil,
        velocity: VelocityStrategy = .defaultStrategy
    ) {
        self.platform = platform
        self.tapSlop = tapSlop
        self.panSlop = panSlop
        self.longPressMs = longPressMs
        self.longPressSlop = longPressSlop
        self.swipeDistance = swipeDistance
        self.velocity = velocity
    }

    /// The profile a trace with `header` is recognized with: `platform`, else the header's.
    package func platform(for header: TraceHeader) -> RecognitionProfile { platform ?? RecognitionProfile.of(header) }

    /// The settings for a trace with `header`: its profile fitted to the header, then the
    /// overrides, then the velocity estimator.
    package func configuration(for header: TraceHeader) -> RecognitionConfiguration {
        var configuration = platform(for: header).configuration(for: header)
        if let tapSlop { configuration.tapSlop = tapSlop }
        if let panSlop { configuration.panSlop = panSlop }
        if let longPressMs { configuration.longPressDuration = longPressMs }
        if let longPressSlop { configuration.longPressSlop = longPressSlop }
        if let swipeDistance { configuration.minimumSwipeDistance = swipeDistance }
        configuration.velocityStrategy = velocity
        return configuration
    }
}
