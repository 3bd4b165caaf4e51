import TraceModel

extension FrameClock {
    /// The clock a replay of `input` runs on under `configuration` (docs/engines.md "Scene and time"):
    ///
    /// - `display.refreshHz` set: a fixed grid at that rate (the override wins over the trace);
    /// - else the trace's `frame` events, when it has any (continued past the last one on the
    ///   grid of the last interval, or of the header's rate when there is only one);
    /// - else a fixed grid at the header's `device.refreshHz` (60 Hz by default).
    ///
    /// Render latency is `display.renderLatencyFrames`.
    package init(input: ReplayInput, configuration: EngineConfiguration = .default) {
        self.init(header: input.header, frameTimes: input.frameTimes, configuration: configuration)
    }

    /// The clock of `init(input:configuration:)` for a trace with `header` whose `frame` events
    /// are at `frameTimes` (in order; empty when it has none), without the trace's other events.
    package init(header: TraceHeader, frameTimes: [Double], configuration: EngineConfiguration) {
        if configuration.display.refreshHz != nil || frameTimes.isEmpty {
            self.init(header: header, configuration: configuration)
        } else {
            self.init(
                frameTimes: frameTimes, fallbackRefreshHz: Self.refreshHz(header: header, configuration),
                renderLatencyFrames: configuration.display.renderLatencyFrames)
        }
    }

    /// The clock of a simulation fed incrementally, which cannot know a trace's future `frame`
    /// events: a grid at the rate of `refreshHz(header:_:)`.
    package init(header: TraceHeader, configuration: EngineConfiguration) {
        self.init(
            refreshHz: Self.refreshHz(header: header, configuration),
            renderLatencyFrames: configuration.display.renderLatencyFrames)
    }

    /// The one refresh-rate fallback: `display.refreshHz` when set, else the header's
    /// `device.refreshHz` (60 Hz when the header does not say).
    package static func refreshHz(header: TraceHeader, _ configuration: EngineConfiguration) -> Double {
        configuration.display.refreshHz ?? header.device.refreshHz
    }
}
