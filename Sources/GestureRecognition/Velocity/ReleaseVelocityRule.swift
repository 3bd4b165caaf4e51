import TraceModel

/// What a profile does around the AOSP velocity estimator (`VelocityTracker`) when a finger
/// lifts: whether the up's location is a sample, how few samples still give a velocity, and
/// when a velocity is too small for the recording's position resolution to tell from jitter.
package struct ReleaseVelocityRule: Sendable, Hashable {
    /// Whether the location of an `ended` touch is fed to the estimator, as a move at the up's
    /// time, before the up itself (which never adds a sample).
    package enum UpSample: String, Sendable, Hashable {
        /// Never (the raw AOSP `VelocityTracker` rule).
        case ignored
        /// Whenever the finger lifts somewhere other than its last sample. Android's input
        /// reader sends the moved position as an `ACTION_MOVE` before the `ACTION_UP` ("ACTION_UP
        /// ... always report[s] the last known position", AOSP `VelocityTracker.cpp`); Flutter's
        /// engine synthesizes a `PointerMoveEvent` before an up that moved.
        case whenMoved
        /// Only when the finger has a single sample in the window (its down, or the one sample
        /// after a long gap) and lifts elsewhere: a flick recorded with a down and an up gets
        /// the slope of those two samples; every other velocity stays as the estimator gives it.
        case whenOnlySample
    }

    package var upSample: UpSample
    /// Fewer samples in the window than this give a zero velocity (Flutter's `VelocityTracker`
    /// `_minSampleSize` 3); 0 leaves it to the estimator (AOSP LSQ2: two samples give their
    /// slope, one gives none).
    package var minimumSamples: Int
    /// The smallest position change the recording resolves (pt); nil: no check. When set, a
    /// velocity must be supported by the positions of its window: the window moved farther than
    /// this, newest sample from oldest (a 1 pt twitch at lift over one 8 ms interval of a
    /// 120 Hz panel reads as 125 pt/s), and the velocity does not point against that movement
    /// (a quadratic fit of a finger decelerating to a stop extrapolates past zero and points
    /// backwards). Otherwise it is no velocity.
    package var positionResolution: Double?

    package init(upSample: UpSample = .ignored, minimumSamples: Int = 0, positionResolution: Double? = nil) {
        self.upSample = upSample
        self.minimumSamples = minimumSamples
        self.positionResolution = positionResolution
    }

    /// The raw estimator: no up sample, no minimum, no floor (the `velocity` command before
    /// profiles, and the AOSP conformance cases).
    package static let raw = ReleaseVelocityRule()

    /// The move to feed the tracker before `touch` when it is an up this rule counts;
    /// `lastLocation` is the finger's last sample (nil when unknown).
    package func upMove(for touch: TouchEvent, lastLocation: Point?, tracker: VelocityTracker) -> TouchEvent? {
        guard touch.phase == .ended, !touch.predicted, let lastLocation, touch.location != lastLocation else {
            return nil
        }
        switch upSample {
        case .ignored: return nil
        case .whenMoved: break
        case .whenOnlySample: guard tracker.samples(of: touch.id).count == 1 else { return nil }
        }
        var move = touch
        move.phase = .moved
        return move
    }

    /// The finger's velocity now, by this rule.
    package func velocity(of touchId: Int, in tracker: VelocityTracker) -> Velocity? {
        let samples = tracker.samples(of: touchId)
        if samples.count < minimumSamples { return .zero }
        guard let velocity = tracker.velocity(of: touchId) else { return nil }
        if let resolution = positionResolution, let first = samples.first, let last = samples.last {
            let moved = Point(x: last.x - first.x, y: last.y - first.y)
            if moved.length <= resolution || velocity.x * moved.x + velocity.y * moved.y <= 0 { return nil }
        }
        return velocity
    }
}
