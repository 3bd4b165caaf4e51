import Foundation
import TraceModel
import TraceReading
import _TestSupport

/// The result of reading a whole trace in a test.
struct ReadResult {
    var header: TraceHeader
    var events: [RecordedEvent]
    var diagnostics: [TraceDiagnostic]
    var eventsRead: Int
    var eventsSkipped: Int
    var isValid: Bool
}

/// Reads every event of `path`.
func readAll(_ path: String, form: TraceContainerForm? = nil, options: TraceReadOptions = .default) throws -> ReadResult
{
    let reader = try TraceReader(path: path, form: form, options: options)
    var events: [RecordedEvent] = []
    while let event = reader.next() { events.append(event) }
    return ReadResult(
        header: reader.header, events: events, diagnostics: reader.diagnostics,
        eventsRead: reader.eventsRead, eventsSkipped: reader.eventsSkipped, isValid: reader.isValid)
}

/// Writes `text` to a new file named `name` in a fresh temporary directory, returning its path.
func temporaryTrace(_ name: String, _ text: String) throws -> String {
    let url = try TestPaths.temporaryDirectory("trace-recorder").appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// The path of `Tests/Fixtures/<relative>`.
func fixturePath(_ relative: String) -> String { TestPaths.fixture(relative).path }

/// A minimal header line for JSON Lines texts written by hand.
let headerLine = #"{"type":"header","format":"gesture-trace","version":1}"#
