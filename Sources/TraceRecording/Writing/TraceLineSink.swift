/// Where a `TraceWriter` sends its text: one call per complete line (newline included), so a
/// sink that appends each call with a single write never leaves a partial line behind a crash
/// other than the one being written.
public protocol TraceLineSink {
    /// Appends one complete line, ending with `"\n"`.
    mutating func appendLine(_ line: String) throws
}
