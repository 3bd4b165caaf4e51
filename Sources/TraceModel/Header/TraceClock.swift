/// The unit of every `t` in a trace, declared by the header's `clock` field (default `"ms"`).
///
/// Every time inside GestureTrace is normalised to milliseconds as `Double` when a trace is read,
/// so the rest of the pipeline never sees the file's unit.
public enum TraceClock: String, Sendable, Hashable, CaseIterable, Codable {
    case milliseconds = "ms"
    case seconds = "s"
    case microseconds = "us"
    case nanoseconds = "ns"

    /// The default clock of format v1.
    public static let defaultClock: TraceClock = .milliseconds

    /// Converts a time written in this clock's unit to milliseconds.
    ///
    /// Sub-millisecond units divide (rather than multiply by a fraction) so that integral
    /// nanosecond and microsecond stamps convert with a single correctly rounded operation.
    public func milliseconds(fromFileValue value: Double) -> Double {
        switch self {
        case .milliseconds: value
        case .seconds: value * 1000
        case .microseconds: value / 1000
        case .nanoseconds: value / 1_000_000
        }
    }

    /// Converts milliseconds back to this clock's unit, for writing.
    ///
    /// For `us` and `ns`, a result within 1e-6 of an integer is snapped to it, so that a trace read
    /// from integral stamps is written back with the same integers (round trip).
    public func fileValue(fromMilliseconds ms: Double) -> Double {
        switch self {
        case .milliseconds: return ms
        case .seconds: return ms / 1000
        case .microseconds, .nanoseconds:
            let value = self == .microseconds ? ms * 1000 : ms * 1_000_000
            let rounded = value.rounded()
            return abs(value - rounded) < 1e-6 * max(1, abs(value)) ? rounded : value
        }
    }
}
