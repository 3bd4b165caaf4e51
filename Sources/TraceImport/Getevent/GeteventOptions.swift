import TraceModel

/// Options of the `android-getevent` importer: which device, and how raw axis units become points.
package struct GeteventOptions: Sendable, Hashable {
    /// Keep only the lines of this device (`/dev/input/eventN`).
    package var device: String?
    /// The text `getevent -p` (or `-lp`) printed on the same phone: axis ranges and device names.
    package var axisRangesText: String?
    /// The largest X value of the touch axis when no `getevent -p` output is given (minimum 0).
    package var xMax: Int?
    /// The largest Y value of the touch axis when no `getevent -p` output is given (minimum 0).
    package var yMax: Int?
    /// The display size in pixels; by default the axis span (most panels report in pixels).
    package var displayPixels: ScreenSize?
    /// Pixels per point (Android's `DisplayMetrics.density`, dp = point); none: coordinates in pixels.
    package var density: Double?
    /// Points per raw axis unit, overriding every other scaling option.
    package var pointsPerUnit: Double?
    /// Import a log whose coordinates can only be raw digitiser units (no axis ranges, no
    /// scaling). Point-based rules (slops, flick velocity) would judge digitiser units, so
    /// `gesturetrace import` sets it only with `--raw-units` and otherwise refuses, saying how to
    /// get the axis ranges; a library caller reads the unit in `meta.source.coordinates`.
    package var allowRawUnits = true

    package init(
        device: String? = nil, axisRangesText: String? = nil, xMax: Int? = nil, yMax: Int? = nil,
        displayPixels: ScreenSize? = nil, density: Double? = nil, pointsPerUnit: Double? = nil
    ) {
        self.device = device
        self.axisRangesText = axisRangesText
        self.xMax = xMax
        self.yMax = yMax
        self.displayPixels = displayPixels
        self.density = density
        self.pointsPerUnit = pointsPerUnit
    }
}
