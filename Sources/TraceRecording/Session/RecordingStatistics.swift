/// What a `RecordingSession` did with the events it was given; every event is in exactly one of
/// `written`, `dropped`, `refusedAfterFinish`, `unwritten` or still waiting to be written.
public struct RecordingStatistics: Sendable, Hashable {
    /// Events taken into the buffer.
    public var accepted: Int
    /// Events dropped because the buffer was full (each run announced by a `recorder.dropped` marker).
    public var dropped: Int
    /// Events that arrived after the reorder window had passed them, written later than their time
    /// (each announced by a `recorder.late` marker).
    public var late: Int
    /// Lines handed to the sink after the header: events plus the recorder's own markers.
    public var writtenLines: Int
    /// Events recorded after `finish()`.
    public var refusedAfterFinish: Int
    /// Events not written because the sink failed (see `sinkError`).
    public var unwritten: Int
    /// The first error the sink threw; the session writes nothing after it.
    public var sinkError: String?
}
