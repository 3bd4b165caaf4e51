import TraceModel

/// Pairs single-finger taps into double taps, with the timing of the configured profile
/// (`DoubleTapTiming`).
///
/// After a tap ends, the next touch group is a candidate second tap when its down comes within
/// the timeout (uikit: at most `doubleTapTimeout` after the first up; android: before the `TAP`
/// message posted at the first down plus the timeout; flutter: before the timer started at the
/// first up fires), no sooner than the minimum interval, and within `doubleTapSlop` of the first
/// down. When the candidate also ends as a single-finger tap (or, on android, whatever it does:
/// `DoubleTapTiming.decidedAtSecondDown`), the double tap is recognized. Anything else in
/// between (a later or farther down, a pan, a long press, a multi-finger tap, a cancel) drops
/// the waiting tap; on flutter a farther down is ignored instead. A tap that completed a double
/// tap cannot start another one.
package struct DoubleTapRecognizer: Sendable, Hashable {
    /// The tap waiting for a second one.
    package struct FirstTap: Sendable, Hashable {
        package var touchId: Int
        package var tBegin: Double
        package var down: Point
        package var tUp: Double
    }

    package let timeout: Double
    /// The double-tap slop in the profile's slop unit (`SlopGeometry`).
    package let slop: Double
    package let geometry: SlopGeometry
    package let timing: DoubleTapTiming
    package private(set) var waiting: FirstTap?
    /// Whether the current group began inside the window of `waiting`.
    package private(set) var isCandidate = false
    /// Whether the current group is ignored (flutter: a second down beyond the slop).
    package private(set) var isIgnored = false

    package init(configuration: RecognitionConfiguration) {
        self.timeout = configuration.doubleTapTimeout
        self.geometry = configuration.slopGeometry
        self.slop = configuration.slopGeometry.threshold(configuration.doubleTapSlop)
        self.timing = configuration.doubleTapTiming
    }

    /// A touch group began at `t` with its first down at `location`.
    package mutating func groupBegan(at t: Double, location: Point) {
        isCandidate = false
        isIgnored = false
        guard let first = waiting else { return }
        guard isWithinTimeout(t, of: first) else {
            waiting = nil
            return
        }
        let distance = geometry.separation(location, first.down)
        let isNear = timing.slopIsInclusive ? distance <= slop : distance < slop
        if !isNear {
            if timing.ignoresFarSecondTap { isIgnored = true } else { waiting = nil }
            return
        }
        let minimumStart = timing.minimumIntervalFrom == .firstDown ? first.tBegin : first.tUp
        if t - minimumStart < timing.minimumInterval {
            waiting = nil
            return
        }
        isCandidate = true
    }

    /// A single-finger tap ended. Returns the first tap when this one completes a double tap.
    package mutating func tapEnded(_ tap: FirstTap) -> FirstTap? {
        defer {
            isCandidate = false
            isIgnored = false
        }
        if isIgnored { return nil }
        if isCandidate, let first = waiting {
            waiting = nil
            return first
        }
        waiting = tap
        return nil
    }

    /// The group ended as anything but a single-finger tap (an ignored group changes nothing).
    package mutating func otherGestureEnded() {
        if !isIgnored { waiting = nil }
        isCandidate = false
        isIgnored = false
    }

    /// Whether a down at `t` comes within the timeout of `first`.
    private func isWithinTimeout(_ t: Double, of first: FirstTap) -> Bool {
        let start = timing.timeoutFrom == .firstDown ? first.tBegin : first.tUp
        return timing.timeoutIsInclusive ? t - start <= timeout : t - start < timeout
    }
}
