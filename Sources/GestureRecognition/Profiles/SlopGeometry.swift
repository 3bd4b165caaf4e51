import TraceModel

/// How a profile measures a finger's movement against its slops (docs/recognition.md "Slops").
///
/// Android's `GestureDetector` works in whole pixels: it truncates each pixel delta to an `int`
/// (`(int) (focusX - mDownFocusX)`; for the double-tap slop each coordinate first,
/// `(int) firstDown.getX() - (int) secondDown.getX()`), squares and sums them, and compares with
/// the slop's square, the slop being a dimension rounded to whole pixels
/// (`getDimensionPixelSize`: `(int) (dp * density + 0.5)`, at least 1). A finger 8.3 dp away
/// at density 2.625 moves 21.79 px, truncated to 21, within a slop of 21 px: still a tap, where
/// the exact distance says it left the slop. UIKit and Flutter (and Chromium, which ports the
/// detector with floats) compare exact distances.
package enum SlopGeometry: Sendable, Hashable {
    /// Exact distances in points against slops in points.
    case points
    /// Android's whole pixels at `density` pixels per point (dp); nil until a trace's header gives
    /// it (`device.scale`, `RecognitionConfiguration.fitted(to:)`), and measured as `points` then.
    case androidPixels(density: Double?)

    /// The density of whole-pixel measuring, when known.
    private var density: Double? {
        guard case .androidPixels(let density?) = self, density.isFinite, density > 0 else { return nil }
        return density
    }

    /// The slop `points` in this geometry's unit: whole pixels rounded as `getDimensionPixelSize`
    /// rounds them (at least 1 for a slop above 0), else points.
    package func threshold(_ points: Double) -> Double {
        guard let density else { return points }
        let pixels = (points * density + 0.5).rounded(.down)
        return pixels == 0 && points > 0 ? 1 : pixels
    }

    /// The length of `delta` (points) in this geometry's unit: each component truncated to whole
    /// pixels first, for Android.
    package func length(of delta: Point) -> Double {
        guard let density else { return delta.length }
        let x = (delta.x * density).rounded(.towardZero)
        let y = (delta.y * density).rounded(.towardZero)
        return (x * x + y * y).squareRoot()
    }

    /// The distance between two locations in this geometry's unit: each coordinate truncated to
    /// whole pixels before the difference, for Android (`isConsideredDoubleTap`).
    package func separation(_ a: Point, _ b: Point) -> Double {
        guard let density else { return a.distance(to: b) }
        let x = (a.x * density).rounded(.towardZero) - (b.x * density).rounded(.towardZero)
        let y = (a.y * density).rounded(.towardZero) - (b.y * density).rounded(.towardZero)
        return (x * x + y * y).squareRoot()
    }
}
