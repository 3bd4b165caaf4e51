extension FrameClock {
    /// The clock a replay of `input` runs on under `configuration` (docs/engines.md "Scene and time"):
    ///
    /// - `display.refreshHz` set: a fixed grid at that rate (the override wins over the trace);
    /// - else the trace's `frame` events, when it has any (continued past the last one on the
    ///   grid of the last interval, or of the header's rate when there is only one);
    /// - else a fixed grid at the header's `device.refreshHz` (60 Hz by default).
    ///
    /// Render latency is `display.renderLatencyFrames`.
    public init(input: ReplayInput, configuration: EngineConfiguration = .default) {
        let latency = configuration.display.renderLatencyFrames
        if let override = configuration.display.refreshHz {
            self.init(refreshHz: override, renderLatencyFrames: latency)
        } else {
            self.init(
                frameTimes: input.frameTimes, fallbackRefreshHz: input.header.device.refreshHz,
                renderLatencyFrames: latency)
        }
    }
}
