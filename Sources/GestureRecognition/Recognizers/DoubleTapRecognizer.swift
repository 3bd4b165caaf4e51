import TraceModel

/// Pairs single-finger taps into double taps.
///
/// After a tap ends, the next touch group is a candidate second tap when its down comes at most
/// `doubleTapTimeout` after the tap's up and at most `doubleTapSlop` from the tap's down (both
/// inclusive). When the candidate also ends as a single-finger tap, the double tap is recognized
/// at its up. Anything else in between (a later or farther down, a pan, a long press, a
/// multi-finger tap, a cancel) drops the waiting tap. A tap that completed a double tap cannot
/// start another one.
public struct DoubleTapRecognizer: Sendable, Hashable {
    /// The tap waiting for a second one.
    public struct FirstTap: Sendable, Hashable {
        public var touchId: Int
        public var tBegin: Double
        public var down: Point
        public var tUp: Double
    }

    public let timeout: Double
    public let slop: Double
    public private(set) var waiting: FirstTap?
    /// Whether the current group began inside the window of `waiting`.
    public private(set) var isCandidate = false

    public init(configuration: RecognitionConfiguration) {
        self.timeout = configuration.doubleTapTimeout
        self.slop = configuration.doubleTapSlop
    }

    /// A touch group began at `t` with its first down at `location`.
    public mutating func groupBegan(at t: Double, location: Point) {
        isCandidate = false
        guard let first = waiting else { return }
        if t - first.tUp <= timeout, location.distance(to: first.down) <= slop {
            isCandidate = true
        } else {
            waiting = nil
        }
    }

    /// A single-finger tap ended. Returns the first tap when this one completes a double tap.
    public mutating func tapEnded(_ tap: FirstTap) -> FirstTap? {
        defer { isCandidate = false }
        if isCandidate, let first = waiting {
            waiting = nil
            return first
        }
        waiting = tap
        return nil
    }

    /// The group ended as anything but a single-finger tap.
    public mutating func otherGestureEnded() {
        waiting = nil
        isCandidate = false
    }
}
