import TraceModel

/// An event with the line it starts on in its file.
package struct RecordedEvent: Sendable, Hashable {
    package var event: TraceEvent
    package var line: Int

    package init(event: TraceEvent, line: Int) {
        self.event = event
        self.line = line
    }
}
