/// The one time-order rule of every importer: a source time never before the previous one
/// (equal times keep their order), as the trace format requires.
struct SourceTimeOrder: Sendable {
    /// The last accepted time (in source ticks) and the line it was on.
    private(set) var last: (ticks: Int64, line: Int)?

    /// Accepts `ticks` from `line`, or returns the earlier-in-file but later-in-time entry it
    /// goes back from (and accepts nothing).
    mutating func accept(_ ticks: Int64, line: Int) -> (ticks: Int64, line: Int)? {
        if let last, ticks < last.ticks { return last }
        last = (ticks, line)
        return nil
    }
}
