import TraceModel

/// Targets the app gives by region, for views whose identifiers never reach the view hierarchy
/// (SwiftUI's `.accessibilityIdentifier` is not `UIView.accessibilityIdentifier`): each target's
/// frame in window coordinates, kept up to date by the `.traceTarget(_:in:)` modifier. A touch
/// that begins inside several regions gets the smallest one (a button inside a card is the button).
@MainActor
public final class TraceTargetRegions {
    /// A region's frame, in window points.
    public struct Frame: Sendable, Hashable {
        public var x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        func contains(_ point: Point) -> Bool {
            point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
        }
    }

    private var frames: [String: Frame] = [:]

    public init() {}

    /// Sets (or moves) the region of `target`.
    public func set(_ target: String, frame: Frame) { frames[target] = frame }

    /// Removes the region of `target` (its view left the screen).
    public func remove(_ target: String) { frames[target] = nil }

    /// The smallest region containing `point` (ties: the first id in order); nil when none does.
    public func target(at point: Point) -> String? {
        frames.filter { $0.value.contains(point) }
            .min { ($0.value.width * $0.value.height, $0.key) < ($1.value.width * $1.value.height, $1.key) }?.key
    }
}
