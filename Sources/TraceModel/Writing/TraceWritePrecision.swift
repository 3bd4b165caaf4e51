/// How precisely the trace writers write numbers (traces/README.md, "Precision"): times to 1 ns
/// (6 decimals in `ms`, 9 in `s`, 3 in `us`, whole `ns`), positions, forces, radii and progress to
/// 6 decimals (a millionth of a point or of the transition). Both far finer than any touch panel
/// or display measures, and coarse enough that binary floating-point noise
/// (`31.080000000000002`) never reaches a file: the same trace always writes the same short text.
public enum TraceWritePrecision {
    /// Decimals of positions (pt), force, radius and progress.
    public static let valueDecimals = 6

    /// Decimals of a time written in `clock`'s unit (1 ns).
    public static func timeDecimals(in clock: TraceClock) -> Int {
        switch clock {
        case .milliseconds: 6
        case .seconds: 9
        case .microseconds: 3
        case .nanoseconds: 0
        }
    }

    /// `value` rounded half away from zero to `decimals` places; values too large for that
    /// (beyond 2^53 in those units) are kept as they are.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = pow10(decimals)
        let scaled = value * scale
        guard scaled.isFinite, abs(scaled) < 9_007_199_254_740_992 else { return value }
        return scaled.rounded() / scale
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}

extension TraceEvent {
    /// The event as a `ms` trace writes it and reads back: time and values rounded to
    /// `TraceWritePrecision`. Writing an event and reading it back gives exactly this.
    public func roundedForWriting() -> TraceEvent {
        var event = self
        event.t = TraceWritePrecision.rounded(t, decimals: TraceWritePrecision.timeDecimals(in: .milliseconds))
        let decimals = TraceWritePrecision.valueDecimals
        switch payload {
        case .touch(var touch):
            touch.location = Point(
                x: TraceWritePrecision.rounded(touch.location.x, decimals: decimals),
                y: TraceWritePrecision.rounded(touch.location.y, decimals: decimals))
            touch.force = touch.force.map { TraceWritePrecision.rounded($0, decimals: decimals) }
            touch.radius = touch.radius.map { TraceWritePrecision.rounded($0, decimals: decimals) }
            event.payload = .touch(touch)
        case .transition(var transition):
            transition.progress = transition.progress.map { TraceWritePrecision.rounded($0, decimals: decimals) }
            event.payload = .transition(transition)
        default:
            break
        }
        return event
    }
}
