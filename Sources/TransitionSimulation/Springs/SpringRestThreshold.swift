/// When a spring counts as at rest, in on-screen points: settled when
/// |p − target| · L < `displacement` and |dp/dt| · L < `speed` (docs/engines.md "Fluid"), where L is
/// the distance in points that one unit of the animated value spans. The value then snaps to the
/// target.
///
/// Sources: UIKit and SwiftUI do not publish the rest thresholds of their springs. The defaults
/// are the project's choice (docs/engines.md "Defaults and sources"):
///
/// - `displacement` 0.75 pt: under a pixel on every iPhone (1 pt is 2 or 3 px), so the snap to the
///   target is not visible;
/// - `speed` 46.875 pt/s = 0.75 pt / 0.016 s: a value slower than this moves less than the
///   displacement threshold in one (rounded) 60 Hz frame of 16 ms.
package struct SpringRestThreshold: Sendable, Hashable {
    /// 0.75 pt (project choice).
    package static let defaultDisplacement = 0.75
    /// 46.875 pt/s = 0.75 pt per 16 ms (project choice).
    package static let defaultSpeed = 46.875
    /// The defaults above.
    package static let `default` = SpringRestThreshold()

    /// The largest distance from the target, in points, that still counts as at rest (exclusive).
    package var displacement: Double
    /// The largest speed, in points per second, that still counts as at rest (exclusive).
    package var speed: Double

    package init(
        displacement: Double = SpringRestThreshold.defaultDisplacement,
        speed: Double = SpringRestThreshold.defaultSpeed
    ) {
        self.displacement = displacement
        self.speed = speed
    }

    /// Whether a value `displacement` away from its target (in value units), moving at `velocity`
    /// (value units per second), is at rest when one value unit spans `distance` points.
    package func isSettled(displacement: Double, velocity: Double, distance: Double) -> Bool {
        abs(displacement) * distance < self.displacement && abs(velocity) * distance < speed
    }
}
