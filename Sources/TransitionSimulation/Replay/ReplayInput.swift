import TraceModel

/// What an engine replays: one trace's header (scene, refresh rate) and its events, with times in
/// milliseconds and in file order.
public struct ReplayInput: Sendable, Hashable {
    public var header: TraceHeader
    public var events: [TraceEvent]

    public init(header: TraceHeader, events: [TraceEvent]) {
        self.header = header
        self.events = events
    }

    /// The times (ms) of the trace's `frame` events, in order; empty when it has none.
    public var frameTimes: [Double] {
        events.compactMap { event in
            if case .frame = event.payload { return event.t }
            return nil
        }
    }
}
