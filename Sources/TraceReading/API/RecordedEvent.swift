import TraceModel

/// An event with the line it starts on in its file.
public struct RecordedEvent: Sendable, Hashable {
    public var event: TraceEvent
    public var line: Int

    public init(event: TraceEvent, line: Int) {
        self.event = event
        self.line = line
    }
}
