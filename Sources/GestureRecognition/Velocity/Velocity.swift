import TraceModel

/// A velocity in points per second (screen axes: x to the right, y downward).
package struct Velocity: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Velocity(x: 0, y: 0)

    /// The speed: the length of the vector, in points per second.
    package var magnitude: Double { (x * x + y * y).squareRoot() }

    /// This velocity scaled down, keeping its direction, so that its magnitude is at most
    /// `maximum` (Flutter's `Velocity.clampMagnitude`). A non-finite `maximum` leaves it unchanged.
    package func clampingMagnitude(to maximum: Double) -> Velocity {
        let speed = magnitude
        guard maximum.isFinite, speed > maximum, speed > 0 else { return self }
        let scale = maximum / speed
        return Velocity(x: x * scale, y: y * scale)
    }
}
