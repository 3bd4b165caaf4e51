import TraceAnalysis
import TransitionSimulation

/// libFuzzer target: a summary partial as `merge` and `gate --partial` read it (docs/scale-out.md):
/// the bytes fed line by line to `SummaryPartialDecoder`, as `merge` streams a file; a partial it
/// accepts must write bytes that read back to the same bytes, merge with itself, and summarize
/// (every trace read back, `CorpusSummary`, the per-trace rows, report.html's samples, every
/// engine's rows) without a trap. Anything it refuses is an error, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func partialFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let partial = partialFuzzDecode(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    let text = partial.encoded()
    guard let again = try? SummaryPartial.decode(text, file: "again") else {
        preconditionFailure("a partial read back does not read again:\n\(text)")
    }
    precondition(again.encoded() == text, "a partial read back writes other bytes")
    var twice = partial
    do { try twice.merge(again, file: "again") } catch { preconditionFailure("cannot merge with itself: \(error)") }
    precondition(twice.traceCount == 2 * partial.traceCount)
    let engines = partial.options.engines
    var summary = CorpusSummary(
        engines: engines, whatIf: partial.options.whatIf, byDevice: size % 2 == 0)
    var samples = ReportSamples(engines: engines)
    do {
        try partial.forEachTrace { trace in
            summary.add(trace)
            samples.merge(ReportSamples.of(trace, engines: engines))
            for engine in engines { _ = summary.traceRows(trace, engine: engine) }
        }
    } catch {
        preconditionFailure("a partial accepted cannot be read back: \(error)")
    }
    for engine in engines { _ = summary.rows(engine: engine) }
    return 0
}

/// The partial `bytes` hold, fed one line at a time; nil when the decoder refuses it.
func partialFuzzDecode(_ bytes: UnsafeBufferPointer<UInt8>) -> SummaryPartial? {
    var decoder = SummaryPartialDecoder(file: "fuzz")
    var start = 0
    do {
        while let end = bytes[start...].firstIndex(of: 0x0A) {
            guard let line = String(validating: bytes[start..<end], as: UTF8.self) else { return nil }
            try decoder.feed(line[...])
            start = end + 1
        }
        if start < bytes.count {
            guard let line = String(validating: bytes[start...], as: UTF8.self) else { return nil }
            try decoder.feed(line[...])
        }
        return try decoder.finish(endsWithLineFeed: start == bytes.count)
    } catch {
        precondition(!error.description.isEmpty)
        return nil
    }
}
