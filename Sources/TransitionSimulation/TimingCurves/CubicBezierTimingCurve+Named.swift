/// UIKit's named animation curves (`UIView.AnimationCurve`, `UIView.AnimationOptions.curve…`),
/// which are Core Animation's named timing functions. Control points as Apple documents them for
/// `CAMediaTimingFunctionName` (developer.apple.com/documentation/quartzcore/camediatimingfunctionname):
///
/// | name | control points | Apple's wording |
/// |---|---|---|
/// | `linear` | (0, 0), (1, 1) | linear pacing |
/// | `easeIn` | (0.42, 0), (1, 1) | "a Bézier timing function with the control points (0.42,0.0) and (1.0,1.0)" |
/// | `easeOut` | (0, 0), (0.58, 1) | "(0.0,0.0) and (0.58,1.0)" |
/// | `easeInOut` | (0.42, 0), (0.58, 1) | `easeInEaseOut`: "(0.42,0.0) and (0.58,1.0)" |
///
/// The same four are CSS's `linear`, `ease-in`, `ease-out` and `ease-in-out` and SwiftUI's
/// `UnitCurve` members of the same names.
extension CubicBezierTimingCurve {
    /// Constant pace: y = x.
    package static let linear = CubicBezierTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly, then speeds up (`kCAMediaTimingFunctionEaseIn`, UIView `.curveEaseIn`).
    package static let easeIn = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Starts quickly, then slows down (`kCAMediaTimingFunctionEaseOut`, UIView `.curveEaseOut`).
    package static let easeOut = CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow, faster in the middle, slow again (`kCAMediaTimingFunctionEaseInEaseOut`,
    /// UIView `.curveEaseInOut`, the default curve of `UIView.animate(withDuration:)`).
    package static let easeInOut = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The named curves by the names configuration files use.
    package static let named: [String: CubicBezierTimingCurve] = [
        "linear": .linear,
        "easeIn": .easeIn,
        "easeOut": .easeOut,
        "easeInOut": .easeInOut,
    ]

    /// The configuration name of this curve, when it is one of the named ones.
    package var name: String? {
        Self.named.sorted { $0.key < $1.key }.first { $0.value == self }?.key
    }
}
