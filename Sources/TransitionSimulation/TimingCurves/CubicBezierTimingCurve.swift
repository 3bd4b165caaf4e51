import TraceModel

/// A unit cubic Bézier timing curve: the curve from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), read as "progress y at normalised time x".
///
/// This is the model of `CAMediaTimingFunction(controlPoints:)` and of the curves
/// `UIView.animate(withDuration:delay:options:)` uses. The end points are fixed at (0, 0) and
/// (1, 1), as Core Animation documents for `init(controlPoints:_:_:_:)`.
///
/// Solving y for a given x follows WebKit's `UnitBezier` (WebCore/platform/graphics/UnitBezier.h):
/// the polynomial coefficients of x(t) and y(t) are computed once; t for x is found by a few
/// Newton–Raphson steps starting at t = x, falling back to bisection on [0, 1] when the derivative
/// is too flat or Newton has not converged; then y = y(t). The tolerance here is
/// `solverTolerance` (1e-7 in x), tighter than WebKit's 1e-6 default.
///
/// Both control-point x values must lie in [0, 1] (as CSS and Core Animation require), which makes
/// x(t) monotonic, so every x in [0, 1] has exactly one parameter t.
package struct CubicBezierTimingCurve: Sendable, Hashable {
    /// The x of the first control point, in [0, 1].
    package let x1: Double
    /// The y of the first control point (any finite value; outside [0, 1] overshoots).
    package let y1: Double
    /// The x of the second control point, in [0, 1].
    package let x2: Double
    /// The y of the second control point.
    package let y2: Double

    // Power-basis coefficients: x(t) = ((ax t + bx) t + cx) t, likewise y (WebKit UnitBezier).
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The largest |x(t) - x| the solver accepts.
    package static let solverTolerance = 1e-7
    /// Newton–Raphson steps tried before bisection (WebKit uses 8).
    static let newtonIterations = 8
    /// Below this |dx/dt| a Newton step is abandoned for bisection (WebKit uses 1e-6).
    static let flatDerivative = 1e-6
    /// Bisection halves [0, 1] at most this often; 2^-60 is far below the tolerance.
    static let bisectionIterations = 60

    /// A curve with control points (x1, y1) and (x2, y2).
    ///
    /// - Precondition: x1 and x2 in [0, 1]; every value finite.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition(
            Self.isValid(x1: x1, y1: y1, x2: x2, y2: y2),
            "cubic Bézier timing curve needs x1, x2 in [0, 1] and finite values")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Whether these control points make a valid timing curve (x1, x2 in [0, 1], all finite).
    package static func isValid(x1: Double, y1: Double, x2: Double, y2: Double) -> Bool {
        [x1, y1, x2, y2].allSatisfy(\.isFinite) && (0...1).contains(x1) && (0...1).contains(x2)
    }

    /// The control points as `[x1, y1, x2, y2]`.
    package var controlPoints: [Double] { [x1, y1, x2, y2] }

    // MARK: - Evaluation

    /// The curve's progress y at normalised time x. x is clamped to [0, 1], so the value before
    /// the start is y(0) = 0 and after the end y(1) = 1.
    package func value(at x: Double) -> Double {
        sampleY(parameter(forX: x))
    }

    /// dy/dx at normalised time x (x clamped to [0, 1]): the curve's slope, so that a property
    /// animated over `duration` seconds through a distance D moves at D · slope / duration.
    ///
    /// Where dx/dt vanishes (an end point whose control point sits on it, e.g. x = 0 of
    /// `easeOut`), the slope is the limit of (dy/dt)/(dx/dt) by L'Hôpital's rule; if that is
    /// still 0/0 the curve is locally linear there and the slope of the chord is used.
    package func derivative(at x: Double) -> Double {
        let t = parameter(forX: x)
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if abs(dx) > 1e-12 { return dy / dx }
        let ddx = 6 * ax * t + 2 * bx
        let ddy = 6 * ay * t + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        return 1
    }

    /// The curve parameter t whose x(t) is within `solverTolerance` of x (x clamped to [0, 1]).
    package func parameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }  // also maps NaN to the start
        if x >= 1 { return 1 }
        // Newton–Raphson from t = x: quadratic convergence on the usual curves.
        var t = x
        for _ in 0..<Self.newtonIterations {
            let error = sampleX(t) - x
            if abs(error) < Self.solverTolerance { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < Self.flatDerivative { break }
            t -= error / slope
            if !(0...1).contains(t) { break }  // left the domain: let bisection decide
        }
        // Bisection: x(t) is monotonic on [0, 1], so this always converges.
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<Self.bisectionIterations {
            let sample = sampleX(t)
            if abs(sample - x) < Self.solverTolerance { return t }
            if sample < x { low = t } else { high = t }
            t = low + (high - low) / 2
        }
        return t
    }

    /// x(t) for a curve parameter t.
    package func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y(t) for a curve parameter t.
    package func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at a curve parameter t.
    package func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dt at a curve parameter t.
    package func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    // MARK: - Identity by the control points only (the coefficients follow from them)

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.controlPoints == rhs.controlPoints
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoints)
    }
}

extension CubicBezierTimingCurve: CustomStringConvertible {
    /// `cubicBezier(0.42, 0, 0.58, 1)`: the control points, as CSS writes them.
    package var description: String {
        "cubicBezier(" + controlPoints.map { JSONValue.number($0).summary }.joined(separator: ", ") + ")"
    }
}
