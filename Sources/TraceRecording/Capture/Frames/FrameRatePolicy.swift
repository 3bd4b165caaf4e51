/// The frame rate a recording display link asks for (`CADisplayLink.preferredFrameRateRange`).
///
/// Without a range, a display link on a ProMotion iPhone runs at 60 Hz while the header says the
/// screen's 120: frame pacing would then count a dropped frame in every interval. The link asks
/// for the screen's maximum; iPhones also need `CADisableMinimumFrameDurationOnPhone` (true) in
/// the app's Info.plist to run above 60 Hz (docs/recording.md).
public struct FrameRatePolicy: Sendable, Hashable {
    /// The lowest rate accepted, the highest and the preferred one, in frames per second.
    public var minimum, maximum, preferred: Float

    /// For a screen whose maximum is `maximumFramesPerSecond` (`UIScreen.maximumFramesPerSecond`):
    /// that rate preferred and as the maximum; at least 80 Hz above 60 (Apple's advice for
    /// high-rate content), the full rate otherwise.
    public init(maximumFramesPerSecond: Int) {
        let maximum = Float(max(1, maximumFramesPerSecond))
        self.maximum = maximum
        preferred = maximum
        minimum = maximum > 60 ? min(80, maximum) : maximum
    }
}
