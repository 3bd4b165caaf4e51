/// The tap and long-press state machine of one touch group (one or more fingers).
///
/// possible --(all fingers up, each stayed within `tapSlop` of its down)--> ended (tap)
/// possible --(a finger moved beyond `tapSlop`)--> failed at the up (unless a pan took over)
/// possible --(held `longPressDuration`, all within slop)--> began (long press) -> changed* -> ended
/// any --(a touch cancelled)--> cancelled
///
/// A long press, once recognized, owns the group: later movement is its `changed`, never a pan
/// (Flutter's gesture arena and Android's GestureDetector do the same). Time only advances
/// through `advance(to:)`, so the machine is deterministic.
public struct TapRecognizer: Sendable, Hashable {
    public let slop: Double
    public let tDown: Double
    /// When a press still possible becomes a long press: down + long-press duration.
    public let longPressDeadline: Double
    public private(set) var state: GestureState = .possible
    public private(set) var isLongPress = false
    /// Whether every finger has stayed within the slop of its own down point so far.
    public private(set) var isWithinSlop = true
    public private(set) var tRecognized: Double?

    public init(configuration: RecognitionConfiguration, tDown: Double) {
        self.slop = configuration.tapSlop
        self.tDown = tDown
        self.longPressDeadline = tDown + configuration.longPressDuration
    }

    public var kind: GestureKind { isLongPress ? .longPress : .tap }

    /// A finger is now `distance` points from its own down point. Returns `changed` when this
    /// moves a recognized long press.
    public mutating func fingerMoved(distanceFromDown distance: Double) -> GestureState? {
        switch state {
        case .possible:
            if distance > slop { isWithinSlop = false }
            return nil
        case .began, .changed:
            state = .changed
            return .changed
        default:
            return nil
        }
    }

    /// Fires the long-press timer if `t` reached it. Returns whether the long press began (at
    /// `longPressDeadline`).
    public mutating func advance(to t: Double) -> Bool {
        guard state == .possible, isWithinSlop, t >= longPressDeadline else { return false }
        state = .began
        isLongPress = true
        tRecognized = longPressDeadline
        return true
    }

    /// The last finger lifted at `t`: a tap ends (recognized now), a long press ends, a press
    /// that left the slop fails.
    public mutating func allFingersLifted(at t: Double) -> GestureState {
        switch state {
        case .possible:
            if isWithinSlop {
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

    /// Another recognizer (a pan) took the group.
    public mutating func fail() {
        if state == .possible { state = .failed }
    }

    public mutating func cancel() {
        if !state.isFinal { state = .cancelled }
    }
}
