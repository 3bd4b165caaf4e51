import TraceModel
import TraceRecording
import TransitionSimulation

/// One closed-loop run, ready to write: the header, every event in the written order, and the
/// engine's own account of the run.
///
/// **Event order.** By time; at equal times `intent` before `touch` before `transition` (a
/// user's intent starts at the down of its first touch, and an engine's answer is displayed after
/// the input that caused it), and within one kind the order they happened in.
package struct SynthesizedTrace: Sendable {
    package var header: TraceHeader
    package var events: [TraceEvent]
    /// The engine's replay of the run as it happened (decisions, transitions, timeline, emitted
    /// events); replaying `events` with the same engine gives the same emitted events.
    package var result: ReplayResult
    /// One outcome per script step started.
    package var steps: [ScriptStepOutcome]

    package init(header: TraceHeader, events: [TraceEvent], result: ReplayResult, steps: [ScriptStepOutcome]) {
        self.header = header
        self.events = events
        self.result = result
        self.steps = steps
    }

    /// Merges intents, touches and transition events (each in time order) into the written order.
    package static func merge(intents: [TraceEvent], touches: [TraceEvent], transitions: [TraceEvent]) -> [TraceEvent] {
        var all: [(rank: Int, index: Int, event: TraceEvent)] = []
        all.reserveCapacity(intents.count + touches.count + transitions.count)
        for (rank, list) in [intents, touches, transitions].enumerated() {
            for (index, event) in list.enumerated() { all.append((rank, index, event)) }
        }
        all.sort { a, b in
            if a.event.t != b.event.t { return a.event.t < b.event.t }
            if a.rank != b.rank { return a.rank < b.rank }
            return a.index < b.index
        }
        return all.map(\.event)
    }

    /// The trace as JSON Lines text (`TraceWriter`): the header line, then one line per event.
    package func jsonLines() throws -> String {
        try Self.jsonLines(header: header, events: events)
    }

    /// Any header and events as JSON Lines text (also the onboarding users', `OnboardingSession`).
    package static func jsonLines(header: TraceHeader, events: [TraceEvent]) throws -> String {
        var writer = try TraceWriter(header: header, sink: StringLineSink())
        for event in events { try writer.append(event) }
        return writer.sink.text
    }

    /// Writes the trace as JSON Lines to `path` (created or truncated), buffered.
    package func write(toFile path: String) throws {
        let sink = try FileLineSink(path: path, truncate: true, bufferCapacity: 1 << 16)
        var writer = try TraceWriter(header: header, sink: sink)
        for event in events { try writer.append(event) }
        try sink.flush()
        sink.close()
    }

    /// The number of touch sequences (downs) in the trace.
    package var touchSequenceCount: Int { events.count { $0.touch?.phase == .began } }
    /// The `intent` events of the trace.
    package var intentCount: Int { events.count { $0.typeName == "intent" } }
}
