import TraceModel

/// What an engine replays: one trace's header (scene, refresh rate) and its events, with times in
/// milliseconds and in file order.
package struct ReplayInput: Sendable, Hashable {
    package var header: TraceHeader
    package var events: [TraceEvent]

    package init(header: TraceHeader, events: [TraceEvent]) {
        self.header = header
        self.events = events
    }

    /// The times (ms) of the trace's `frame` events, in order; empty when it has none.
    package var frameTimes: [Double] {
        events.compactMap { event in
            if case .frame = event.payload { return event.t }
            return nil
        }
    }
}
