/// The valid ranges of format v1 that an importer's output must respect (`traces/README.md`
/// "Valid ranges"), so that every imported trace passes `gesturetrace validate`.
///
/// They are `TraceLimits` of the reader (`Sources/TraceReading/Problems/TraceLimits.swift`), repeated
/// here because this module does not depend on the reader; `ImportRangesTests` holds the two equal.
enum ImportRanges {
    /// The largest |t| in ms (`TraceLimits.maximumAbsoluteTimeMilliseconds`), about 126 years.
    static let maximumAbsoluteTimeMilliseconds = 4e12
    /// The largest |x|, |y|, force, radius and screen side (`TraceLimits.maximumCoordinate`).
    static let maximumCoordinate = 1e6
    /// Touches open at once (`TraceLimits.maximumOpenTouches`).
    static let maximumOpenTouches = 32
    /// The longest header line (`TraceLimits.maximumElementBytes`); skip reasons and notes are
    /// bounded (`ImportReport`) so that `meta.source` stays far below it.
    static let maximumElementBytes = 1 << 20

    /// Whether `value` is a coordinate, force or radius the format accepts.
    static func isCoordinate(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumCoordinate
    }

    /// Whether `value` is a screen side the format accepts: above 0 (once written to 6 decimals)
    /// and at most `maximumCoordinate`.
    static func isScreenSide(_ value: Double) -> Bool {
        value.isFinite && value >= 1e-6 && value <= maximumCoordinate
    }
}
