import TraceModel
import TraceReading

/// libFuzzer target: the reader in both container forms. Any input must end in events and
/// diagnostics, never a crash, a hang or unbounded memory; the checks below are the reader's
/// own promises (`TraceReader`, `TraceLimits`).
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    for ext in ["jsonl", "json"] {
        let path = FuzzInputFile.write(data, size, extension: ext)
        let reader: TraceReader
        do { reader = try TraceReader(path: path) } catch {
            precondition(error.diagnostic.severity == .error && error.diagnostic.line >= 0)
            continue
        }
        var events = 0
        while let event = reader.next() {
            events += 1
            precondition(event.event.t.isFinite && abs(event.event.t) <= TraceLimits.maximumAbsoluteTimeMilliseconds)
        }
        precondition(events == reader.eventsRead)
        precondition(reader.diagnostics.count <= TraceLimits.diagnosticsKept + 1)
        precondition(reader.isValid == (reader.errorCount == 0))
        precondition(reader.errorCount + reader.warningCount == reader.problemCounts.values.reduce(0, +))
        for d in reader.diagnostics {
            precondition(!d.description.unicodeScalars.contains { $0.value < 0x20 }, "raw control character in a message")
        }
    }
    return 0
}
