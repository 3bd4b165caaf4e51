import TraceModel

/// The pan state machine of one touch group.
///
/// possible --(translation from the down point longer than `slop`)--> began -> changed* ->
/// ended (a swipe when released faster than the minimum flick speed) or cancelled; possible
/// --(a long press took the group)--> failed.
///
/// The translation is always measured from the touch-down point, including the slop
/// (UIKit subtracts the hysteresis; here the engine gets the full finger travel, as progress
/// p = p_grab + s * translation / L requires).
public struct PanRecognizer: Sendable, Hashable {
    public let slop: Double
    public private(set) var state: GestureState = .possible
    public private(set) var translation: Point = .zero
    public private(set) var tRecognized: Double?
    /// The direction of the translation when the slop was crossed.
    public private(set) var directionAtRecognition: GestureDirection = .none

    public init(configuration: RecognitionConfiguration) {
        self.slop = configuration.panSlop
    }

    /// Whether the pan has begun and not finished.
    public var isActive: Bool { state == .began || state == .changed }

    /// The group's translation from the down point is now `translation`. Returns `began` when
    /// this crosses the slop, `changed` for a move of an active pan, else nil.
    public mutating func update(translation: Point, at t: Double) -> GestureState? {
        self.translation = translation
        switch state {
        case .possible:
            guard translation.length > slop else { return nil }
            state = .began
            tRecognized = t
            directionAtRecognition = GestureDirection(translation: translation)
            return .began
        case .began, .changed:
            state = .changed
            return .changed
        default:
            return nil
        }
    }

    /// The last finger lifted with this (already clamped) release velocity. Returns `swipe` when
    /// the speed is strictly greater than `minimumFlickVelocity`, else `pan`.
    public mutating func release(velocity: Velocity?, minimumFlickVelocity: Double) -> GestureKind {
        state = .ended
        guard let velocity, velocity.magnitude > minimumFlickVelocity else { return .pan }
        return .swipe
    }

    /// A long press took the group.
    public mutating func fail() {
        if state == .possible { state = .failed }
    }

    public mutating func cancel() {
        if !state.isFinal { state = .cancelled }
    }
}
