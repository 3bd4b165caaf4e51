/// Why `TraceWriter` refused an event.
public enum TraceWriterError: Error, Equatable, CustomStringConvertible {
    case timeWentBackwards(previous: Double, t: Double)
    case notFinite(t: Double)

    public var description: String {
        switch self {
        case .timeWentBackwards(let previous, let t):
            "event time \(t) ms is before the previous event's \(previous) ms; t must never decrease"
        case .notFinite(let t):
            "event time \(t) is not a finite number"
        }
    }
}
