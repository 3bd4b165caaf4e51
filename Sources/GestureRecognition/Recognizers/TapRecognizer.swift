import TraceModel

/// The tap and long-press state machine of one touch group (one or more fingers).
///
/// possible --(all fingers up before `longPressDuration`, each stayed within `tapSlop` of its
///   down)--> ended (tap), even when a pan began on the way (see below)
/// possible --(a finger moved beyond `tapSlop`)--> failed at the up (unless a pan took over)
/// possible --(held `longPressDuration`, every finger within `longPressSlop`, no pan)--> began
///   (long press) -> changed* -> ended
/// any --(a touch cancelled)--> cancelled
///
/// **Drifting taps.** A finger that lands at an angle slides a little while it is down. A pan
/// begins at the pan slop (10 pt), smaller than the tap slop (22 pt), so an engine can follow the
/// finger at once; but that pan is provisional: while every finger stays within the tap slop and
/// the press is shorter than the long-press time, lifting makes the touch a tap
/// (`isTap(liftedAt:)`). Android's GestureDetector and Flutter's tap recognizer likewise tolerate
/// movement up to their touch slop.
///
/// A long press, once recognized, owns the group: later movement is its `changed`, never a pan
/// (Flutter's gesture arena and Android's GestureDetector do the same). Time only advances
/// through `advance(to:)`, so the machine is deterministic.
package struct TapRecognizer: Sendable, Hashable {
    /// The tap and long-press slops in the profile's slop unit (`SlopGeometry`).
    package let slop: Double
    package let longPressSlop: Double
    package let geometry: SlopGeometry
    package let tDown: Double
    /// When a press still possible becomes a long press: down + long-press duration.
    package let longPressDeadline: Double
    package private(set) var state: GestureState = .possible
    package private(set) var isLongPress = false
    /// The farthest any finger has been from its own down point so far, in the profile's slop
    /// unit (points, or Android's whole pixels).
    package private(set) var farthestDistance = 0.0
    package private(set) var tRecognized: Double?

    package init(configuration: RecognitionConfiguration, tDown: Double) {
        self.geometry = configuration.slopGeometry
        self.slop = configuration.slopGeometry.threshold(configuration.tapSlop)
        self.longPressSlop = configuration.slopGeometry.threshold(configuration.longPressSlop)
        self.tDown = tDown
        self.longPressDeadline = tDown + configuration.longPressDuration
    }

    package var kind: GestureKind { isLongPress ? .longPress : .tap }

    /// Whether every finger has stayed within the tap slop of its own down point so far
    /// (inclusive).
    package var isWithinSlop: Bool { farthestDistance <= slop }

    /// Whether lifting the last finger at `t` ends this press as a tap: it is still possible,
    /// every finger stayed within the tap slop, and `t` comes before the long-press deadline.
    /// True even when a (provisional) pan began meanwhile.
    package func isTap(liftedAt t: Double) -> Bool {
        state == .possible && isWithinSlop && t < longPressDeadline
    }

    /// A finger is now `offset` (points) from its own down point. Returns `changed` when this
    /// moves a recognized long press.
    package mutating func fingerMoved(offsetFromDown offset: Point) -> GestureState? {
        switch state {
        case .possible:
            farthestDistance = max(farthestDistance, geometry.length(of: offset))
            return nil
        case .began, .changed:
            state = .changed
            return .changed
        default:
            return nil
        }
    }

    /// Fires the long-press timer if `t` reached it and every finger is still within the
    /// long-press slop. Returns whether the long press began (at `longPressDeadline`).
    package mutating func advance(to t: Double) -> Bool {
        guard state == .possible, farthestDistance <= longPressSlop, t >= longPressDeadline else { return false }
        state = .began
        isLongPress = true
        tRecognized = longPressDeadline
        return true
    }

    /// The last finger lifted at `t`: a tap ends (recognized now), a long press ends, a press
    /// that left the slop, or that stayed down past the long-press time without becoming a long
    /// press (a finger between the long-press and the tap slop), fails.
    package mutating func allFingersLifted(at t: Double) -> GestureState {
        switch state {
        case .possible:
            if isTap(liftedAt: t) {
                state = .ended
                tRecognized = t
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
        return state
    }

    /// The press was the second touch of a double tap decided at its down (android): it ends
    /// as a tap at `t`, however long it lasted or far it went.
    package mutating func endAsSecondTap(at t: Double) {
        guard !state.isFinal else { return }
        state = .ended
        tRecognized = t
    }

    /// Another recognizer (a pan) took the group.
    package mutating func fail() {
        if state == .possible { state = .failed }
    }

    package mutating func cancel() {
        if !state.isFinal { state = .cancelled }
    }
}
