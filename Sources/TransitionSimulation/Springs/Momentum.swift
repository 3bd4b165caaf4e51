/// Momentum projection: where a flicked value would come to rest if it decelerated like a
/// scroll view.
///
/// Source: WWDC18 "Designing Fluid Interfaces" (talk 803) sample code,
/// `project(initialVelocity:decelerationRate:)` = (v / 1000) · d / (1 − d): a scroll view
/// multiplies its velocity by d every millisecond, and the geometric series of the per-millisecond
/// distances sums to that. The fluid engine uses it to choose its settle target (docs/engines.md "Fluid").
package enum Momentum {
    /// `UIScrollView.DecelerationRate` values (UIKit does not document the raw values; these are
    /// the values UIKit reports at run time and that the WWDC18 sample relies on).
    package enum DecelerationRate {
        /// `UIScrollView.DecelerationRate.normal`, the scroll view default: 0.998.
        package static let normal = 0.998
        /// `UIScrollView.DecelerationRate.fast`: 0.99.
        package static let fast = 0.99
    }

    /// The distance, in points, a value moving at `velocity` points per second travels while
    /// decelerating at `decelerationRate` (per millisecond) until it stops:
    /// (velocity / 1000) · d / (1 − d). The sign follows the velocity.
    ///
    /// Example: 1000 pt/s at 0.998 projects 499 pt.
    ///
    /// - Precondition: 0 ≤ decelerationRate < 1.
    package static func project(velocity: Double, decelerationRate: Double = DecelerationRate.normal) -> Double {
        precondition((0..<1).contains(decelerationRate), "deceleration rate must be in [0, 1)")
        return (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }
}
