/// How a released pan's velocity is compared with the minimum fling velocity, and clamped to the
/// maximum.
package enum FlingTest: String, Sendable, Hashable {
    /// The speed (the vector's length) must exceed the minimum; the velocity is clamped in
    /// magnitude, keeping its direction (Flutter's `isFlingGesture` for pans and
    /// `Velocity.clampMagnitude`).
    case speed
    /// Either axis alone must exceed the minimum; each axis is clamped on its own (AOSP
    /// `GestureDetector`: `Math.abs(velocityY) > mMinimumFlingVelocity || Math.abs(velocityX) >
    /// ...` after `computeCurrentVelocity(1000, mMaximumFlingVelocity)`).
    case eitherAxis

    /// Whether `velocity` is a fling.
    package func isFling(_ velocity: Velocity, minimum: Double) -> Bool {
        switch self {
        case .speed: velocity.magnitude > minimum
        case .eitherAxis: abs(velocity.x) > minimum || abs(velocity.y) > minimum
        }
    }

    /// `velocity` within `maximum` (unchanged when `maximum` is not finite).
    package func clamp(_ velocity: Velocity, to maximum: Double) -> Velocity {
        switch self {
        case .speed:
            return velocity.clampingMagnitude(to: maximum)
        case .eitherAxis:
            guard maximum.isFinite else { return velocity }
            return Velocity(x: min(max(velocity.x, -maximum), maximum), y: min(max(velocity.y, -maximum), maximum))
        }
    }
}
