import TraceModel

/// The pan state machine of one touch group.
///
/// possible --(translation from the down point longer than `slop`)--> began -> changed* ->
/// ended (a swipe when released faster than the minimum flick speed after travelling farther
/// than the minimum swipe distance) or cancelled; possible --(a long press took the group)-->
/// failed; began/changed --(lifted as a tap: `yieldToTap()`)--> failed.
///
/// A pan that begins while every finger is still within the tap slop is provisional: if the
/// fingers lift before leaving the tap slop and before the long-press time, the touch was a
/// drifting tap and the pan fails at the up (see `TapRecognizer`).
///
/// The translation is always measured from the touch-down point, including the slop
/// (UIKit subtracts the hysteresis; here the engine gets the full finger travel, as progress
/// p = p_grab + s * translation / L requires).
package struct PanRecognizer: Sendable, Hashable {
    /// The pan slop in the profile's slop unit (`SlopGeometry`).
    package let slop: Double
    package let geometry: SlopGeometry
    package let minimumSwipeDistance: Double
    package private(set) var state: GestureState = .possible
    package private(set) var translation: Point = .zero
    /// The longest the translation has been so far (pt).
    package private(set) var farthestTranslation = 0.0
    package private(set) var tRecognized: Double?
    /// The direction of the translation when the slop was crossed.
    package private(set) var directionAtRecognition: GestureDirection = .none

    package init(configuration: RecognitionConfiguration) {
        self.geometry = configuration.slopGeometry
        self.slop = configuration.slopGeometry.threshold(configuration.panSlop)
        self.minimumSwipeDistance = configuration.minimumSwipeDistance
    }

    /// Whether the pan has begun and not finished.
    package var isActive: Bool { state == .began || state == .changed }

    /// The group's translation from the down point is now `translation`. Returns `began` when
    /// this crosses the slop, `changed` for a move of an active pan, else nil.
    package mutating func update(translation: Point, at t: Double) -> GestureState? {
        self.translation = translation
        farthestTranslation = max(farthestTranslation, translation.length)
        switch state {
        case .possible:
            guard geometry.length(of: translation) > slop else { return nil }
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
    /// the velocity passes `test` against `minimumFlickVelocity` (strictly greater: the speed,
    /// or either axis on android) and the farthest translation is strictly greater than
    /// `minimumSwipeDistance` (Flutter's fling test), else `pan`.
    package mutating func release(
        velocity: Velocity?, minimumFlickVelocity: Double, test: FlingTest = .speed
    ) -> GestureKind {
        state = .ended
        guard let velocity, test.isFling(velocity, minimum: minimumFlickVelocity),
            farthestTranslation > minimumSwipeDistance
        else { return .pan }
        return .swipe
    }

    /// The fingers lifted while the touch was still a tap: this provisional pan fails.
    package mutating func yieldToTap() {
        if isActive { state = .failed }
    }

    /// A long press took the group.
    package mutating func fail() {
        if state == .possible { state = .failed }
    }

    package mutating func cancel() {
        if !state.isFinal { state = .cancelled }
    }
}
