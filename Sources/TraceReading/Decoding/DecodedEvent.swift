import TraceModel

/// An event as decoded from one JSON object, before the checks that need earlier events.
struct DecodedEvent {
    var event: TraceEvent
    /// `t` as written, in the file's clock (messages about time quote it).
    var fileTime: Double
    /// Whether `type` is one format v1 does not define (kept as `.unknown`).
    var isUnknownType: Bool
    /// What the event is in messages: `touch event`, or `"custom" event` (quoted, escaped).
    var subject: String
}
