import TraceModel
import TraceReading

/// libFuzzer target: the reader in both container forms and with both JSON parsers. Any input
/// must end in events and diagnostics, never a crash, a hang or unbounded memory; the checks below
/// are the reader's own promises (`TraceReader`, `TraceLimits`), and that the strict walk's tape
/// (the reader's parser) and json-c (the reference, `TraceJSONParser.jsonc`) give the same header,
/// events and diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    for ext in ["jsonl", "json"] {
        let path = FuzzInputFile.write(data, size, extension: ext)
        let tape = readerFuzzRead(path, parser: .strictWalk)
        let jsonc = readerFuzzRead(path, parser: .jsonc)
        precondition(tape == jsonc, "the tape and json-c disagree:\n\(tape)\n\(jsonc)")
    }
    return 0
}

/// What one reading reports, printed (so that `-0.0` and `0.0` differ) and checked.
func readerFuzzRead(_ path: String, parser: TraceJSONParser) -> String {
    var options = TraceReadOptions.default
    options.parser = parser
    let reader: TraceReader
    do { reader = try TraceReader(path: path, options: options) } catch {
        precondition(error.diagnostic.severity == .error && error.diagnostic.line >= 0)
        return "fatal: \(error.diagnostic)"
    }
    var events: [RecordedEvent] = []
    while let event = reader.next() {
        events.append(event)
        precondition(event.event.t.isFinite && abs(event.event.t) <= TraceLimits.maximumAbsoluteTimeMilliseconds)
    }
    precondition(events.count == reader.eventsRead)
    precondition(reader.diagnostics.count <= TraceLimits.diagnosticsKept + 1)
    precondition(reader.isValid == (reader.errorCount == 0))
    precondition(reader.errorCount + reader.warningCount == reader.problemCounts.values.reduce(0, +))
    for d in reader.diagnostics {
        precondition(!d.description.unicodeScalars.contains { $0.value < 0x20 }, "raw control character in a message")
    }
    let counts = [reader.eventsSkipped, reader.unknownEventsRead, reader.errorCount, reader.warningCount]
    return "\(reader.header)\n\(events)\n\(reader.diagnostics)\n\(counts)"
}
