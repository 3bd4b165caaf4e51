import TraceModel

/// The one rule both trace writers enforce on times: finite, and never before the previous
/// event's (ties keep their order), so that whatever they write reads back.
struct TraceTimeGuard: Sendable {
    private(set) var lastTime: Double?

    /// Accepts `t` as the next event's time, or throws without changing anything.
    mutating func accept(_ t: Double) throws {
        guard t.isFinite else { throw TraceWriterError.notFinite(t: t) }
        if let lastTime, t < lastTime { throw TraceWriterError.timeWentBackwards(previous: lastTime, t: t) }
        lastTime = t
    }
}
