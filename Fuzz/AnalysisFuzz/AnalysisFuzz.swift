import GestureRecognition
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

/// libFuzzer target: the whole analysis of one trace, as `analyze` does it (read, recognize,
/// replay against every engine, measure, render the reports). Inputs the reader rejects stop
/// after reading, as `analyze` skips them.
///
/// Known and left to the replay (`Sources/TransitionSimulation`): replay builds one frame per
/// refresh while a touch is down, so a valid trace holding a touch for hours needs memory in
/// proportion. Until frames are bounded there, inputs whose frame count (duration x refreshHz)
/// passes `maximumFrames` are not replayed, so that the fuzzer explores the rest.
let maximumFrames = 2_000_000.0

@_cdecl("LLVMFuzzerTestOneInput")
public func analysisFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = FuzzInputFile.write(data, size, extension: "jsonl")
    guard let trace = try? LoadedTrace.load(path: path), trace.isValid else { return 0 }
    if let first = trace.events.first?.t, let last = trace.events.last?.t,
        (last - first) * trace.header.device.refreshHz / 1000 > maximumFrames
    {
        return 0
    }
    // Recognized as the header's platform does, as every command does by default.
    let recognition = RecognitionProfile.of(trace.header).configuration(for: trace.header)
    let options = AnalysisOptions(recognition: recognition, engines: EngineKind.allCases, inferIntents: size % 2 == 0)
    let analysed = TraceAnalyzer.analyze(path: path, header: trace.header, events: trace.events, options: options)
    let entries: [TraceTable.Entry] = [.loaded(analysed)]
    let files = AnalysisReport.files(entries, summary: CorpusSummarizer.rows([analysed], engines: options.engines))
    precondition(!files.isEmpty)
    return 0
}
