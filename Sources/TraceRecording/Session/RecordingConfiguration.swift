/// The limits of a `RecordingSession`; the defaults suit a phone recording at 120 to 240 Hz.
public struct RecordingConfiguration: Sendable, Hashable {
    /// How late an event may arrive and still be written in time order, in ms of the trace clock.
    ///
    /// An event is held until an event at least this much later has arrived, or the app clock has
    /// passed its time by this much; then it is written. 50 ms is three frames at 60 Hz: a touch
    /// delivered with the next frame's batch and an animator callback of the previous frame both
    /// fit. An event later than this is still written (see `RecordingSession`, "Late events").
    public var reorderWindowMs: Double
    /// How many events the callers' buffer holds before the writer takes them (bounded memory):
    /// when it is full, new events are counted and dropped, and a `recorder.dropped` marker with the
    /// count is written. 8192 events is about 30 s of two fingers at 240 Hz with coalesced samples.
    public var bufferCapacity: Int
    /// How many events the reorder window holds at most; past this the oldest is written early.
    public var reorderCapacity: Int
    /// How often the writer wakes up to write what the reorder window has released, in seconds;
    /// `nil` for no timer (tests, or an app that calls `flush()` itself). A crash loses at most the
    /// events of the last period plus the reorder window.
    public var flushInterval: Double?

    /// The defaults: 50 ms window, 8192 buffered events, 4096 in the window, flushed every 0.25 s.
    public init(
        reorderWindowMs: Double = 50, bufferCapacity: Int = 8192, reorderCapacity: Int = 4096,
        flushInterval: Double? = 0.25
    ) {
        self.reorderWindowMs = max(0, reorderWindowMs)
        self.bufferCapacity = max(1, bufferCapacity)
        self.reorderCapacity = max(1, reorderCapacity)
        self.flushInterval = flushInterval
    }
}
