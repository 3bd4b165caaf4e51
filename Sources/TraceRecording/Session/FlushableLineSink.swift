/// A sink that holds lines back (a buffered file, an uploader that sends chunks) and can be told to
/// hand them on. A `RecordingSession` calls `flush()` after each on-demand flush (`flush()`,
/// `flushAndWait()`, `finish()`), so that "flushed" means the same whatever the sink.
public protocol FlushableLineSink: TraceLineSink, AnyObject {
    /// Hands on every line appended so far (writes, uploads); throws when it cannot.
    func flush() throws
}

extension FileLineSink: FlushableLineSink {}
