/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`UICubicTimingParameters`,
/// `CAMediaTimingFunction`): maps an animation's time fraction to the fraction of the way its
/// values have moved, which is what the screen shows.
public struct TimingCurve: Sendable, Hashable {
    /// The control points.
    public var x1, y1, x2, y2: Double

    /// A curve with control points (x1, y1) and (x2, y2); x1 and x2 are clamped to 0...1.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (min(1, max(0, x1)), y1, min(1, max(0, x2)), y2)
    }

    /// `UIView.AnimationCurve.linear`: the value is the time fraction.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `.easeIn` (CAMediaTimingFunctionName.easeIn: 0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `.easeOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `.easeInOut` (0.42, 0, 0.58, 1), UIKit's default curve.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased value at time fraction `t` (clamped to 0...1): solves x(s) = t for the curve
    /// parameter s by bisection (x is monotonic when x1 and x2 are in 0...1), then returns y(s).
    public func value(at t: Double) -> Double {
        let t = min(1, max(0, t))
        if t == 0 || t == 1 { return t }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Self.bezier(mid, x1, x2) < t { low = mid } else { high = mid }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
}
