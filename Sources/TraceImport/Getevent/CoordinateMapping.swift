import TraceModel

/// How raw digitiser units become the trace's coordinates, chosen from what is known (in this
/// order; `docs/importing.md`, "Scaling"):
///
/// 1. `--points-per-unit P`: points = (raw - min) x P.
/// 2. Axis ranges known (`getevent -p` output, or `--x-max`/`--y-max` with min 0): pixels =
///    (raw - min) x displayPixels / (max - min + 1), as Android's InputReader scales raw touch
///    coordinates to the display; the display size defaults to the axis span (most panels report
///    in display pixels). With `--density D` (Android's `DisplayMetrics.density`, pixels per dp,
///    and a dp is taken as a point), points = pixels / D; without it the trace is in pixels.
/// 3. Nothing known: the raw units are written as they are, and the report says so.
struct CoordinateMapping: Sendable {
    /// The unit of the written coordinates.
    enum Unit: String, Sendable {
        case points
        case pixels
        case raw = "raw units"
    }

    var unit: Unit
    var origin: (x: Int, y: Int) = (0, 0)
    /// Trace units per raw unit.
    var scale: (x: Double, y: Double) = (1, 1)
    /// The screen in trace units, when the axis ranges give it.
    var screen: ScreenSize?

    init(axes: (x: AxisRange, y: AxisRange)?, options: GeteventOptions) {
        if let perUnit = options.pointsPerUnit {
            unit = .points
            scale = (perUnit, perUnit)
            if let axes {
                origin = (axes.x.min, axes.y.min)
                screen = ScreenSize(width: axes.x.span * perUnit, height: axes.y.span * perUnit)
            }
        } else if let axes {
            let display =
                options.displayPixels ?? ScreenSize(width: axes.x.span, height: axes.y.span)
            let density = options.density ?? 1
            unit = options.density == nil ? .pixels : .points
            origin = (axes.x.min, axes.y.min)
            scale = (display.width / axes.x.span / density, display.height / axes.y.span / density)
            screen = ScreenSize(width: display.width / density, height: display.height / density)
        } else {
            unit = .raw
        }
    }

    /// Coordinates are rounded to 0.01 of the trace unit (finer than any digitiser) so that the
    /// output reads well; raw units stay integers.
    static let resolution = 100.0

    func location(x: Int, y: Int) -> Point {
        Point(x: self.x(x), y: self.y(y))
    }

    /// The trace coordinate of a raw X value.
    func x(_ raw: Int) -> Double {
        ((Double(raw) - Double(origin.x)) * scale.x * Self.resolution).rounded() / Self.resolution
    }

    /// The trace coordinate of a raw Y value.
    func y(_ raw: Int) -> Double {
        ((Double(raw) - Double(origin.y)) * scale.y * Self.resolution).rounded() / Self.resolution
    }
}
